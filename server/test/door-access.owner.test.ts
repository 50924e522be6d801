import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createApartment, createOwner, unique } from './factories';
import {
  allowSimulator,
  createDoor,
  createShellyStay,
  movableClock,
} from './factories.door-access';
import { setupTestApp } from './helper';

const time = movableClock();
const ctx = setupTestApp({ clock: time.clock, shellyTimeoutMs: 700, shellyPulseSeconds: 1 });
let sim: ShellySimulator;
beforeAll(async () => {
  sim = await startShellySimulator();
  allowSimulator(ctx, sim);
});
afterAll(() => sim.close());
afterEach(() => sim.clearFaults());

const ownerClient = async (owner: { username: string; password: string }) => {
  const c = new TestClient(ctx.baseUrl);
  await c.login(owner.username, owner.password);
  return c;
};

describe('GET /api/check-doors-status/', () => {
  it("reports the caller's shelly doors only, one batched read per account", async () => {
    const owner = await createOwner(ctx);
    const key = unique('key-');
    const apartment = await createApartment(ctx, owner.id, {
      name: 'A Casa',
      shelly: true,
      serverUri: sim.url,
      authKey: key,
    });
    const ids = Array.from({ length: 11 }, (_, i) => `${key}-dev${i}`);
    ids.forEach((id, i) => sim.addDevice({ id, authKey: key, online: i !== 1 }));
    const at = { ownerId: owner.id, apartmentId: apartment.id };
    const shellyDoors = [];
    for (const [i, id] of ids.entries()) {
      shellyDoors.push(
        await createDoor(ctx, at, {
          name: `D${i}`,
          accessType: 'shelly',
          idDevice: id,
          priority: i,
        }),
      );
    }
    const unknown = await createDoor(ctx, at, {
      name: 'Unknown',
      accessType: 'shelly',
      idDevice: 'not-in-cloud',
      priority: 50,
    });
    await createDoor(ctx, at, { name: 'Code', accessType: 'codice', accessCode: '1' });
    const noKeyApartment = await createApartment(ctx, owner.id, { name: 'B Casa', shelly: false });
    const noKey = await createDoor(
      ctx,
      { ownerId: owner.id, apartmentId: noKeyApartment.id },
      { name: 'NoKey', accessType: 'shelly', idDevice: 'x' },
    );
    const stranger = await createShellyStay(ctx, sim);

    const c = await ownerClient(owner);
    const before = sim.calls.length;
    const res = await c.get('/api/check-doors-status/');
    expect(res.status).toBe(200);
    const calls = sim.calls.slice(before);
    expect(calls.map((x) => x.path)).toEqual(['/v2/devices/api/get', '/v2/devices/api/get']);
    expect(res.body).toHaveLength(13);
    expect(res.body[0]).toEqual({
      door_id: shellyDoors[0].id,
      door_name: 'D0',
      apartment_name: 'A Casa',
      status: { isok: true, connected: true },
    });
    const byId = new Map(res.body.map((item: { door_id: number }) => [item.door_id, item]));
    expect(byId.get(shellyDoors[1].id)).toMatchObject({ status: { isok: true, connected: false } });
    expect(byId.get(unknown.id)).toMatchObject({ status: { isok: false, connected: false } });
    expect(byId.get(noKey.id)).toMatchObject({
      apartment_name: 'B Casa',
      status: { isok: false, connected: false },
    });
    expect(byId.has(stranger.door.id)).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain(key);
  });

  it('marks every door of a failing account as not ok', async () => {
    const stay = await createShellyStay(ctx, sim);
    sim.addFault({ mode: 'html_502', deviceId: stay.deviceId });
    const c = await ownerClient(stay.owner);
    const res = await c.get('/api/check-doors-status/');
    expect(res.body).toEqual([
      {
        door_id: stay.door.id,
        door_name: 'Portone',
        apartment_name: stay.apartment.name,
        status: { isok: false, connected: false },
      },
    ]);
  });

  it('is for owners only', async () => {
    const stay = await createShellyStay(ctx, sim);
    const g = new TestClient(ctx.baseUrl);
    await g.login(stay.username, stay.password);
    expect((await g.get('/api/check-doors-status/')).status).toBe(403);
    expect((await new TestClient(ctx.baseUrl).get('/api/check-doors-status/')).status).toBe(401);
  });
});

describe('GET /api/door-open-audit/', () => {
  it("lists the owner's attempts newest first, filters by door and hides other owners'", async () => {
    const stay = await createShellyStay(ctx, sim);
    const second = await createDoor(
      ctx,
      { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
      { name: 'Retro', accessType: 'codice', accessCode: '1' },
    );
    const g = new TestClient(ctx.baseUrl);
    await g.login(stay.username, stay.password);
    time.set(stay.window.inside);
    await g.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '1111' });
    await g.post('/api/check-cpc/', { door_id: second.id, cpc: '1111' });
    await g.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
    time.set(null);

    const c = await ownerClient(stay.owner);
    const res = await c.get('/api/door-open-audit/');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { outcome: string }) => e.outcome)).toEqual([
      'opened',
      'not_allowed',
      'wrong_cpc',
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      door_id: stay.door.id,
      door_name: 'Portone',
      checkin_profile_id: stay.profile.id,
      guest_username: stay.username,
      guest_name: 'Mario Bianchi',
      outcome: 'opened',
      detail: 'isok: true',
      ip: g.ip,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const filtered = await c.get(`/api/door-open-audit/?door_id=${stay.door.id}&limit=1`);
    expect(filtered.body.map((e: { outcome: string }) => e.outcome)).toEqual(['opened']);

    const other = await createOwner(ctx);
    const oc = await ownerClient(other);
    expect((await oc.get('/api/door-open-audit/')).body).toEqual([]);
    const foreign = await oc.get(`/api/door-open-audit/?door_id=${stay.door.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('validates the query and is for owners only', async () => {
    const stay = await createShellyStay(ctx, sim);
    const c = await ownerClient(stay.owner);
    const bad = await c.get('/api/door-open-audit/?limit=0&door_id=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.codes).sort()).toEqual(['door_id', 'limit']);
    expect((await c.get('/api/door-open-audit/?limit=501')).status).toBe(400);
    const g = new TestClient(ctx.baseUrl);
    await g.login(stay.username, stay.password);
    expect((await g.get('/api/door-open-audit/')).status).toBe(403);
    expect((await new TestClient(ctx.baseUrl).get('/api/door-open-audit/')).status).toBe(401);
  });
});
