import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import { buildApp } from '../src/app';
import { billingInfo } from '../src/db/tables/billing.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient, fieldBody } from './api-client';
import { createApartment, createOwner } from './factories';
import { auditRows, createDoor, createShellyStay, movableClock } from './factories.door-access';
import { setupTestApp } from './helper';

const time = movableClock();
const ctx = setupTestApp({
  clock: time.clock,
  shellyTimeoutMs: 700,
  shellyPulseSeconds: 1,
  cpcThrottle: { guestLimit: 3, doorLimit: 5, windowMinutes: 15 },
  auditRowsPerGuest: 8,
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
    expect(res.body).toEqual({
      detail: 'Door opened.',
      door_id: stay.door.id,
      open_seconds: 1,
      queued_ms: expect.any(Number),
    });
    // Nothing was queued on the account: only the gate's own bookkeeping.
    expect(res.body.queued_ms).toBeLessThan(1000);
    // The cloud switched the relay on with a 1 s timer, and the device's own timer turned it off
    // (read from the relay's log: on a busy machine a second may pass before the test looks).
    expect(sim.relay(stay.deviceId, 1).events[0]).toMatchObject({
      source: 'cloud',
      output: true,
      timer: 1,
    });
    await sleep(1200);
    const relay = sim.relay(stay.deviceId, 1);
    expect(relay.output).toBe(false);
    expect(relay.events.map((e) => [e.source, e.output])).toEqual([
      ['cloud', true],
      ['timer', false],
    ]);
    const [on, off] = relay.events;
    expect(off.at - on.at).toBeGreaterThanOrEqual(990);
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
      expect(res.body).toEqual({ detail: 'Invalid CPC.', code: 'wrong_cpc' });
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
      code: 'cpc_locked_out',
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

  it("one guest's wrong CPCs never lock the shared door for the other guests", async () => {
    const stay = await createShellyStay(ctx, sim);
    const { createGuestStay } = await import('./factories');
    const neighbour = async () => {
      const other = await createGuestStay(ctx, {
        ownerId: stay.owner.id,
        apartmentId: stay.apartment.id,
        roomId: stay.room.id,
      });
      const c = new TestClient(ctx.baseUrl);
      await c.login(other.username, other.password);
      return c;
    };
    const c1 = await guestIn(stay);
    for (let i = 0; i < 4; i += 1)
      await c1.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '1' });
    const c2 = await neighbour();
    for (let i = 0; i < 2; i += 1) {
      expect((await c2.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '1' })).status).toBe(
        400,
      );
    }
    // Six wrong CPCs on the entrance (more than the per-door limit of 5), from two guests.
    expect((await c1.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' })).status).toBe(
      429,
    );
    const res = await c2.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(res.status).toBe(200);
  });

  it('caps wrong CPCs on a door per address, across guests', async () => {
    const stay = await createShellyStay(ctx, sim);
    const { createGuestStay } = await import('./factories');
    const address = '10.200.0.1';
    const guests = [];
    for (let i = 0; i < 3; i += 1) {
      const other = await createGuestStay(ctx, {
        ownerId: stay.owner.id,
        apartmentId: stay.apartment.id,
        roomId: stay.room.id,
      });
      const c = new TestClient(ctx.baseUrl, address);
      await c.login(other.username, other.password);
      guests.push(c);
    }
    time.set(stay.window.inside);
    for (const c of guests.slice(0, 2)) {
      for (let i = 0; i < 3; i += 1)
        await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '1' });
    }
    // Six wrong from one address: a third guest there waits, a guest elsewhere does not.
    const there = await guests[2].post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(there.status).toBe(429);
    const elsewhere = await guestIn(stay);
    expect(
      (await elsewhere.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' })).status,
    ).toBe(200);
  });

  it('parallel guesses are counted before the CPC is compared', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    await c.fetchCsrf();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: String(1000 + i) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // At most the guest limit of CPCs is compared (fewer when the per-door counter of the
    // same burst fills first); every other attempt is refused before the compare.
    const compared = statuses.filter((s) => s === 400).length;
    expect(compared).toBeGreaterThanOrEqual(1);
    expect(compared).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - compared);
  });

  it('keeps a bounded number of audit rows per guest, the newest ones', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    for (let i = 0; i < 12; i += 1) {
      await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: `${i}` });
    }
    const rows = await auditRows(ctx, stay.profile.id);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.outcome)).toEqual(Array(8).fill('locked_out'));
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
      expect(res.body).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    const code = await c.post('/api/check-cpc/', { door_id: codeDoor.id, cpc: '2468' });
    expect(code.status).toBe(403);
    expect(code.body).toEqual({
      detail: 'This door cannot be opened remotely.',
      code: 'door_not_remote',
    });
    expect(sim.relay(stay.deviceId, 1).events).toEqual([]);
    const rows = await auditRows(ctx, stay.profile.id);
    expect(rows.map((r) => [r.outcome, r.doorId, r.ownerId])).toEqual([
      ['not_allowed', otherRoomDoor.id, stay.owner.id],
      ['not_allowed', null, stay.owner.id],
      ['not_allowed', codeDoor.id, stay.owner.id],
    ]);
  });

  it('refuses until online check-in is complete, like guest-room, and audits why', async () => {
    const stay = await createShellyStay(ctx, sim);
    await ctx.db
      .update(checkinProfiles)
      .set({ guestNumber: 2, requireRegistrationForm: true, requireBillingInfo: true })
      .where(eq(checkinProfiles.id, stay.profile.id));
    const c = await guestIn(stay);
    const room = await c.get('/api/guest-room/');
    const missing = [
      { code: 'registration_form', count: 2 },
      { code: 'billing_info', count: 1 },
    ];
    expect(room.body).toEqual({ missing_requirements: missing });

    const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail: 'Complete the online check-in first: the doors open once it is done.',
      code: 'checkin_incomplete',
      missing_requirements: missing,
    });
    expect(sim.relay(stay.deviceId, 1).events).toEqual([]);

    await ctx.db.insert(guestRegistrations).values(
      ['Anna', 'Luca'].map((firstName) => ({
        checkinProfileId: stay.profile.id,
        firstName,
        lastName: 'Bianchi',
      })),
    );
    await ctx.db.insert(billingInfo).values({
      checkinProfileId: stay.profile.id,
      personType: 'individual',
      firstName: 'Anna',
      lastName: 'Bianchi',
    });
    const opened = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(opened.status).toBe(200);
    const rows = await auditRows(ctx, stay.profile.id);
    expect(rows.map((r) => [r.outcome, r.detail])).toEqual([
      ['not_allowed', 'online check-in incomplete: registration_form x2, billing_info x1'],
      ['opened', 'isok: true'],
    ]);
  });

  it('only opens inside the stay window', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    for (const moment of [stay.window.justBefore, stay.window.atCheckOut]) {
      time.set(moment);
      const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        detail: 'The door can only be opened during your stay.',
        code: 'outside_stay',
      });
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
    expect(res.body).toEqual({
      detail: 'The door lock is offline. Please contact the host.',
      code: 'door_offline',
    });
    expect(rows.map((r) => [r.outcome, r.detail])).toEqual([
      ['device_error', 'offline: the device is offline'],
    ]);
  });

  it('answers 502 for an HTML error page', async () => {
    const { res, rows } = await attempt((s) =>
      sim.addFault({ mode: 'html_502', deviceId: s.deviceId }),
    );
    expect(res.status).toBe(502);
    expect(res.body.detail).toMatch(/invalid answer/);
    expect(res.body.code).toBe('door_service_error');
    expect(rows[0]).toMatchObject({
      outcome: 'device_error',
      detail: 'bad_answer: the cloud gave an invalid answer',
    });
  });

  it('answers 504 quickly when the cloud hangs', async () => {
    const { res, rows, elapsed } = await attempt((s) =>
      sim.addFault({ mode: 'hang', deviceId: s.deviceId }),
    );
    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      detail: 'The door lock did not answer in time. Please try again.',
      code: 'door_timeout',
    });
    expect(elapsed).toBeLessThan(3000);
    expect(rows[0].detail).toBe('timeout: no answer in time');
  });

  it('answers 503 with Retry-After when the cloud rate-limits', async () => {
    const { res, rows } = await attempt((s) =>
      sim.addFault({ mode: 'rate_limit', deviceId: s.deviceId }),
    );
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('door_busy');
    expect(res.headers.get('retry-after')).toBe('2');
    expect(rows[0].detail).toBe('rate_limited: the cloud asked to slow down');
  });

  it('answers 502 when the auth key is refused', async () => {
    const { res, rows } = await attempt((s) => sim.addDevice({ id: s.deviceId, authKey: 'moved' }));
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('door_service_refused');
    expect(rows[0].detail).toMatch(/^auth_error: /);
  });
});

describe('POST /api/check-cpc/ and the allowed Shelly Cloud servers', () => {
  it('never calls a server_uri outside the allowlist, even one stored before the rule', async () => {
    const hits: string[] = [];
    const target = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"isok": true, "secret": "internal service answer"}');
    });
    await new Promise<void>((ok) => target.listen(0, '127.0.0.1', ok));
    const { port } = target.address() as AddressInfo;
    try {
      const stay = await createShellyStay(ctx, sim);
      await ctx.db
        .update(apartments)
        .set({ serverUri: `http://127.0.0.1:${port}` })
        .where(eq(apartments.id, stay.apartment.id));
      const c = await guestIn(stay);
      const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        detail: 'The remote lock of this door is not configured. Please contact the host.',
        code: 'door_not_configured',
      });
      const owner = new TestClient(ctx.baseUrl);
      await owner.login(stay.owner.username, stay.owner.password);
      const status = await owner.get('/api/check-doors-status/');
      expect(status.body).toEqual([
        expect.objectContaining({
          door_id: stay.door.id,
          status: { isok: false, connected: false },
        }),
      ]);
      expect(hits).toEqual([]);
      const rows = await auditRows(ctx, stay.profile.id);
      expect(rows.map((r) => [r.outcome, r.detail])).toEqual([
        ['device_error', 'not_allowed: server_uri is not an allowed Shelly Cloud server'],
      ]);
    } finally {
      target.close();
    }
  });

  it("never echoes the cloud's answer to the guest or the audit log", async () => {
    const stay = await createShellyStay(ctx, sim);
    sim.addDevice({ id: stay.deviceId, authKey: 'moved' });
    const c = await guestIn(stay);
    const res = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(res.status).toBe(502);
    const [row] = await auditRows(ctx, stay.profile.id);
    expect(row.detail).toBe('auth_error: the cloud refused the auth key');
    expect(JSON.stringify(res.body)).not.toMatch(/invalid|auth_key|header/i);
  });
});

describe('POST /api/check-cpc/ input and roles', () => {
  it('rejects bad bodies with field errors and writes nothing', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await guestIn(stay);
    const missing = await c.post('/api/check-cpc/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(
      fieldBody({
        door_id: ['required', 'This field is required.'],
        cpc: ['required', 'This field is required.'],
      }),
    );
    const wrongTypes = await c.post('/api/check-cpc/', { door_id: 'one', cpc: 2468 });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.codes).toEqual({ door_id: ['invalid_integer'], cpc: ['invalid_type'] });
    const tooLong = await c.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '9'.repeat(65) });
    expect(tooLong.body).toEqual(
      fieldBody({ cpc: ['too_long', 'Ensure this field has no more than 64 characters.'] }),
    );
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
