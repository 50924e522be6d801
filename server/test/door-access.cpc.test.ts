import { buildApp } from '../src/app';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createApartment, createOwner } from './factories';
import { auditRows, createDoor, createShellyStay, movableClock } from './factories.door-access';
import { setupTestApp } from './helper';

const time = movableClock();
const ctx = setupTestApp({
  clock: time.clock,
  shellyTimeoutMs: 700,
  shellyPulseSeconds: 1,
  cpcThrottle: { guestLimit: 3, doorLimit: 5, windowMinutes: 15 },
});
let sim: ShellySimulator;
beforeAll(async () => {
  sim = await startShellySimulator();
});
afterAll(() => sim.close());
afterEach(() => {
  sim.clearFaults();
  time.set(null);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const guestIn = async (stay: { username: string; password: string; window: { inside: Date } }) => {
  const c = new TestClient(ctx.baseUrl);
  await c.login(stay.username, stay.password);
  time.set(stay.window.inside);
  return c;
};

describe('POST /api/check-cpc/', () => {
  it('opens the door with a device-side pulse that turns itself off', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Door opened.', door_id: stay.door.id, open_seconds: 1 });
    expect(sim.relay(stay.deviceId, 1)).toMatchObject({ output: true, timerDuration: 1 });
    await sleep(1200);
    const relay = sim.relay(stay.deviceId, 1);
    expect(relay.output).toBe(false);
    expect(relay.events.map((e) => [e.source, e.output])).toEqual([
      ['cloud', true],
      ['timer', false],
    ]);
    const rows = await auditRows(ctx, stay.profile.id);
    expect(rows).toEqual([
      expect.objectContaining({
        ownerId: stay.owner.id,
        doorId: stay.door.id,
        doorName: 'Portone',
        guestUsername: stay.username,
        outcome: 'opened',
        detail: 'isok: true',
        ip: c.ip,
      }),
    ]);
  });

  it('refuses a wrong CPC and leaves the relay alone', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    for (const cpc of ['2469', '24680', '2']) {
      const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Invalid CPC.' });
      if (cpc === '2') break;
    }
    expect(sim.relay(stay.deviceId, 1).events).toEqual([]);
    const rows = await auditRows(ctx, stay.profile.id);
    expect(rows.map((r) => r.outcome)).toEqual(['wrong_cpc', 'wrong_cpc', 'wrong_cpc']);
  });

  it('locks a guest out after repeated failures, in every server process', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    for (let i = 0; i < 3; i += 1) {
      expect((await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '0000' })).status).toBe(
        400,
      );
    }
    const locked = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      detail: 'Too many wrong CPC attempts. Try again in 15 minutes.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(sim.relay(stay.deviceId, 1).events).toEqual([]);

    // A second server process on the same database sees the same counters.
    const other = await buildApp({ db: ctx.db, config: ctx.config, logger: false });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/api/check-cpc/',
        headers: {
          authorization: `Token ${c.token}`,
          cookie: 'csrftoken=abcdefabcdefabcdefabcdefabcdefab',
          'x-csrftoken': 'abcdefabcdefabcdefabcdefabcdefab',
        },
        payload: { door_id: stay.door.id, cpc: '2468' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
    const outcomes = (await auditRows(ctx, stay.profile.id)).map((r) => r.outcome);
    expect(outcomes).toEqual(['wrong_cpc', 'wrong_cpc', 'wrong_cpc', 'locked_out', 'locked_out']);
  });

  it('locks a door after failures by several guests', async () => {
    const stay = await createShellyStay(ctx, sim);
    const { createGuestStay } = await import('./factories');
    const c1 = await guestIn(stay);
    for (let i = 0; i < 3; i += 1)
      await c1.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '1' });
    // A second guest of the same room: own counter at 2, the door's at 5.
    const second = await createGuestStay(ctx, {
      ownerId: stay.owner.id,
      apartmentId: stay.apartment.id,
      roomId: stay.room.id,
    });
    const c2 = new TestClient(ctx.baseUrl);
    await c2.login(second.username, second.password);
    for (let i = 0; i < 2; i += 1) {
      expect((await c2.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '1' })).status).toBe(
        400,
      );
    }
    const res = await c2.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(res.status).toBe(429);
  });

  it("never opens another room's door, another owner's door or a code door", async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    const otherRoomDoor = await createDoor(
      ctx,
      { ownerId: stay.owner.id, apartmentId: stay.apartment.id },
      { accessType: 'shelly', idDevice: stay.deviceId, checkPositionCode: '2468' },
    );
    const otherOwner = await createOwner(ctx);
    const otherApartment = await createApartment(ctx, otherOwner.id);
    const foreignDoor = await createDoor(
      ctx,
      { ownerId: otherOwner.id, apartmentId: otherApartment.id },
      { accessType: 'shelly', idDevice: 'x', checkPositionCode: '2468' },
    );
    const codeDoor = await createDoor(
      ctx,
      { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
      { accessType: 'codice', accessCode: '1234#', checkPositionCode: '2468' },
    );
    for (const door of [otherRoomDoor, foreignDoor]) {
      const res = await c.post('/api/check-cpc/', { door_id: door.id, cpc: '2468' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    const code = await c.post('/api/check-cpc/', { door_id: codeDoor.id, cpc: '2468' });
    expect(code.status).toBe(403);
    expect(code.body).toEqual({ detail: 'This door cannot be opened remotely.' });
    expect(sim.relay(stay.deviceId, 1).events).toEqual([]);
    const rows = await auditRows(ctx, stay.profile.id);
    expect(rows.map((r) => [r.outcome, r.doorId, r.ownerId])).toEqual([
      ['not_allowed', otherRoomDoor.id, stay.owner.id],
      ['not_allowed', null, stay.owner.id],
      ['not_allowed', codeDoor.id, stay.owner.id],
    ]);
  });

  it('only opens inside the stay window', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    for (const moment of [stay.window.justBefore, stay.window.atCheckOut]) {
      time.set(moment);
      const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'The door can only be opened during your stay.' });
    }
    expect(sim.relay(stay.deviceId, 1).events).toEqual([]);
    const outcomes = (await auditRows(ctx, stay.profile.id)).map((r) => r.outcome);
    expect(outcomes).toEqual(['outside_window', 'outside_window']);
  });
});

describe('POST /api/check-cpc/ with a failing Shelly Cloud', () => {
  const attempt = async (setup: (stay: Awaited<ReturnType<typeof createShellyStay>>) => void) => {
    const stay = await createShellyStay(ctx, sim);
    setup(stay);
    const c = await guestIn(stay);
    const started = Date.now();
    const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    const elapsed = Date.now() - started;
    const rows = await auditRows(ctx, stay.profile.id);
    return { res, elapsed, rows, stay };
  };

  it('answers 503 for an offline device', async () => {
    const { res, rows } = await attempt((s) => sim.setOnline(s.deviceId, false));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: 'The door lock is offline. Please contact the host.' });
    expect(rows.map((r) => [r.outcome, r.detail])).toEqual([
      ['device_error', 'offline: device_offline: Device is offline!'],
    ]);
  });

  it('answers 502 for an HTML error page', async () => {
    const { res, rows } = await attempt((s) =>
      sim.addFault({ mode: 'html_502', deviceId: s.deviceId }),
    );
    expect(res.status).toBe(502);
    expect(res.body.detail).toMatch(/invalid answer/);
    expect(rows[0]).toMatchObject({
      outcome: 'device_error',
      detail: 'bad_answer: HTTP 502 with a text/html body',
    });
  });

  it('answers 504 quickly when the cloud hangs', async () => {
    const { res, rows, elapsed } = await attempt((s) =>
      sim.addFault({ mode: 'hang', deviceId: s.deviceId }),
    );
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ detail: 'The door lock did not answer in time. Please try again.' });
    expect(elapsed).toBeLessThan(3000);
    expect(rows[0].detail).toBe('timeout: no answer within 700 ms');
  });

  it('answers 503 with Retry-After when the cloud rate-limits', async () => {
    const { res, rows } = await attempt((s) =>
      sim.addFault({ mode: 'rate_limit', deviceId: s.deviceId }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(rows[0].detail).toBe('rate_limited: max_req: Request limit reached!');
  });

  it('answers 502 when the auth key is refused', async () => {
    const { res, rows } = await attempt((s) => sim.addDevice({ id: s.deviceId, authKey: 'moved' }));
    expect(res.status).toBe(502);
    expect(rows[0].detail).toMatch(/^auth_error: /);
  });
});

describe('POST /api/check-cpc/ input and roles', () => {
  it('rejects bad bodies with field errors and writes nothing', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    const missing = await c.post('/api/check-cpc/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      door_id: ['This field is required.'],
      cpc: ['This field is required.'],
    });
    const wrongTypes = await c.post('/api/check-cpc/', { door_id: 'one', cpc: 2468 });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body).sort()).toEqual(['cpc', 'door_id']);
    const tooLong = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '9'.repeat(65) });
    expect(tooLong.body).toEqual({ cpc: ['Ensure this field has no more than 64 characters.'] });
    expect(await auditRows(ctx, stay.profile.id)).toEqual([]);
  });

  it('is for guests only', async () => {
    const stay = await createShellyStay(ctx, sim);
    const owner = new TestClient(ctx.baseUrl);
    await owner.login(stay.owner.username, stay.owner.password);
    expect(
      (await owner.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' })).status,
    ).toBe(403);
    const anonymous = new TestClient(ctx.baseUrl);
    expect(
      (await anonymous.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' })).status,
    ).toBe(401);
  });
});
