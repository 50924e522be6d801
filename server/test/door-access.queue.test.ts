import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createGuestStay, createRoom } from './factories';
import { createDoor, createShellyStay, movableClock } from './factories.door-access';
import { setupTestApp } from './helper';

const time = movableClock();
const ctx = setupTestApp({ clock: time.clock, shellyTimeoutMs: 2000 });
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
