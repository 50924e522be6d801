import { eq } from 'drizzle-orm';
import { guardLinks } from '../src/http/fields';
import { HttpError } from '../src/http/errors';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { doorRooms } from '../src/db/tables/doors.table';
import { rooms } from '../src/db/tables/rooms.table';
import { TestClient, fieldBody } from './api-client';
import { createApartment, createGuestStay, createOwner, createRoom } from './factories';
import { createDoor, linkDoorRoom, ownerWithApartment, rowCount } from './factories.doors';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

const storedRoom = async (id: number) =>
  (await ctx.db.select().from(rooms).where(eq(rooms.id, id)))[0];
const linksOf = async (roomId: number) =>
  (await ctx.db.select().from(doorRooms).where(eq(doorRooms.roomId, roomId)))
    .map((l) => l.doorId)
    .sort((a, b) => a - b);

describe('GET /api/rooms/?apartment=', () => {
  it('lists the rooms of the apartment with their door ids', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const second = await createRoom(ctx, owner.id, apartment.id, 'Camera 2');
    const elsewhere = await createApartment(ctx, owner.id);
    await createRoom(ctx, owner.id, elsewhere.id, 'Altrove');
    const d1 = await createDoor(ctx, owner.id, apartment.id);
    const d2 = await createDoor(ctx, owner.id, apartment.id);
    await linkDoorRoom(ctx, d2.id, room.id);
    await linkDoorRoom(ctx, d1.id, room.id);

    const res = await client.get(`/api/rooms/?apartment=${apartment.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: room.id, name: 'Camera 1', apartment: apartment.id, doors: [d1.id, d2.id] },
      { id: second.id, name: 'Camera 2', apartment: apartment.id, doors: [] },
    ]);
  });

  it('needs an apartment of the caller', async () => {
    const { client } = await ownerWithApartment(ctx);
    const bob = await createOwner(ctx);
    const bobs = await createApartment(ctx, bob.id);
    await createRoom(ctx, bob.id, bobs.id, 'Segreta');
    expect(await client.get('/api/rooms/')).toMatchObject({
      status: 400,
      body: { apartment: ['This field is required.'] },
    });
    expect(await client.get('/api/rooms/?apartment=abc')).toMatchObject({
      status: 400,
      body: { apartment: ['A valid integer is required.'] },
    });
    expect((await client.get('/api/rooms/?apartment=999999999999')).status).toBe(404);
    const other = await client.get(`/api/rooms/?apartment=${bobs.id}`);
    expect(other).toMatchObject({ status: 404, body: { detail: 'Not found.', code: 'not_found' } });
  });
});

describe('POST /api/rooms/', () => {
  it('creates a room linked to doors of the same apartment', async () => {
    const { owner, client, apartment } = await ownerWithApartment(ctx);
    const door = await createDoor(ctx, owner.id, apartment.id);
    const res = await client.post('/api/rooms/', {
      name: ' Camera Blu ',
      apartment: apartment.id,
      doors: [door.id, door.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Camera Blu',
      apartment: apartment.id,
      doors: [door.id],
    });
    expect((await storedRoom(res.body.id)).ownerId).toBe(owner.id);
    expect(await linksOf(res.body.id)).toEqual([door.id]);
  });

  it('defaults to no doors', async () => {
    const { client, apartment } = await ownerWithApartment(ctx);
    const res = await client.post('/api/rooms/', { name: 'R', apartment: apartment.id });
    expect(res).toMatchObject({ status: 201, body: { doors: [] } });
  });

  it('rejects bad bodies and writes nothing', async () => {
    const { owner, client, apartment } = await ownerWithApartment(ctx);
    const bob = await createOwner(ctx);
    const bobs = await createApartment(ctx, bob.id);
    const bobsDoor = await createDoor(ctx, bob.id, bobs.id);
    const otherApt = await createApartment(ctx, owner.id);
    const otherDoor = await createDoor(ctx, owner.id, otherApt.id);
    const cases: [unknown, ReturnType<typeof fieldBody>][] = [
      [
        {},
        fieldBody({
          name: ['required', 'This field is required.'],
          apartment: ['required', 'This field is required.'],
        }),
      ],
      [
        { name: '', apartment: apartment.id },
        fieldBody({ name: ['blank', 'This field may not be blank.'] }),
      ],
      [
        { name: 'x'.repeat(101), apartment: apartment.id },
        fieldBody({ name: ['too_long', 'Ensure this field has no more than 100 characters.'] }),
      ],
      [
        { name: 'R', apartment: 'one' },
        fieldBody({ apartment: ['invalid_integer', 'A valid integer is required.'] }),
      ],
      [
        { name: 'R', apartment: bobs.id },
        fieldBody({
          apartment: ['does_not_exist', `Invalid pk "${bobs.id}" - object does not exist.`],
        }),
      ],
      [
        { name: 'R', apartment: 99999999999 },
        fieldBody({
          apartment: ['does_not_exist', 'Invalid pk "99999999999" - object does not exist.'],
        }),
      ],
      [
        { name: 'R', apartment: apartment.id, doors: 'all' },
        fieldBody({ doors: ['invalid_type', 'Expected a list of items but got type "string".'] }),
      ],
      [
        { name: 'R', apartment: apartment.id, doors: [bobsDoor.id] },
        fieldBody({
          doors: ['does_not_exist', `Invalid pk "${bobsDoor.id}" - object does not exist.`],
        }),
      ],
      [
        { name: 'R', apartment: apartment.id, doors: [otherDoor.id] },
        fieldBody({
          doors: ['other_apartment', "La porta deve appartenere all'appartamento della camera."],
        }),
      ],
    ];
    const before = [await rowCount(ctx, rooms), await rowCount(ctx, doorRooms)];
    for (const [body, errors] of cases) {
      const res = await client.post('/api/rooms/', body);
      expect({ body, status: res.status, errors: res.body }).toEqual({ body, status: 400, errors });
    }
    expect([await rowCount(ctx, rooms), await rowCount(ctx, doorRooms)]).toEqual(before);
  });
});

describe('PUT /api/rooms/{id}/', () => {
  it('renames and replaces the door links', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const d1 = await createDoor(ctx, owner.id, apartment.id);
    const d2 = await createDoor(ctx, owner.id, apartment.id);
    await linkDoorRoom(ctx, d1.id, room.id);
    const res = await client.request('PUT', `/api/rooms/${room.id}/`, {
      body: { name: 'Suite', apartment: apartment.id, doors: [d2.id] },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id: room.id, name: 'Suite', doors: [d2.id] },
    });
    expect(await linksOf(room.id)).toEqual([d2.id]);
  });

  it('keeps the links when doors is omitted', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const d1 = await createDoor(ctx, owner.id, apartment.id);
    await linkDoorRoom(ctx, d1.id, room.id);
    const res = await client.request('PUT', `/api/rooms/${room.id}/`, {
      body: { name: 'Suite', apartment: apartment.id },
    });
    expect(res).toMatchObject({ status: 200, body: { doors: [d1.id] } });
  });

  it('refuses to move a room and leaves it unchanged', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const d1 = await createDoor(ctx, owner.id, apartment.id);
    await linkDoorRoom(ctx, d1.id, room.id);
    const other = await createApartment(ctx, owner.id);
    const res = await client.request('PUT', `/api/rooms/${room.id}/`, {
      body: { name: 'Moved', apartment: other.id, doors: [] },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { apartment: ['Non è possibile spostare la camera in un altro appartamento.'] },
    });
    const blank = await client.request('PUT', `/api/rooms/${room.id}/`, {
      body: { name: '', apartment: apartment.id, doors: [] },
    });
    expect(blank.status).toBe(400);
    expect(await storedRoom(room.id)).toEqual(room);
    expect(await linksOf(room.id)).toEqual([d1.id]);
  });
});

describe('DELETE /api/rooms/{id}/', () => {
  it('removes the room and its links; a stay in it keeps existing', async () => {
    const stay = await createGuestStay(ctx);
    const client = new TestClient(ctx.baseUrl);
    await client.login(stay.owner.username, stay.owner.password);
    const door = await createDoor(ctx, stay.owner.id, stay.apartment.id);
    await linkDoorRoom(ctx, door.id, stay.room.id);
    const res = await client.request('DELETE', `/api/rooms/${stay.room.id}/`);
    expect(res.status).toBe(204);
    expect(await storedRoom(stay.room.id)).toBeUndefined();
    expect(await linksOf(stay.room.id)).toEqual([]);
    const [profile] = await ctx.db
      .select()
      .from(checkinProfiles)
      .where(eq(checkinProfiles.id, stay.profile.id));
    expect(profile.roomId).toBeNull();
    expect((await client.request('DELETE', `/api/rooms/${stay.room.id}/`)).status).toBe(404);
  });
});

describe('room isolation', () => {
  it("answers 404 for another owner's room on every route and changes nothing", async () => {
    const bob = await createOwner(ctx);
    const bobs = await createApartment(ctx, bob.id);
    const room = await createRoom(ctx, bob.id, bobs.id, 'Bob');
    const { client, apartment } = await ownerWithApartment(ctx);
    const put = await client.request('PUT', `/api/rooms/${room.id}/`, {
      body: { name: 'Mine', apartment: apartment.id },
    });
    expect(put).toMatchObject({ status: 404, body: { detail: 'Not found.', code: 'not_found' } });
    expect((await client.request('DELETE', `/api/rooms/${room.id}/`)).status).toBe(404);
    expect(await storedRoom(room.id)).toEqual(room);
  });

  it('answers 403 to a guest and 401 without a token', async () => {
    const stay = await createGuestStay(ctx);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    const anon = new TestClient(ctx.baseUrl);
    const body = { name: 'X', apartment: stay.apartment.id };
    for (const [c, status] of [
      [guest, 403],
      [anon, 401],
    ] as const) {
      expect((await c.get(`/api/rooms/?apartment=${stay.apartment.id}`)).status).toBe(status);
      expect((await c.post('/api/rooms/', body)).status).toBe(status);
      expect((await c.request('PUT', `/api/rooms/${stay.room.id}/`, { body })).status).toBe(status);
      expect((await c.request('DELETE', `/api/rooms/${stay.room.id}/`)).status).toBe(status);
    }
    expect(await storedRoom(stay.room.id)).toEqual(stay.room);
  });
});

describe('a link deleted between validation and write', () => {
  it('becomes a field error, not a 500', async () => {
    const { apartment, owner } = await ownerWithApartment(ctx);
    const door = await createDoor(ctx, owner.id, apartment.id);
    const room = await createRoom(ctx, owner.id, apartment.id);
    await ctx.db.delete(rooms).where(eq(rooms.id, room.id));
    const write = guardLinks('doors', () =>
      ctx.db.insert(doorRooms).values({ doorId: door.id, roomId: room.id }),
    );
    await expect(write).rejects.toBeInstanceOf(HttpError);
    await expect(write).rejects.toMatchObject({
      statusCode: 400,
      body: { doors: ['One of the linked objects no longer exists.'] },
    });
  });
});
