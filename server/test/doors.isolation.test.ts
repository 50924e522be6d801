import { apartments } from '../src/db/tables/apartments.table';
import { doorRooms, doors, doorTranslations } from '../src/db/tables/doors.table';
import { rooms } from '../src/db/tables/rooms.table';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import { createDoor, createInstruction, linkDoorRoom, ownerWithApartment } from './factories.doors';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

/** Everything one owner has in the area, for reading back after the attacks. */
const snapshot = async () =>
  Promise.all([
    ctx.db.select().from(apartments),
    ctx.db.select().from(rooms),
    ctx.db.select().from(doors),
    ctx.db.select().from(doorRooms),
    ctx.db.select().from(doorTranslations),
  ]);

describe('isolation matrix: apartments, rooms, doors, language-instructions', () => {
  it('answers another owner 404 on every route, a guest 403, anonymous 401, and changes nothing', async () => {
    // Alice's data, with a guest of hers.
    const stay = await createGuestStay(ctx);
    const door = await createDoor(ctx, stay.owner.id, stay.apartment.id, {
      accessType: 'shelly',
      idDevice: 'dev',
      checkPositionCode: 'SECRET-CPC',
    });
    await linkDoorRoom(ctx, door.id, stay.room.id);
    const tr = await createInstruction(ctx, door.id);
    // Bob: an owner with his own apartment, room and door to point bodies at.
    const bob = await ownerWithApartment(ctx);
    const bobsDoor = await createDoor(ctx, bob.owner.id, bob.apartment.id);

    const a = stay.apartment.id;
    const apartmentBody = { name: 'X', address: 'Y', CIN: 'IT010025C2ABCDEF' };
    const roomBody = { name: 'X', apartment: bob.apartment.id };
    const doorBody = { name: 'X', priority: 1, apartment: bob.apartment.id };
    const trBody = { door: bobsDoor.id, language: 'Tedesco', code: 'de' };
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/rooms/?apartment=${a}`],
      ['GET', `/api/doors/?apartment=${a}`],
      ['GET', `/api/language-instructions/?door_id=${door.id}`],
      ['PUT', `/api/apartments/${a}/`, apartmentBody],
      ['DELETE', `/api/apartments/${a}/`],
      ['PUT', `/api/rooms/${stay.room.id}/`, roomBody],
      ['DELETE', `/api/rooms/${stay.room.id}/`],
      ['PUT', `/api/doors/${door.id}/`, doorBody],
      ['DELETE', `/api/doors/${door.id}/`],
      ['PUT', `/api/language-instructions/${tr.id}/`, trBody],
      ['DELETE', `/api/language-instructions/${tr.id}/`],
    ];
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    const anon = new TestClient(ctx.baseUrl);
    const before = await snapshot();

    for (const [method, path, body] of routes) {
      const asBob = await bob.client.request(method, path, { body });
      expect({ method, path, status: asBob.status, body: asBob.body }).toEqual({
        method,
        path,
        status: 404,
        body: { detail: 'Not found.', code: 'not_found' },
      });
      expect({
        method,
        path,
        status: (await guest.request(method, path, { body })).status,
      }).toEqual({ method, path, status: 403 });
      expect({ method, path, status: (await anon.request(method, path, { body })).status }).toEqual(
        {
          method,
          path,
          status: 401,
        },
      );
    }

    // Bodies that point at Alice's objects from Bob's account are refused like unknown ids.
    const refs: [string, unknown, string][] = [
      ['/api/rooms/', { name: 'X', apartment: a }, 'apartment'],
      ['/api/rooms/', { name: 'X', apartment: bob.apartment.id, doors: [door.id] }, 'doors'],
      ['/api/doors/', { ...doorBody, apartment: a }, 'apartment'],
      ['/api/doors/', { ...doorBody, rooms: [stay.room.id] }, 'rooms'],
      ['/api/language-instructions/', { ...trBody, door: door.id }, 'door'],
    ];
    for (const [path, body, field] of refs) {
      const res = await bob.client.post(path, body);
      expect(res.status).toBe(400);
      expect(res.body[field][0]).toMatch(/^Invalid pk "\d+" - object does not exist\.$/);
    }
    // Writes by guests and anonymous callers are refused too.
    for (const c of [guest, anon]) {
      expect((await c.post('/api/doors/', { ...doorBody, apartment: a })).status).toBeGreaterThan(
        400,
      );
      expect(
        (await c.post('/api/language-instructions/', { ...trBody, door: door.id })).status,
      ).toBeGreaterThan(400);
    }

    expect(await snapshot()).toEqual(before);
    // Nothing of Alice's reached Bob's listings.
    const bobsDoors = await bob.client.get(`/api/doors/?apartment=${bob.apartment.id}`);
    expect(JSON.stringify(bobsDoors.body)).not.toContain('SECRET-CPC');
  }, 30_000);
});

describe('OpenAPI', () => {
  it('documents every route of the area', async () => {
    const res = await new TestClient(ctx.baseUrl).get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/apartments/',
      '/api/apartments/{id}/',
      '/api/rooms/',
      '/api/rooms/{id}/',
      '/api/doors/',
      '/api/doors/{id}/',
      '/api/language-instructions/',
      '/api/language-instructions/{id}/',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(res.body.paths['/api/doors/'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
  });
});
