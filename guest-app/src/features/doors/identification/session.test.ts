/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallPeer, CallPeerOptions } from '@soglia/api-client/realtime';
import { openIdentificationSocket } from '@soglia/api-client/realtime';
import {
  startIdentificationServer,
  type CallStartReply,
  type IdentificationServer,
} from '../../../testing/identificationServer';
import { MediaProblem } from './media';
import { createIdentificationSession } from './session';
import type { Facing, IdentificationSession, SessionSnapshot } from './types';

/**
 * The guest's identification session against a real WebSocket server speaking the protocol. The
 * camera and the WebRTC connection are the browser's (jsdom has neither): stand-ins that record
 * what the session asks of them.
 */

interface FakeTrack {
  kind: 'audio' | 'video';
  facing?: Facing;
  stopped: boolean;
  stop(): void;
}
const track = (kind: FakeTrack['kind'], facing?: Facing): FakeTrack => ({
  kind,
  facing,
  stopped: false,
  stop() {
    this.stopped = true;
  },
});
const stream = (tracks: FakeTrack[]) =>
  ({
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  }) as unknown as MediaStream;

let http: Server;
let baseUrl: string;
let server: IdentificationServer;
let callStart: (cpc: string) => CallStartReply;
let cameras: { facing: Facing; audio: boolean; tracks: FakeTrack[] }[];
let mediaFails: Error | null;
let peers: { options: CallPeerOptions; started: unknown[]; closed: boolean; replaced: unknown[] }[];
let roomChanges: number;
let session: IdentificationSession;

beforeAll(async () => {
  http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  server = startIdentificationServer({
    server: http,
    token: 'guest-key',
    onCallStart: ({ cpc }) => callStart(cpc),
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => http.close(resolve));
});

beforeEach(() => {
  server.reset();
  callStart = (cpc) =>
    cpc === '2468'
      ? { call_id: 51, ring_seconds: 120 }
      : { error: { code: 'wrong_cpc', detail: 'Invalid CPC.' } };
  cameras = [];
  mediaFails = null;
  peers = [];
  roomChanges = 0;
  session = createIdentificationSession({
    onRoomChanged: () => (roomChanges += 1),
    openSocket: () =>
      openIdentificationSocket({
        token: 'guest-key',
        baseUrl,
        maxRetryMs: 50,
        requestTimeoutMs: 2000,
      }),
    openMedia: async (facing, audio = true) => {
      if (mediaFails) throw mediaFails;
      const tracks = [track('video', facing), ...(audio ? [track('audio')] : [])];
      cameras.push({ facing, audio, tracks });
      return stream(tracks);
    },
    loadIceServers: async () => [{ urls: ['stun:stun.example:3478'] }],
    createPeer: (options) => {
      const peer = { options, started: [] as unknown[], closed: false, replaced: [] as unknown[] };
      peers.push(peer);
      return {
        connection: null,
        start: async (setup) => void peer.started.push(setup),
        replaceVideoTrack: async (t) => void peer.replaced.push(t),
        close: () => void (peer.closed = true),
      } satisfies CallPeer;
    },
    now: () => 1_000_000,
  });
});
afterEach(() => session.dispose());

/** Resolves once the session's snapshot satisfies `test`. */
const until = (test: (snapshot: SessionSnapshot) => boolean) =>
  new Promise<SessionSnapshot>((resolve) => {
    if (test(session.getSnapshot())) return resolve(session.getSnapshot());
    const off = session.subscribe(() => {
      if (!test(session.getSnapshot())) return;
      off();
      resolve(session.getSnapshot());
    });
  });
const phase = (kind: SessionSnapshot['phase']['kind']) => until((s) => s.phase.kind === kind);
const allStopped = () => cameras.every((c) => c.tracks.every((t) => t.stopped));

it('rings the host from the door, makes the offer once answered, and ends cleanly', async () => {
  await session.start(20, '2468');
  expect(session.getSnapshot().phase).toEqual({ kind: 'ringing', callId: 51, endsAt: 1_120_000 });
  expect(cameras).toEqual([expect.objectContaining({ facing: 'user', audio: true })]);
  expect(server.sent('call.start')).toEqual([{ type: 'call.start', door_id: 20, cpc: '2468' }]);

  server.push({ type: 'call.answered', call_id: 51 });
  await phase('call');
  expect(peers).toHaveLength(1);
  expect(peers[0].options).toMatchObject({ callId: 51, role: 'offerer' });
  await until(() => peers[0].started.length === 1);
  expect(peers[0].started[0]).toEqual({
    iceServers: [{ urls: ['stun:stun.example:3478'] }],
    localStream: session.getSnapshot().local,
  });

  server.push({ type: 'call.ended', call_id: 51, status: 'ended', ended_by: 'owner' });
  const ended = await phase('idle');
  expect(ended).toMatchObject({ ended: true, local: null, problem: null });
  expect(peers[0].closed).toBe(true);
  expect(allStopped()).toBe(true);
  expect(roomChanges).toBe(1);
});

it('a refused code rings nobody: the camera stops and the reason is kept', async () => {
  await session.start(20, '0000');
  expect(session.getSnapshot()).toMatchObject({
    phase: { kind: 'idle' },
    problem: { code: 'wrong_cpc' },
  });
  expect(allStopped()).toBe(true);

  callStart = () => ({
    error: {
      code: 'cpc_locked_out',
      detail: 'Too many wrong CPC attempts. Try again in 14 minutes.',
    },
  });
  await session.start(20, '1111');
  expect(session.getSnapshot().problem).toEqual({ code: 'cpc_locked_out', minutes: 14 });

  callStart = () => ({
    error: { code: 'checkin_incomplete', detail: 'Complete the online check-in first.' },
  });
  await session.start(20, '2468');
  expect(session.getSnapshot().problem).toEqual({ code: 'checkin_incomplete' });
  expect(peers).toEqual([]);
});

it('a blocked camera never reaches the server', async () => {
  mediaFails = new MediaProblem('media_denied');
  await session.start(20, '2468');
  expect(session.getSnapshot()).toMatchObject({
    phase: { kind: 'idle' },
    problem: { code: 'media_denied' },
  });
  expect(server.sent('call.start')).toEqual([]);
});

it('Cancel while ringing ends the call on the server and turns the camera off', async () => {
  await session.start(20, '2468');
  session.cancel();
  expect(await server.nextOf('call.end')).toMatchObject({ call_id: 51 });
  expect(session.getSnapshot().phase.kind).toBe('idle');
  expect(allStopped()).toBe(true);
});

it('a missed call offers Try again with the same door and code', async () => {
  await session.start(21, '2468');
  server.push({ type: 'call.missed', call_id: 51 });
  await phase('missed');
  expect(allStopped()).toBe(true);
  expect(peers[0].closed).toBe(true);
  await session.retry();
  expect(session.getSnapshot().phase.kind).toBe('ringing');
  expect(server.sent('call.start')).toEqual([
    { type: 'call.start', door_id: 21, cpc: '2468' },
    { type: 'call.start', door_id: 21, cpc: '2468' },
  ]);
});

it('the host calls back: Answer takes the camera, then answers; the guest still offers', async () => {
  await server.connected();
  server.push({ type: 'call.incoming', call_id: 77 });
  await phase('incoming');
  await session.answer();
  expect(await server.nextOf('call.answer')).toMatchObject({ call_id: 77 });
  expect(cameras).toHaveLength(1);
  server.push({ type: 'call.answered', call_id: 77 });
  await phase('call');
  await until(() => peers[0]?.started.length === 1);
  expect(peers[0].options).toMatchObject({ callId: 77, role: 'offerer' });
});

it('Decline ends the call back without touching the camera', async () => {
  await server.connected();
  server.push({ type: 'call.incoming', call_id: 78 });
  await phase('incoming');
  session.decline();
  expect(await server.nextOf('call.end')).toMatchObject({ call_id: 78 });
  expect(cameras).toEqual([]);
});

it('identified during the call: leaves it and asks for the room again', async () => {
  await session.start(20, '2468');
  server.push({ type: 'call.answered', call_id: 51 });
  await phase('call');
  server.push({
    type: 'stay.identified',
    profile_id: 7,
    identified_at: '2026-03-05T15:10:00Z',
    method: 'video_call',
  });
  await phase('idle');
  expect(await server.nextOf('call.end')).toMatchObject({ call_id: 51 });
  expect(allStopped()).toBe(true);
  expect(roomChanges).toBe(1);
});

it('Switch camera swaps the video track on the call, from front to back', async () => {
  await session.start(20, '2468');
  server.push({ type: 'call.answered', call_id: 51 });
  await phase('call');
  await session.switchFacing();
  expect(cameras.map((c) => [c.facing, c.audio])).toEqual([
    ['user', true],
    ['environment', false],
  ]);
  expect(cameras[0].tracks[0].stopped).toBe(true);
  expect(peers[0].replaced).toEqual([cameras[1].tracks[0]]);
  expect(session.getSnapshot()).toMatchObject({ facing: 'environment', facingSwitchFailed: false });
});

it('a dropped connection ends the call on this side too', async () => {
  await session.start(20, '2468');
  server.dropAll();
  const dropped = await phase('idle');
  expect(dropped.problem).toEqual({ code: 'offline' });
  expect(allStopped()).toBe(true);
});

it('leaving ends the ringing call, stops the camera and closes the socket', async () => {
  await session.start(20, '2468');
  expect(server.openSockets()).toBe(1);
  session.dispose();
  expect(await server.nextOf('call.end')).toMatchObject({ call_id: 51 });
  expect(allStopped()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(server.openSockets()).toBe(0);
});
