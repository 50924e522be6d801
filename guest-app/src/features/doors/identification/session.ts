import { getIceServers, type IceServer } from '@soglia/api-client';
import {
  createCallPeer,
  IdentificationError,
  openIdentificationSocket,
  type CallPeer,
  type CallPeerOptions,
  type IdentificationServerMessage,
  type IdentificationSocket,
} from '@soglia/api-client/realtime';
import { openMedia, stopStream } from './media';
import { problemOf } from './problems';
import {
  IDLE_SNAPSHOT,
  type Facing,
  type IdentificationSession,
  type SessionSnapshot,
} from './types';

export interface SessionOptions {
  /** A call ended or the stay was identified: the room data is asked for again. */
  onRoomChanged: () => void;
  /** The browser's own parts, replaceable where there is no browser (tests, stories). */
  openSocket?: () => IdentificationSocket;
  openMedia?: (facing: Facing, audio?: boolean) => Promise<MediaStream>;
  loadIceServers?: () => Promise<IceServer[]>;
  createPeer?: (options: CallPeerOptions) => CallPeer;
  now?: () => number;
}

const ACTIVE = new Set(['ringing', 'incoming', 'answering', 'call']);

/**
 * The guest's side of identification at the door (docs/api.md § Identification at the door):
 * the socket opens at once so a call back can ring; `start` takes the camera, then rings the
 * host; once answered, this tab makes the WebRTC offer (the guest always does). Every end stops
 * the tracks and closes the peer; `dispose` closes the socket too.
 */
export function createIdentificationSession(options: SessionOptions): IdentificationSession {
  const socket = options.openSocket?.() ?? openIdentificationSocket();
  const capture = options.openMedia ?? openMedia;
  const loadIceServers =
    options.loadIceServers ?? (() => getIceServers().then((answer) => answer.ice_servers));
  const createPeer = options.createPeer ?? createCallPeer;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let snapshot = IDLE_SNAPSHOT;
  /** The camera and microphone this tab holds (and hands to the peer). */
  let media: MediaStream | null = null;
  let peer: CallPeer | null = null;
  let iceServers: IceServer[] = [];
  let last: { doorId: number; cpc: string } | null = null;
  let answerRef: string | null = null;
  let disposed = false;
  // Bumped by every start, answer and end: a step that awaited sees it was overtaken.
  let attempt = 0;

  const set = (patch: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const currentCall = () => ('callId' in snapshot.phase ? snapshot.phase.callId : null);

  const teardown = () => {
    attempt += 1;
    answerRef = null;
    peer?.close();
    peer = null;
    stopStream(media);
    media = null;
  };
  const finish = (patch: Partial<SessionSnapshot> = {}) => {
    teardown();
    set({
      phase: { kind: 'idle' },
      local: null,
      remote: null,
      connection: null,
      facingSwitchFailed: false,
      ...patch,
    });
  };
  const endCall = (callId: number) => socket.send({ type: 'call.end', call_id: callId });

  const takeMedia = async (mine: number) => {
    const stream = await capture('user');
    if (mine !== attempt) {
      stopStream(stream);
      return false;
    }
    media = stream;
    set({ local: stream, facing: 'user' });
    iceServers = await loadIceServers();
    return mine === attempt;
  };

  const newPeer = (callId: number) =>
    createPeer({
      socket,
      callId,
      role: 'offerer',
      onRemoteStream: (remote) => set({ remote }),
      onConnectionState: (connection) => {
        if (currentCall() !== callId) return;
        set({ connection });
        if (connection === 'failed') {
          endCall(callId);
          finish({ problem: { code: 'connection_failed' } });
        }
      },
    });

  const connect = async (callId: number) => {
    const mine = attempt;
    try {
      peer ??= newPeer(callId);
      await peer.start({ iceServers, localStream: media });
    } catch {
      if (mine !== attempt) return;
      endCall(callId);
      finish({ problem: { code: 'connection_failed' } });
    }
  };

  const onMessage = (message: IdentificationServerMessage) => {
    const { phase } = snapshot;
    const callId = currentCall();
    switch (message.type) {
      case 'call.answered':
        if (message.call_id !== callId || (phase.kind !== 'ringing' && phase.kind !== 'answering'))
          return;
        set({ phase: { kind: 'call', callId }, connection: 'new' });
        void connect(callId);
        return;
      case 'call.missed':
        if (message.call_id !== callId) return;
        teardown();
        set({ phase: { kind: 'missed' }, local: null, remote: null, connection: null });
        return;
      case 'call.ended':
        if (message.call_id !== callId) return;
        finish({ ended: phase.kind === 'call' });
        options.onRoomChanged();
        return;
      case 'call.incoming':
        // The server keeps one call per stay: a call back replaces whatever rang before.
        finish({ phase: { kind: 'incoming', callId: message.call_id }, problem: null });
        return;
      case 'stay.identified':
        if (callId !== null && phase.kind !== 'missed') endCall(callId);
        finish();
        options.onRoomChanged();
        return;
      case 'error':
        if (answerRef !== null && message.ref === answerRef) {
          finish({ problem: { code: message.code === 'call_over' ? 'call_over' : 'call_failed' } });
        }
        return;
      default:
        return;
    }
  };
  const unsubscribe = socket.subscribe(onMessage);
  // The server ends the calls of a socket that drops: so does this side.
  const offState = socket.onState((state) => {
    if (state !== 'open' && state !== 'connecting' && ACTIVE.has(snapshot.phase.kind)) {
      finish({ problem: { code: 'offline' } });
    }
  });

  const start = async (doorId: number, cpc: string) => {
    const { kind } = snapshot.phase;
    if (disposed || (kind !== 'idle' && kind !== 'missed')) return;
    last = { doorId, cpc };
    const mine = ++attempt;
    set({ phase: { kind: 'starting' }, problem: null, ended: false });
    try {
      if (!(await takeMedia(mine))) return;
      const answer = await socket.request({ type: 'call.start', door_id: doorId, cpc });
      if (answer.type !== 'call.started') throw new Error(`unexpected ${answer.type}`);
      if (mine !== attempt) {
        endCall(answer.call_id);
        return;
      }
      peer = newPeer(answer.call_id);
      const endsAt = now() + answer.ring_seconds * 1000;
      set({ phase: { kind: 'ringing', callId: answer.call_id, endsAt } });
    } catch (error) {
      if (mine !== attempt) return;
      if (error instanceof IdentificationError && error.code === 'already_identified') {
        finish();
        options.onRoomChanged();
        return;
      }
      finish({ problem: problemOf(error) });
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    async retry() {
      if (last) await start(last.doorId, last.cpc);
    },
    cancel() {
      const { phase } = snapshot;
      if (phase.kind !== 'ringing') return;
      endCall(phase.callId);
      finish();
    },
    async answer() {
      const { phase } = snapshot;
      if (phase.kind !== 'incoming') return;
      const { callId } = phase;
      const mine = ++attempt;
      set({ phase: { kind: 'answering', callId }, problem: null, ended: false });
      try {
        if (!(await takeMedia(mine))) return;
        peer = newPeer(callId);
        answerRef = `answer-${callId}`;
        socket.send({ type: 'call.answer', call_id: callId, ref: answerRef });
      } catch (error) {
        if (mine !== attempt) return;
        endCall(callId);
        finish({ problem: problemOf(error) });
      }
    },
    decline() {
      const { phase } = snapshot;
      if (phase.kind !== 'incoming') return;
      endCall(phase.callId);
      finish();
    },
    hangUp() {
      const { phase } = snapshot;
      if (phase.kind !== 'call') return;
      endCall(phase.callId);
      finish({ ended: true });
      options.onRoomChanged();
    },
    async switchFacing() {
      const { phase, facing } = snapshot;
      const stream = media;
      if (phase.kind !== 'call' || !peer || !stream) return;
      const mine = attempt;
      const next: Facing = facing === 'user' ? 'environment' : 'user';
      // Many phones open one camera at a time: the one in use stops first.
      for (const track of stream.getVideoTracks()) track.stop();
      let track: MediaStreamTrack | undefined;
      let opened: Facing = next;
      try {
        track = (await capture(next, false)).getVideoTracks()[0];
        // A device with one camera gives it again: the picture is still the same side.
        const side = track?.getSettings?.().facingMode;
        if (side === 'user' || side === 'environment') opened = side;
      } catch {
        opened = facing;
        track = await capture(facing, false).then(
          (back) => back.getVideoTracks()[0],
          () => undefined,
        );
      }
      if (mine !== attempt || !peer) {
        track?.stop();
        return;
      }
      if (track) await peer.replaceVideoTrack(track);
      set({
        // A new stream object: the preview's <video> then shows the new track.
        local: typeof MediaStream === 'function' ? new MediaStream(stream.getTracks()) : stream,
        facing: opened,
        facingSwitchFailed: opened !== next,
      });
    },
    dismiss() {
      const { kind } = snapshot.phase;
      if (kind === 'idle' || kind === 'missed') {
        set({ phase: { kind: 'idle' }, problem: null, ended: false });
      }
    },
    dispose() {
      if (disposed) return;
      const callId = currentCall();
      if (callId !== null && snapshot.phase.kind !== 'missed') endCall(callId);
      disposed = true;
      teardown();
      unsubscribe();
      offState();
      listeners.clear();
      // After the call.end above has gone out: some WebSocket implementations send a tick later.
      setTimeout(() => socket.close(), 0);
    },
  };
}
