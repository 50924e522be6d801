import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import { createDoor, createShellyStay, movableClock } from './factories.door-access';
import { setupTestApp } from './helper';

// The default lockout settings, as in production.
const time = movableClock();
const ctx = setupTestApp({ clock: time.clock, shellyTimeoutMs: 700, shellyPulseSeconds: 1 });
let sim: ShellySimulator;
beforeAll(async () => {
  sim = await startShellySimulator();
});
afterAll(() => sim.close());
afterEach(() => time.set(null));

describe('POST /api/check-cpc/ lockout on a shared Wi-Fi', () => {
  it("locks only the guessing stay: another stay at the same address opens, and a locked stay's attempts do not count", async () => {
    const address = '10.77.0.1';
    const stay = await createShellyStay(ctx, sim);
    const other = await createGuestStay(ctx, {
      ownerId: stay.owner.id,
      apartmentId: stay.apartment.id,
      roomId: stay.room.id,
    });
    const guessing = new TestClient(ctx.baseUrl, address);
    await guessing.login(stay.username, stay.password);
    const neighbour = new TestClient(ctx.baseUrl, address);
    await neighbour.login(other.username, other.password);
    time.set(stay.window.inside);
    const door = stay.door.id;

    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push(
        (await guessing.post('/api/check-cpc/', { door_id: door, cpc: '0000' })).status,
      );
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(20).fill(429)]);

    const opened = await neighbour.post('/api/check-cpc/', { door_id: door, cpc: '2468' });
    expect(opened.status).toBe(200);

    // Attempts refused while locked out neither count nor push the end of the lockout.
    const guestKey = `cpc:guest:${stay.profile.id}`;
    const addressKey = `cpc:door:${door}:address:${address}`;
    expect((await ctx.app.throttle.peek(guestKey, 900)).count).toBe(5);
    expect((await ctx.app.throttle.peek(addressKey, 900)).count).toBe(5);
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await guessing.post('/api/check-cpc/', { door_id: door, cpc: '2468' });
      expect(res.status).toBe(429);
      waits.push(Number(res.headers.get('retry-after')));
    }
    expect([...waits].sort((a, b) => b - a)).toEqual(waits);
    expect(waits[0]).toBeLessThanOrEqual(900);
    expect((await ctx.app.throttle.peek(guestKey, 900)).count).toBe(5);
    expect((await ctx.app.throttle.peek(addressKey, 900)).count).toBe(5);
  });
});

describe("the host's door log", () => {
  it("keeps a guest's openings whatever the guest sends afterwards, and throttles code doors too", async () => {
    const stay = await createShellyStay(ctx, sim);
    const codeDoor = await createDoor(
      ctx,
      { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
      { accessType: 'codice', accessCode: '1357' },
    );
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    time.set(stay.window.inside);
    const opened = await guest.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    expect(opened.status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 250; i += 1) {
      const body =
        i % 2 === 0 ? { door_id: codeDoor.id, cpc: '1357' } : { door_id: stay.door.id, cpc: '0' };
      statuses.push((await guest.post('/api/check-cpc/', body)).status);
    }

    const owner = new TestClient(ctx.baseUrl);
    await owner.login(stay.owner.username, stay.owner.password);
    const log = await owner.get('/api/door-open-audit/?limit=500');
    expect(log.status).toBe(200);
    const rows = (log.body as { checkin_profile_id: number; outcome: string }[]).filter(
      (r) => r.checkin_profile_id === stay.profile.id,
    );
    expect(rows.filter((r) => r.outcome === 'opened')).toEqual([
      expect.objectContaining({ door_id: stay.door.id, detail: 'isok: true' }),
    ]);
    // The repeated refusals stay bounded.
    expect(rows.length).toBeLessThanOrEqual(201);
    // A code door counts like a wrong CPC: five tries, then the stay waits.
    expect(statuses.slice(0, 5)).toEqual([403, 400, 403, 400, 403]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    // Several openings queue a second apart on the account: a busy machine needs the time.
  }, 90_000);
});
