import { doorRooms } from '../src/db/tables/doors.table';
import { SHELLY_SPACING_MS } from '../src/shelly/rate-gate';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createGuestStay, createRoom } from './factories';
import { createDoor, createShellyStay, movableClock } from './factories.door-access';
import { setupTestApp } from './helper';

const time = movableClock();
const ctx = setupTestApp({
  clock: time.clock,
  shellyTimeoutMs: 2000,
  shellyQueue: { openingMaxWaitMs: 2500, statusMaxWaitMs: 1000 },
});
let sim: ShellySimulator;
beforeAll(async () => {
  sim = await startShellySimulator();
});
afterAll(() => sim.close());
afterEach(() => time.set(null));

const cloudOpenings = (deviceId: string) =>
  sim.relay(deviceId, 1).events.filter((e) => e.source === 'cloud').length;

describe('POST /api/check-cpc/ on a shared Shelly account', () => {
  it("one guest's burst of openings never makes another stay's opening wait", async () => {
    // Openings are one a second per account (the simulator refuses faster calls, like the cloud).
    // Two rooms of one apartment, each with its own relay on the apartment's one account.
    const stay = await createShellyStay(ctx, sim);
    const room = await createRoom(ctx, stay.owner.id, stay.apartment.id, 'Camera Gialla');
    const other = await createGuestStay(ctx, {
      ownerId: stay.owner.id,
      apartmentId: stay.apartment.id,
      roomId: room.id,
    });
    const otherDevice = `${stay.deviceId}-b`;
    sim.addDevice({ id: otherDevice, authKey: stay.authKey, channels: 2, online: true });
    const otherDoor = await createDoor(
      ctx,
      { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [room.id] },
      { accessType: 'shelly', idDevice: otherDevice, channelDevice: 1, checkPositionCode: '1357' },
    );
    const a = new TestClient(ctx.baseUrl);
    await a.login(stay.username, stay.password);
    await a.fetchCsrf();
    const b = new TestClient(ctx.baseUrl);
    await b.login(other.username, other.password);
    await b.fetchCsrf();
    time.set(stay.window.inside);

    const burst = Promise.all(
      Array.from({ length: 30 }, () =>
        a.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = Date.now();
    const opened = await b.post('/api/check-cpc/', { door_id: otherDoor.id, cpc: '1357' });
    const waited = Date.now() - started;
    expect(opened.status).toBe(200);
    // Behind 30 queued openings B would wait over 30 s (one call per second per account); the
    // bound leaves room for a loaded CI machine.
    expect(waited).toBeLessThan(8000);
    expect(cloudOpenings(otherDevice)).toBe(1);

    const answers = await burst;
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    // The other requests of the burst were refused at once, with a clear reason.
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(25);
    expect(refused[0].body).toEqual({
      detail: 'This door is already being opened. Wait a moment before trying again.',
      code: 'opening_in_progress',
    });
    // Without the bound the cloud got all 30. On a loaded machine the burst reaches the API over
    // several seconds, and a request arriving after the door has closed again rightly opens it.
    expect(cloudOpenings(stay.deviceId)).toBeLessThanOrEqual(6);
  });
});

const stayWithGuests = async (count: number) => {
  const stay = await createShellyStay(ctx, sim);
  const guests = [stay];
  for (let i = 1; i < count; i += 1) {
    const room = await createRoom(ctx, stay.owner.id, stay.apartment.id, `Camera ${i}`);
    await ctx.db.insert(doorRooms).values({ doorId: stay.door.id, roomId: room.id });
    guests.push({
      ...stay,
      ...(await createGuestStay(ctx, {
        ownerId: stay.owner.id,
        apartmentId: stay.apartment.id,
        roomId: room.id,
      })),
    });
  }
  const clients = await Promise.all(
    guests.map(async (g) => {
      const c = new TestClient(ctx.baseUrl);
      await c.login(g.username, g.password);
      await c.fetchCsrf();
      return c;
    }),
  );
  return { stay, clients };
};

/**
 * The openings queued: the first waited no turn and the last about one per opening before it
 * (less the time the requests took to arrive); the cloud saw them at least a second apart.
 */
const expectQueued = (
  queuedMs: number[],
  controlCalls: { at: number }[],
  // False when a call of the account has just answered: the first opening waits its second too.
  firstWaitsNoTurn = true,
) => {
  const sorted = [...queuedMs].sort((a, b) => a - b);
  if (firstWaitsNoTurn) expect(sorted[0]).toBeLessThan(SHELLY_SPACING_MS / 2);
  expect(sorted.at(-1)).toBeGreaterThanOrEqual((sorted.length - 1) * SHELLY_SPACING_MS * 0.5);
  for (let i = 1; i < controlCalls.length; i += 1) {
    expect(controlCalls[i].at - controlCalls[i - 1].at).toBeGreaterThanOrEqual(1000);
  }
};

describe('POST /api/check-cpc/ when many stays open doors of one account at once', () => {
  it('queues them one a second, says how long each waited, and refuses at once past the limit', async () => {
    const { stay, clients } = await stayWithGuests(5);
    time.set(stay.window.inside);
    const refusalsBefore = sim.rateRefusals();

    const started = Date.now();
    const answers = await Promise.all(
      clients.map(async (c) => {
        const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
        return { res, ms: Date.now() - started };
      }),
    );
    const opened = answers.filter((a) => a.res.status === 200);
    const refused = answers.filter((a) => a.res.status === 503);
    // 2.5 s of wait allowed, a turn about every second: the openings at 0, 1 and 2 s (a slow
    // machine may fit a fourth in), the others refused at once.
    expect(opened.length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(opened.length + refused.length).toBe(5);
    expectQueued(
      opened.map((a) => a.res.body.queued_ms),
      sim.calls.filter((c) => c.path === '/device/relay/control').slice(-opened.length),
    );
    for (const { res, ms } of refused) {
      expect(res.body).toEqual({
        detail:
          'Many guests are opening doors right now and this door would wait too long. Please try again in a few seconds.',
        code: 'door_busy',
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
      expect(ms).toBeLessThan(3000);
    }
    expect(cloudOpenings(stay.deviceId)).toBe(opened.length);
    expect(sim.rateRefusals() - refusalsBefore).toBe(0);
  });
});

describe('GET /api/check-doors-status/ while guests open doors of the account', () => {
  it('never makes an opening wait behind it and answers the state it last read', async () => {
    const { stay, clients } = await stayWithGuests(3);
    const host = new TestClient(ctx.baseUrl);
    await host.login(stay.owner.username, stay.owner.password);
    const status = () => host.get('/api/check-doors-status/');
    const fresh = await status();
    expect(fresh.body).toEqual([
      expect.objectContaining({ status: { isok: true, connected: true } }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    time.set(stay.window.inside);
    const reads = sim.calls.length;

    const openings = clients.map((c) =>
      c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' }),
    );
    // The host reads once the first opening has reached the cloud: the account is busy from then
    // (a fixed pause would let a busy machine read before any opening had its turn).
    for (let waited = 0; sim.calls.length === reads && waited < 10_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const started = Date.now();
    const busy = await status();
    // The account is busy for 2.2 s more; the read waits at most 1 s for it, then answers what
    // it read before.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(busy.body).toEqual(fresh.body);
    const answers = await Promise.all(openings);
    // The three fit the queue's 2.5 s; a machine too busy to keep the pace may refuse the last
    // one at once (door_busy) rather than make it wait longer.
    const opened = answers.filter((a) => a.status === 200);
    expect(opened.length).toBeGreaterThanOrEqual(2);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('door_busy');
    }
    expectQueued(
      opened.map((a) => a.body.queued_ms),
      sim.calls.slice(reads),
      false,
    );
    // The openings and no state read reached the cloud meanwhile.
    expect(sim.calls.slice(reads).map((c) => c.path)).toEqual(
      Array(opened.length).fill('/device/relay/control'),
    );
  });
});
