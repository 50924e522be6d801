import type { AppConfig } from '../src/config';
import { TestClient } from './api-client';
import { createOwner } from './factories';
import {
  identificationStay,
  openSocket,
  refusedStatus,
  type TestSocket,
} from './factories.identification';
import { setupTestApp } from './helper';

/**
 * The identification socket on a real listening server (PGlite, and PostgreSQL with
 * DATABASE_URL): a guest at the door rings every tab of its host, the host answers, offers and
 * candidates go between the two tabs only, the host confirms the guests and the stay is
 * identified; no other owner or stay ever hears or reaches any of it.
 */
const ctx = setupTestApp(
  () =>
    ({
      identification: {
        stunUrls: ['stun:stun.example.test:3478'],
        turnUrls: ['turn:turn.example.test:3478?transport=udp'],
        turnSecret: 'turn-shared-secret',
        turnTtlSeconds: 600,
        ringSeconds: 1,
        maxCallSeconds: 1800,
      },
    }) as Partial<AppConfig>,
);
const sockets: TestSocket[] = [];
const open = async (...args: Parameters<typeof openSocket>) => {
  const s = await openSocket(...args);
  sockets.push(s);
  return s;
};
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

const startCall = async (
  guest: TestSocket,
  stay: Awaited<ReturnType<typeof identificationStay>>,
) => {
  guest.send({ type: 'call.start', ref: 's', door_id: stay.door.id, cpc: stay.cpc });
  return (await guest.next('call.started')).call_id as number;
};

it('rings every tab of the host, relays the call between the two tabs, and identifies the stay', async () => {
  const stay = await identificationStay(ctx);
  const [tab1, tab2] = [
    await open(ctx.baseUrl, stay.hostToken),
    await open(ctx.baseUrl, stay.hostToken),
  ];
  const guest = await open(ctx.baseUrl, stay.guestToken);
  const callId = await startCall(guest, stay);

  const [ring1, ring2] = [await tab1.next('call.ringing'), await tab2.next('call.ringing')];
  expect(ring1.call_id).toBe(callId);
  expect(ring2.call_id).toBe(callId);
  expect(ring1.door_name).toBe('Portone');
  expect(ring1.stay.guests.map((g: { first_name: string }) => g.first_name)).toEqual([
    'Ospite1',
    'Ospite2',
  ]);

  tab1.send({ type: 'call.answer', call_id: callId });
  expect((await guest.next('call.answered')).call_id).toBe(callId);
  expect((await tab2.next('call.answered')).call_id).toBe(callId);
  // The second tab is not in the call: it cannot answer it again nor signal into it.
  tab2.send({ type: 'call.answer', ref: 'again', call_id: callId });
  expect(await tab2.next('error')).toMatchObject({ ref: 'again', code: 'call_over' });

  const offer = { type: 'offer', sdp: 'v=0\r\n' + 'a=x\r\n'.repeat(2000) };
  guest.send({ type: 'signal', call_id: callId, description: offer });
  guest.send({
    type: 'signal',
    call_id: callId,
    candidate: {
      candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    },
  });
  expect((await tab1.next('signal')).description).toEqual(offer);
  expect((await tab1.next('signal')).candidate.candidate).toContain('10.0.0.1');
  tab1.send({ type: 'signal', call_id: callId, description: { type: 'answer', sdp: 'v=0\r\n' } });
  tab1.send({ type: 'signal', call_id: callId, candidate: null });
  expect((await guest.next('signal')).description.type).toBe('answer');
  expect((await guest.next('signal')).candidate).toBeNull();
  expect(await tab2.gets('signal')).toBe(false);

  const [first, second] = stay.registered;
  tab1.send({
    type: 'guest.confirm',
    call_id: callId,
    registration_id: first.id,
    outcome: 'identified',
  });
  expect((await tab1.next('guest.confirmed.ok')).stay.identified_at).toBeNull();
  tab1.send({
    type: 'guest.confirm',
    call_id: callId,
    registration_id: second.id,
    outcome: 'identified',
  });
  const done = await tab1.next('guest.confirmed.ok');
  expect(done.stay).toMatchObject({ method: 'video_call', identified_by: stay.owner.id });
  expect((await guest.next('stay.identified')).method).toBe('video_call');
  expect((await tab2.next('stay.identified')).profile_id).toBe(stay.profile.id);

  guest.send({ type: 'call.end', call_id: callId });
  expect(await tab1.next('call.ended')).toMatchObject({ status: 'ended', ended_by: 'guest' });

  const calls = await stay.host.get('/api/identification/calls/');
  expect(calls.body[0]).toMatchObject({ id: callId, status: 'ended', ended_by: 'guest' });
  expect(calls.body[0].stay_identified_at).not.toBeNull();
  // Identified: a new call is refused.
  guest.send({ type: 'call.start', ref: 'later', door_id: stay.door.id, cpc: stay.cpc });
  expect(await guest.next('error')).toMatchObject({ ref: 'later', code: 'already_identified' });
});

it("never rings another owner's tabs, and no party can reach into another stay's call", async () => {
  const stay = await identificationStay(ctx);
  const other = await identificationStay(ctx);
  const host = await open(ctx.baseUrl, stay.hostToken);
  const otherHost = await open(ctx.baseUrl, other.hostToken);
  const guest = await open(ctx.baseUrl, stay.guestToken);
  const otherGuest = await open(ctx.baseUrl, other.guestToken);
  const callId = await startCall(guest, stay);
  await host.next('call.ringing');

  otherHost.send({ type: 'call.answer', ref: 'steal', call_id: callId });
  expect(await otherHost.next('error')).toMatchObject({ ref: 'steal', code: 'not_found' });
  host.send({ type: 'call.answer', call_id: callId });
  await guest.next('call.answered');
  otherGuest.send({
    type: 'signal',
    ref: 'in',
    call_id: callId,
    description: { type: 'offer', sdp: 'x' },
  });
  expect(await otherGuest.next('error')).toMatchObject({ ref: 'in', code: 'not_found' });
  otherHost.send({
    type: 'guest.confirm',
    ref: 'c',
    call_id: callId,
    registration_id: stay.registered[0].id,
    outcome: 'identified',
  });
  expect(await otherHost.next('error')).toMatchObject({ ref: 'c', code: 'not_found' });
  // The host cannot confirm another stay's guest in its own call.
  host.send({
    type: 'guest.confirm',
    ref: 'x',
    call_id: callId,
    registration_id: other.registered[0].id,
    outcome: 'identified',
  });
  expect(await host.next('error')).toMatchObject({
    ref: 'x',
    codes: { guests: ['does_not_exist'] },
  });

  expect(await otherHost.gets('call.ringing')).toBe(false);
  expect(await otherHost.gets('call.answered', 100)).toBe(false);
  expect(await otherGuest.gets('call.answered', 100)).toBe(false);
  expect((await other.host.get('/api/identification/calls/')).body).toEqual([]);
});

it('a call nobody answers is missed after the ring time, for both sides', async () => {
  const stay = await identificationStay(ctx);
  const host = await open(ctx.baseUrl, stay.hostToken);
  const guest = await open(ctx.baseUrl, stay.guestToken);
  const callId = await startCall(guest, stay);
  expect((await guest.next('call.missed', 5000)).call_id).toBe(callId);
  expect((await host.next('call.missed')).ended_by).toBe('timeout');
  host.send({ type: 'call.answer', ref: 'late', call_id: callId });
  expect(await host.next('error')).toMatchObject({ ref: 'late', code: 'call_over' });
  const calls = await stay.host.get('/api/identification/calls/');
  expect(calls.body[0]).toMatchObject({ id: callId, status: 'missed' });
});

it('the guest closing its tab cancels the ringing call; the host calls back and the guest answers', async () => {
  const stay = await identificationStay(ctx);
  const host = await open(ctx.baseUrl, stay.hostToken);
  const first = await open(ctx.baseUrl, stay.guestToken);
  const callId = await startCall(first, stay);
  await host.next('call.ringing');
  await first.close();
  expect(await host.next('call.ended')).toMatchObject({
    call_id: callId,
    status: 'cancelled',
    ended_by: 'guest',
  });

  const guest = await open(ctx.baseUrl, stay.guestToken);
  host.send({ type: 'call.back', profile_id: stay.profile.id });
  const back = (await host.next('call.started')).call_id;
  expect((await guest.next('call.incoming')).call_id).toBe(back);
  guest.send({ type: 'call.answer', call_id: back });
  expect((await host.next('call.answered')).call_id).toBe(back);
});

it('a wrong CPC starts nothing and counts towards the CPC lockout', async () => {
  const stay = await identificationStay(ctx);
  const host = await open(ctx.baseUrl, stay.hostToken);
  const guest = await open(ctx.baseUrl, stay.guestToken);
  for (let i = 0; i < 5; i += 1) {
    guest.send({ type: 'call.start', ref: `w${i}`, door_id: stay.door.id, cpc: '0000' });
    expect(await guest.next('error')).toMatchObject({ ref: `w${i}`, code: 'wrong_cpc' });
  }
  guest.send({ type: 'call.start', ref: 'right', door_id: stay.door.id, cpc: stay.cpc });
  expect(await guest.next('error')).toMatchObject({ ref: 'right', code: 'cpc_locked_out' });
  expect(await host.gets('call.ringing')).toBe(false);
});

it('refuses the socket without a token, with a wrong one, and from another origin', async () => {
  const stay = await identificationStay(ctx, 1);
  expect(await refusedStatus(ctx.baseUrl, null)).toBe(401);
  expect(await refusedStatus(ctx.baseUrl, 'x'.repeat(40))).toBe(401);
  expect(await refusedStatus(ctx.baseUrl, stay.hostToken, { origin: 'https://evil.example' })).toBe(
    403,
  );
  expect(await refusedStatus(ctx.baseUrl, stay.hostToken, { origin: ctx.baseUrl })).toBe(101);
  expect(await refusedStatus(ctx.baseUrl, stay.hostToken, { header: true })).toBe(101);
  // A guest may not send the host's messages, and nobody may send nonsense.
  const guest = await open(ctx.baseUrl, stay.guestToken);
  guest.send({
    type: 'guest.confirm',
    ref: 'g',
    call_id: 1,
    registration_id: 1,
    outcome: 'identified',
  });
  expect(await guest.next('error')).toMatchObject({ ref: 'g', code: 'permission_denied' });
  guest.ws.send('not json');
  expect((await guest.next('error')).code).toBe('bad_request');
  // Signing out closes the socket at its next message.
  await stay.guest.post('/api/auth/logout/', {});
  guest.send({ type: 'call.start', door_id: stay.door.id, cpc: stay.cpc });
  expect((await guest.next('error')).code).toBe('invalid_token');
});

it('identifies guests in person (REST), the rest in a later call; ICE servers carry TURN credentials', async () => {
  const stay = await identificationStay(ctx, 2);
  const [first, second] = stay.registered;
  const url = `/api/identification/stays/${stay.profile.id}/in-person/`;
  const partly = await stay.host.post(url, { guests: [first.id] });
  expect(partly.status).toBe(200);
  expect(partly.body.identified_at).toBeNull();
  expect(
    partly.body.guests.map(
      (g: { identification_status: string | null }) => g.identification_status,
    ),
  ).toEqual(['identified', null]);
  const owner2 = await createOwner(ctx);
  const stranger = new TestClient(ctx.baseUrl);
  await stranger.login(owner2.username, owner2.password);
  expect((await stranger.post(url, { guests: [second.id] })).status).toBe(404);
  expect((await stay.host.post(url, { guests: [999_999] })).status).toBe(400);
  const all = await stay.host.post(url, { guests: [second.id] });
  expect(all.body).toMatchObject({ method: 'in_person', identified_by: stay.owner.id });
  expect(all.body.identified_at).not.toBeNull();

  const ice = await stay.guest.get('/api/identification/ice-servers/');
  expect(ice.status).toBe(200);
  const [stun, turn] = ice.body.ice_servers;
  expect(stun).toEqual({ urls: ['stun:stun.example.test:3478'] });
  expect(turn.username).toMatch(new RegExp(`^\\d+:g${stay.profile.id}$`));
  expect(JSON.stringify(ice.body)).not.toContain('turn-shared-secret');
  expect((await stay.host.get('/api/identification/ice-servers/')).status).toBe(200);
});
