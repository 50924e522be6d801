import type { AppConfig } from '../src/config';
import { doorAccessSettings } from '../src/door-access';
import {
  canMove,
  createIdentificationService,
  type Delivery,
  type IdentificationService,
  type Party,
} from '../src/identification/identification.service';
import type { Bus, BusMessage } from '../src/realtime';
import { identificationStay, openSocket, type TestSocket } from './factories.identification';
import { setupTestApp } from './helper';

/**
 * The call's state machine (identification.service.ts) on a real database, with a bus that only
 * records what the service tells the processes: who hears what, and what the database keeps.
 * Then the socket of a host tab opened while a guest's call rings.
 */
const ctx = setupTestApp({
  identification: {
    stunUrls: [],
    turnUrls: [],
    turnSecret: null,
    turnTtlSeconds: 600,
    ringSeconds: 60,
    maxCallSeconds: 1800,
  },
} as Partial<AppConfig>);

const recordingBus = () => {
  const published: Delivery[] = [];
  const bus: Bus = {
    publish: async (message: BusMessage) => {
      published.push(message as unknown as Delivery);
    },
    subscribe: () => () => {},
    connected: true,
    close: async () => {},
  };
  return { bus, published, types: () => published.map((d) => d.msg.type) };
};

const services: IdentificationService[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) service.close();
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

const setup = async (guests = 2, ringSeconds = 60) => {
  const stay = await identificationStay(ctx, guests);
  const recorded = recordingBus();
  const service = createIdentificationService({
    app: ctx.app,
    bus: recorded.bus,
    settings: { ...ctx.config.identification, ringSeconds },
    doorAccess: doorAccessSettings(ctx.app),
  });
  services.push(service);
  const guest: Extract<Party, { kind: 'guest' }> = {
    kind: 'guest',
    ownerId: stay.owner.id,
    profileId: stay.profile.id,
    socketId: `test:guest:${stay.profile.id}`,
  };
  const host: Extract<Party, { kind: 'owner' }> = {
    kind: 'owner',
    ownerId: stay.owner.id,
    socketId: `test:host:${stay.owner.id}`,
  };
  const start = () =>
    service.startCall(guest, { doorId: stay.door.id, cpc: stay.cpc, ip: '127.0.0.1' });
  return { stay, service, guest, host, start, ...recorded };
};

const callOver = { body: { code: 'call_over' } };

it('only the moves of the state machine are allowed', () => {
  expect(canMove('ringing', 'answered')).toBe(true);
  expect(canMove('ringing', 'missed')).toBe(true);
  expect(canMove('ringing', 'cancelled')).toBe(true);
  expect(canMove('answered', 'ended')).toBe(true);
  expect(canMove('answered', 'missed')).toBe(false);
  for (const end of ['missed', 'ended', 'cancelled'] as const) {
    expect(canMove(end, 'answered')).toBe(false);
    expect(canMove(end, 'ringing')).toBe(false);
  }
});

it('ringing → answered → ended: the host hears the ring, the signals go to the other tab only', async () => {
  const { service, guest, host, start, published, types } = await setup();
  const call = await start();
  expect(call.status).toBe('ringing');
  expect(published[0]).toMatchObject({
    to: { owner: host.ownerId },
    msg: { type: 'call.ringing' },
  });
  // Nothing is relayed before the call is answered.
  await expect(service.relay(guest, call.id, { candidate: null })).rejects.toMatchObject(callOver);

  const answered = await service.answer(host, call.id);
  expect(answered).toMatchObject({ status: 'answered', ownerSocket: host.socketId });
  expect(types()).toContain('call.answered');
  await expect(service.answer(host, call.id)).rejects.toMatchObject(callOver);
  // The guest placed the call: it cannot answer it.
  await expect(service.answer(guest, call.id)).rejects.toMatchObject({ statusCode: 404 });

  await service.relay(guest, call.id, { description: { type: 'offer', sdp: 'v=0' } });
  await service.relay(host, call.id, { description: { type: 'answer', sdp: 'v=0' } });
  const signals = published.filter((d) => d.msg.type === 'signal');
  expect(signals.map((d) => d.to)).toEqual([{ socket: host.socketId }, { socket: guest.socketId }]);
  // Another tab of the host is not in the call.
  await expect(
    service.relay({ ...host, socketId: 'test:other-tab' }, call.id, { candidate: null }),
  ).rejects.toMatchObject(callOver);

  const ended = await service.end(host, call.id);
  expect(ended).toMatchObject({ status: 'ended', endedBy: 'owner' });
  expect(published.at(-1)).toMatchObject({
    to: { owner: host.ownerId, profile: guest.profileId },
    msg: { type: 'call.ended', status: 'ended', ended_by: 'owner' },
  });
  await expect(service.end(guest, call.id)).rejects.toMatchObject(callOver);
  expect((await service.repo.call(call.id))?.status).toBe('ended');
});

it('ringing → missed: nobody answers within the ring time', async () => {
  const { service, host, start, published } = await setup(2, 1);
  const call = await start();
  const until = Date.now() + 5000;
  while (!published.some((d) => d.msg.type === 'call.missed') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(published.find((d) => d.msg.type === 'call.missed')).toMatchObject({
    to: { owner: host.ownerId },
    msg: { call_id: call.id, status: 'missed', ended_by: 'timeout' },
  });
  expect(await service.repo.call(call.id)).toMatchObject({ status: 'missed', endedBy: 'timeout' });
  await expect(service.answer(host, call.id)).rejects.toMatchObject(callOver);
  // Deciding again changes nothing: the call was missed once.
  expect(await service.expire(call.id)).toEqual([]);
});

it('ringing → cancelled: the guest gives up before the host answers', async () => {
  const { service, guest, host, start, published } = await setup();
  const call = await start();
  expect(await service.end(guest, call.id)).toMatchObject({
    status: 'cancelled',
    endedBy: 'guest',
  });
  expect(published.at(-1)?.msg).toMatchObject({ type: 'call.ended', status: 'cancelled' });
  await expect(service.answer(host, call.id)).rejects.toMatchObject(callOver);
});

it('every registered guest identified in the call: the stay is identified, and calls end there', async () => {
  const { stay, service, host, start, types } = await setup(2);
  const call = await start();
  await service.answer(host, call.id);
  const [first, second] = stay.registered;

  await service.confirmGuest(host, call.id, first.id, 'identified');
  expect((await service.repo.stay(host.ownerId, stay.profile.id))?.identifiedAt).toBeNull();
  expect(types()).not.toContain('stay.identified');
  await service.confirmGuest(host, call.id, second.id, 'identified');
  expect(await service.repo.stay(host.ownerId, stay.profile.id)).toMatchObject({
    identifiedBy: host.ownerId,
    method: 'video_call',
  });
  expect(types()).toContain('stay.identified');
  expect((await service.repo.events(stay.profile.id)).map((e) => e.event)).toEqual([
    'identified',
    'identified',
    'stay_identified',
  ]);
  await expect(start()).rejects.toMatchObject({ body: { code: 'already_identified' } });
});

it("'mismatch' does not identify; a later call identifies the rest", async () => {
  const { stay, service, host, start, types } = await setup(2);
  const [first, second] = stay.registered;
  const call = await start();
  await service.answer(host, call.id);
  await service.confirmGuest(host, call.id, first.id, 'identified');
  await service.confirmGuest(host, call.id, second.id, 'mismatch');
  expect((await service.repo.stay(host.ownerId, stay.profile.id))?.identifiedAt).toBeNull();
  expect((await service.repo.guests(stay.profile.id)).map((g) => g.status)).toEqual([
    'identified',
    'mismatch',
  ]);
  await service.end(host, call.id);
  expect(types()).not.toContain('stay.identified');

  const later = await start();
  await service.answer(host, later.id);
  await service.confirmGuest(host, later.id, second.id, 'identified');
  expect(await service.repo.stay(host.ownerId, stay.profile.id)).toMatchObject({
    method: 'video_call',
  });
  expect((await service.repo.stay(host.ownerId, stay.profile.id))?.identifiedAt).not.toBeNull();
  expect(types()).toContain('stay.identified');
});

describe('a host tab opened while a call rings', () => {
  const open = async (...args: Parameters<typeof openSocket>) => {
    const s = await openSocket(...args);
    sockets.push(s);
    return s;
  };

  it('hears the ring at once, once; not once answered; and never another owner’s', async () => {
    const stay = await identificationStay(ctx);
    const other = await identificationStay(ctx);
    const guest = await open(ctx.baseUrl, stay.guestToken);
    guest.send({ type: 'call.start', door_id: stay.door.id, cpc: stay.cpc });
    const callId = (await guest.next('call.started')).call_id;

    const late = await open(ctx.baseUrl, stay.hostToken);
    const ring = await late.next('call.ringing');
    expect(ring).toMatchObject({ call_id: callId, door_name: 'Portone' });
    expect(ring.stay.profile_id).toBe(stay.profile.id);
    expect(await late.gets('call.ringing', 300)).toBe(false);
    const otherHost = await open(ctx.baseUrl, other.hostToken);
    expect(await otherHost.gets('call.ringing', 300)).toBe(false);

    late.send({ type: 'call.answer', call_id: callId });
    await guest.next('call.answered');
    const afterwards = await open(ctx.baseUrl, stay.hostToken);
    await afterwards.next('hello');
    expect(await afterwards.gets('call.ringing', 300)).toBe(false);
  });
});
