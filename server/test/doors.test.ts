import { eq } from 'drizzle-orm';
import { fieldBody } from './api-client';
import { doorOpenAudit, doorRooms, doors, doorTranslations } from '../src/db/tables/doors.table';
import { createApartment, createOwner, createRoom } from './factories';
import {
  createDoor,
  createInstruction,
  linkDoorRoom,
  ownerWithApartment,
  rowCount,
} from './factories.doors';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

const storedDoor = async (id: number) =>
  (await ctx.db.select().from(doors).where(eq(doors.id, id)))[0];
const roomsOf = async (doorId: number) =>
  (await ctx.db.select().from(doorRooms).where(eq(doorRooms.doorId, doorId)))
    .map((l) => l.roomId)
    .sort((a, b) => a - b);

const shellyDoor = (apartment: number, rooms: number[] = []) => ({
  name: 'Portone',
  access_type: 'shelly',
  id_device: 'e8db84d1a2b3',
  check_position_code: '4321',
  channel_device: 1,
  access_code: '',
  priority: 1,
  apartment,
  description: 'Il portone principale',
  instructions: 'Premi il pulsante',
  rooms,
});

describe('GET /api/doors/?apartment=', () => {
  it('lists doors by priority with rooms and translations', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const late = await createDoor(ctx, owner.id, apartment.id, { name: 'B', priority: 5 });
    const early = await createDoor(ctx, owner.id, apartment.id, {
      name: 'A',
      priority: 2,
      accessType: 'shelly',
      idDevice: 'dev',
      checkPositionCode: '9999',
    });
    const elsewhere = await createApartment(ctx, owner.id);
    await createDoor(ctx, owner.id, elsewhere.id);
    await linkDoorRoom(ctx, early.id, room.id);
    const tr = await createInstruction(ctx, early.id, { code: 'de', language: 'Tedesco' });

    const res = await client.get(`/api/doors/?apartment=${apartment.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((d: { id: number }) => d.id)).toEqual([early.id, late.id]);
    expect(res.body[0]).toEqual({
      id: early.id,
      name: 'A',
      access_type: 'shelly',
      id_device: 'dev',
      check_position_code: '9999',
      channel_device: 0,
      access_code: '',
      priority: 2,
      apartment: apartment.id,
      description: '',
      instructions: '',
      rooms: [room.id],
      language_instructions: [
        {
          id: tr.id,
          door: early.id,
          language: 'Tedesco',
          code: 'de',
          door_name: 'Main door',
          text: 'Push',
        },
      ],
    });
  });

  it('needs an apartment of the caller', async () => {
    const { client } = await ownerWithApartment(ctx);
    const bob = await createOwner(ctx);
    const bobs = await createApartment(ctx, bob.id);
    expect(await client.get('/api/doors/')).toMatchObject({
      status: 400,
      body: { apartment: ['This field is required.'] },
    });
    expect((await client.get(`/api/doors/?apartment=${bobs.id}`)).status).toBe(404);
    expect((await client.get('/api/doors/?apartment=0')).status).toBe(404);
  });
});

describe('POST /api/doors/', () => {
  it('creates a shelly door linked to rooms', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const res = await client.post('/api/doors/', shellyDoor(apartment.id, [room.id]));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...shellyDoor(apartment.id, [room.id]),
      id: expect.any(Number),
      language_instructions: [],
    });
    expect((await storedDoor(res.body.id)).ownerId).toBe(owner.id);
    expect(await roomsOf(res.body.id)).toEqual([room.id]);
  });

  it("defaults to 'solo istruzioni' and channel 0", async () => {
    const { client, apartment } = await ownerWithApartment(ctx);
    const res = await client.post('/api/doors/', {
      name: 'Cancello',
      priority: 0,
      apartment: apartment.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      access_type: 'solo istruzioni',
      channel_device: 0,
      id_device: '',
      access_code: '',
      rooms: [],
    });
  });

  it('creates a codice door and clears fields of other access types', async () => {
    const { client, apartment } = await ownerWithApartment(ctx);
    const res = await client.post('/api/doors/', {
      ...shellyDoor(apartment.id),
      access_type: 'codice',
      access_code: '1234#',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      access_type: 'codice',
      access_code: '1234#',
      id_device: '',
      check_position_code: '',
      channel_device: 0,
    });
  });

  it('validates every field and writes nothing', async () => {
    const { owner, client, apartment } = await ownerWithApartment(ctx);
    const otherApt = await createApartment(ctx, owner.id);
    const otherRoom = await createRoom(ctx, owner.id, otherApt.id);
    const bob = await createOwner(ctx);
    const bobsRoom = await createRoom(ctx, bob.id, (await createApartment(ctx, bob.id)).id);
    const base = shellyDoor(apartment.id);
    const cases: [unknown, ReturnType<typeof fieldBody>][] = [
      [
        {},
        fieldBody({
          name: ['required', 'This field is required.'],
          priority: ['required', 'This field is required.'],
          apartment: ['required', 'This field is required.'],
        }),
      ],
      [{ ...base, name: '   ' }, fieldBody({ name: ['blank', 'This field may not be blank.'] })],
      [
        { ...base, name: 'n'.repeat(41) },
        fieldBody({
          name: ['too_long', 'Il nome della porta deve essere al massimo di 40 caratteri.'],
        }),
      ],
      [
        { ...base, access_type: 'magia' },
        fieldBody({ access_type: ['invalid_choice', '"magia" is not a valid choice.'] }),
      ],
      [
        { ...base, priority: 'first' },
        fieldBody({ priority: ['invalid_integer', 'A valid integer is required.'] }),
      ],
      [
        { ...base, priority: 1.5 },
        fieldBody({ priority: ['invalid_integer', 'A valid integer is required.'] }),
      ],
      [
        { ...base, id_device: '' },
        fieldBody({ id_device: ['required', 'This field is required.'] }),
      ],
      [
        { ...base, check_position_code: ' ' },
        fieldBody({ check_position_code: ['required', 'This field is required.'] }),
      ],
      [
        { ...base, channel_device: -1 },
        fieldBody({
          channel_device: ['too_small', 'Ensure this value is greater than or equal to 0.'],
        }),
      ],
      [
        { ...base, access_type: 'codice', access_code: '' },
        fieldBody({ access_code: ['required', 'This field is required.'] }),
      ],
      [
        { ...base, access_type: 'codice', access_code: '1'.repeat(21) },
        fieldBody({
          access_code: ['too_long', 'Ensure this field has no more than 20 characters.'],
        }),
      ],
      [
        { ...base, description: 'd'.repeat(201) },
        fieldBody({
          description: ['too_long', 'Ensure this field has no more than 200 characters.'],
        }),
      ],
      [
        { ...base, instructions: 'i'.repeat(5001) },
        fieldBody({
          instructions: ['too_long', 'Ensure this field has no more than 5000 characters.'],
        }),
      ],
      [
        { ...base, apartment: otherApt.id + 100000 },
        fieldBody({
          apartment: [
            'does_not_exist',
            `Invalid pk "${otherApt.id + 100000}" - object does not exist.`,
          ],
        }),
      ],
      [
        { ...base, rooms: [bobsRoom.id] },
        fieldBody({
          rooms: ['does_not_exist', `Invalid pk "${bobsRoom.id}" - object does not exist.`],
        }),
      ],
      [
        { ...base, rooms: [otherRoom.id] },
        fieldBody({
          rooms: ['other_apartment', "La camera deve appartenere all'appartamento della porta."],
        }),
      ],
      [
        { ...base, rooms: [1.5] },
        fieldBody({ rooms: ['invalid_integer', 'A valid integer is required.'] }),
      ],
    ];
    const before = [await rowCount(ctx, doors), await rowCount(ctx, doorRooms)];
    for (const [body, errors] of cases) {
      const res = await client.post('/api/doors/', body);
      expect({ body, status: res.status, errors: res.body }).toEqual({ body, status: 400, errors });
    }
    expect([await rowCount(ctx, doors), await rowCount(ctx, doorRooms)]).toEqual(before);
  });

  it('accepts a 40-character name and a 5000-character text', async () => {
    const { client, apartment } = await ownerWithApartment(ctx);
    const res = await client.post('/api/doors/', {
      name: 'n'.repeat(40),
      priority: 0,
      apartment: apartment.id,
      instructions: 'i'.repeat(5000),
    });
    expect(res.status).toBe(201);
  });
});

describe('PUT /api/doors/{id}/', () => {
  it('updates fields and replaces room links', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const room2 = await createRoom(ctx, owner.id, apartment.id, 'Camera 2');
    const door = await createDoor(ctx, owner.id, apartment.id);
    await linkDoorRoom(ctx, door.id, room.id);
    const res = await client.request('PUT', `/api/doors/${door.id}/`, {
      body: shellyDoor(apartment.id, [room2.id]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Portone', access_type: 'shelly', rooms: [room2.id] });
    expect(await roomsOf(door.id)).toEqual([room2.id]);
  });

  it('keeps the stored CPC and rooms when they are omitted', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const door = await createDoor(ctx, owner.id, apartment.id, {
      accessType: 'shelly',
      idDevice: 'dev1',
      checkPositionCode: '5555',
    });
    await linkDoorRoom(ctx, door.id, room.id);
    const res = await client.request('PUT', `/api/doors/${door.id}/`, {
      body: { name: 'Nuovo', priority: 3, apartment: apartment.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Nuovo',
      check_position_code: '5555',
      rooms: [room.id],
    });
  });

  it('rejects a bad body or a move and leaves the door unchanged', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const door = await createDoor(ctx, owner.id, apartment.id);
    await linkDoorRoom(ctx, door.id, room.id);
    const other = await createApartment(ctx, owner.id);
    const moved = await client.request('PUT', `/api/doors/${door.id}/`, {
      body: { ...shellyDoor(other.id), rooms: [] },
    });
    expect(moved).toMatchObject({
      status: 400,
      body: { apartment: ['Non è possibile spostare la porta in un altro appartamento.'] },
    });
    const noCode = await client.request('PUT', `/api/doors/${door.id}/`, {
      body: { name: 'X', priority: 1, apartment: apartment.id, access_type: 'codice', rooms: [] },
    });
    expect(noCode).toMatchObject({
      status: 400,
      body: { access_code: ['This field is required.'] },
    });
    expect(await storedDoor(door.id)).toEqual(door);
    expect(await roomsOf(door.id)).toEqual([room.id]);
  });
});

describe('DELETE /api/doors/{id}/', () => {
  it('removes the door with links and translations; audit rows stay', async () => {
    const { owner, client, apartment, room } = await ownerWithApartment(ctx);
    const door = await createDoor(ctx, owner.id, apartment.id);
    await linkDoorRoom(ctx, door.id, room.id);
    await createInstruction(ctx, door.id);
    const [audit] = await ctx.db
      .insert(doorOpenAudit)
      .values({ ownerId: owner.id, doorId: door.id, doorName: door.name, outcome: 'denied' })
      .returning();
    const res = await client.request('DELETE', `/api/doors/${door.id}/`);
    expect(res.status).toBe(204);
    expect(await storedDoor(door.id)).toBeUndefined();
    expect(await roomsOf(door.id)).toEqual([]);
    expect(
      await ctx.db.select().from(doorTranslations).where(eq(doorTranslations.doorId, door.id)),
    ).toEqual([]);
    const [kept] = await ctx.db.select().from(doorOpenAudit).where(eq(doorOpenAudit.id, audit.id));
    expect(kept).toMatchObject({ doorId: null, doorName: door.name });
    expect((await client.request('DELETE', `/api/doors/${door.id}/`)).status).toBe(404);
  });
});
