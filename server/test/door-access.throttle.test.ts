import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import { createShellyStay, movableClock } from './factories.door-access';
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
    expect((await neighbour.post('/api/check-cpc/', { door_id: door, cpc: '2468' })).status).toBe(
      200,
    );
  });
});
