import { eq } from 'drizzle-orm';
import { doorTranslations } from '../src/db/tables/doors.table';
import { TestClient, fieldBody } from './api-client';
import { createApartment, createGuestStay, createOwner } from './factories';
import { createDoor, createInstruction, ownerWithApartment, rowCount } from './factories.doors';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

const EXISTS = "Esiste già un'istruzione per questa lingua.";

const stored = async (id: number) =>
  (await ctx.db.select().from(doorTranslations).where(eq(doorTranslations.id, id)))[0];

const ownerWithDoor = async () => {
  const setup = await ownerWithApartment(ctx);
  const door = await createDoor(ctx, setup.owner.id, setup.apartment.id);
  return { ...setup, door };
};

describe('GET /api/language-instructions/?door_id=', () => {
  it("lists the door's translations", async () => {
    const { client, door, owner, apartment } = await ownerWithDoor();
    const en = await createInstruction(ctx, door.id);
    const fr = await createInstruction(ctx, door.id, {
      language: 'Francese',
      code: 'fr',
      doorName: 'Porte',
    });
    const otherDoor = await createDoor(ctx, owner.id, apartment.id);
    await createInstruction(ctx, otherDoor.id);
    const res = await client.get(`/api/language-instructions/?door_id=${door.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: en.id,
        door: door.id,
        language: 'Inglese',
        code: 'en',
        door_name: 'Main door',
        text: 'Push',
      },
      {
        id: fr.id,
        door: door.id,
        language: 'Francese',
        code: 'fr',
        door_name: 'Porte',
        text: 'Push',
      },
    ]);
  });

  it('needs a door of the caller', async () => {
    const { client } = await ownerWithDoor();
    const bob = await createOwner(ctx);
    const bobsDoor = await createDoor(ctx, bob.id, (await createApartment(ctx, bob.id)).id);
    await createInstruction(ctx, bobsDoor.id);
    expect(await client.get('/api/language-instructions/')).toMatchObject({
      status: 400,
      body: { door_id: ['This field is required.'] },
    });
    expect((await client.get(`/api/language-instructions/?door_id=${bobsDoor.id}`)).status).toBe(
      404,
    );
  });
});

describe('POST /api/language-instructions/', () => {
  it('creates one translation per language', async () => {
    const { client, door } = await ownerWithDoor();
    const body = {
      door: door.id,
      language: 'Spagnolo',
      code: 'es',
      door_name: 'Puerta',
      text: 'Empuja',
    };
    const res = await client.post('/api/language-instructions/', body);
    expect(res).toMatchObject({ status: 201, body: { ...body, id: expect.any(Number) } });
    const before = await rowCount(ctx, doorTranslations);
    const again = await client.post('/api/language-instructions/', { ...body, door_name: 'Otra' });
    expect(again).toMatchObject({
      status: 400,
      body: { non_field_errors: [EXISTS], codes: { non_field_errors: ['duplicate'] } },
    });
    expect(await rowCount(ctx, doorTranslations)).toBe(before);
    const doors = await client.get(`/api/doors/?apartment=${door.apartmentId}`);
    expect(doors.body[0].language_instructions).toEqual([res.body]);
  });

  it('validates every field and writes nothing', async () => {
    const { client, door } = await ownerWithDoor();
    const bob = await createOwner(ctx);
    const bobsDoor = await createDoor(ctx, bob.id, (await createApartment(ctx, bob.id)).id);
    const base = {
      door: door.id,
      language: 'Tedesco',
      code: 'de',
      door_name: 'Tür',
      text: 'Drücken',
    };
    const required = ['required', 'This field is required.'] as const;
    const cases: [unknown, ReturnType<typeof fieldBody>][] = [
      [{}, fieldBody({ door: [...required], language: [...required], code: [...required] })],
      [
        { ...base, language: 'Italiano' },
        fieldBody({ language: ['invalid_choice', '"Italiano" is not a valid choice.'] }),
      ],
      [
        { ...base, code: 'it' },
        fieldBody({ code: ['invalid_choice', '"it" is not a valid choice.'] }),
      ],
      [
        { ...base, code: 'en' },
        fieldBody({ code: ['language_code_mismatch', 'Il codice non corrisponde alla lingua.'] }),
      ],
      [
        { ...base, door_name: 'n'.repeat(41) },
        fieldBody({
          door_name: ['too_long', 'Il nome della porta deve essere al massimo di 40 caratteri.'],
        }),
      ],
      [
        { ...base, text: 't'.repeat(5001) },
        fieldBody({ text: ['too_long', 'Ensure this field has no more than 5000 characters.'] }),
      ],
      [
        { ...base, door: bobsDoor.id },
        fieldBody({
          door: ['does_not_exist', `Invalid pk "${bobsDoor.id}" - object does not exist.`],
        }),
      ],
      [
        { ...base, door: '1' },
        fieldBody({ door: ['invalid_integer', 'A valid integer is required.'] }),
      ],
    ];
    const before = await rowCount(ctx, doorTranslations);
    for (const [body, errors] of cases) {
      const res = await client.post('/api/language-instructions/', body);
      expect({ body, status: res.status, errors: res.body }).toEqual({ body, status: 400, errors });
    }
    expect(await rowCount(ctx, doorTranslations)).toBe(before);
  });

  it('keeps one translation per language under concurrent requests', async () => {
    const { client, door } = await ownerWithDoor();
    const body = { door: door.id, language: 'Inglese', code: 'en', door_name: 'Door', text: '' };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/language-instructions/', body)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) {
      expect(r.body).toEqual(fieldBody({ non_field_errors: ['duplicate', EXISTS] }));
    }
  });
});

describe('PUT /api/language-instructions/{id}/', () => {
  it('updates the text and the language', async () => {
    const { client, door } = await ownerWithDoor();
    const tr = await createInstruction(ctx, door.id);
    const body = {
      door: door.id,
      language: 'Francese',
      code: 'fr',
      door_name: 'Porte',
      text: 'Poussez',
    };
    const res = await client.request('PUT', `/api/language-instructions/${tr.id}/`, { body });
    expect(res).toMatchObject({ status: 200, body: { ...body, id: tr.id } });
    // Same language as itself is fine.
    const same = await client.request('PUT', `/api/language-instructions/${tr.id}/`, { body });
    expect(same.status).toBe(200);
  });

  it('refuses to change to a language that already exists', async () => {
    const { client, door } = await ownerWithDoor();
    const en = await createInstruction(ctx, door.id);
    await createInstruction(ctx, door.id, { language: 'Spagnolo', code: 'es' });
    const res = await client.request('PUT', `/api/language-instructions/${en.id}/`, {
      body: { door: door.id, language: 'Spagnolo', code: 'es', door_name: 'x', text: 'y' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { non_field_errors: [EXISTS], codes: { non_field_errors: ['duplicate'] } },
    });
    const long = await client.request('PUT', `/api/language-instructions/${en.id}/`, {
      body: { door: door.id, language: 'Inglese', code: 'en', text: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(await stored(en.id)).toEqual(en);
  });
});

describe('DELETE /api/language-instructions/{id}/', () => {
  it('removes a translation', async () => {
    const { client, door } = await ownerWithDoor();
    const tr = await createInstruction(ctx, door.id);
    expect((await client.request('DELETE', `/api/language-instructions/${tr.id}/`)).status).toBe(
      204,
    );
    expect(await stored(tr.id)).toBeUndefined();
    expect((await client.request('DELETE', `/api/language-instructions/${tr.id}/`)).status).toBe(
      404,
    );
  });
});

describe('language-instructions isolation', () => {
  it("answers 404 for another owner's translation and changes nothing", async () => {
    const bob = await createOwner(ctx);
    const bobsDoor = await createDoor(ctx, bob.id, (await createApartment(ctx, bob.id)).id);
    const tr = await createInstruction(ctx, bobsDoor.id);
    const { client, door } = await ownerWithDoor();
    const body = { door: door.id, language: 'Inglese', code: 'en', door_name: 'x', text: 'y' };
    const put = await client.request('PUT', `/api/language-instructions/${tr.id}/`, { body });
    expect(put).toMatchObject({ status: 404, body: { detail: 'Not found.', code: 'not_found' } });
    expect((await client.request('DELETE', `/api/language-instructions/${tr.id}/`)).status).toBe(
      404,
    );
    expect(await stored(tr.id)).toEqual(tr);
  });

  it('answers 403 to a guest and 401 without a token', async () => {
    const stay = await createGuestStay(ctx);
    const door = await createDoor(ctx, stay.owner.id, stay.apartment.id);
    const tr = await createInstruction(ctx, door.id);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    const anon = new TestClient(ctx.baseUrl);
    const body = { door: door.id, language: 'Tedesco', code: 'de' };
    const path = `/api/language-instructions/${tr.id}/`;
    for (const [c, status] of [
      [guest, 403],
      [anon, 401],
    ] as const) {
      expect((await c.get(`/api/language-instructions/?door_id=${door.id}`)).status).toBe(status);
      expect((await c.post('/api/language-instructions/', body)).status).toBe(status);
      expect((await c.request('PUT', path, { body })).status).toBe(status);
      expect((await c.request('DELETE', path)).status).toBe(status);
    }
    expect(await stored(tr.id)).toEqual(tr);
  });
});
