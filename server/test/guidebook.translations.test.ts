import { TestClient, fieldBody } from './api-client';
import { createApartment, createGuestStay, createOwner, createRoom } from './factories';
import {
  createInfo,
  createTranslation,
  ownerWithApartment,
  snapshotInfos,
} from './factories.guidebook';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const DUPLICATE = "Esiste già un'informazione per questa lingua.";
const READ_ONLY = 'La lingua di una traduzione esistente non può essere modificata.';
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };

const english = (apartment_info: number, extra: Record<string, unknown> = {}) => ({
  apartment_info,
  language: 'Inglese',
  code: 'en',
  title: 'Parking',
  info: 'Free in via Dante',
  ...extra,
});

describe('language-informations (owner)', () => {
  it('adds, lists, edits and deletes translations', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    const otherInfo = await createInfo(ctx, owner.id, apartment.id);
    await createTranslation(ctx, otherInfo.id, 'Tedesco', { title: 'T', info: 'I' });

    const en = await client.post('/api/language-informations/', english(info.id));
    expect(en.status).toBe(201);
    expect(en.body).toEqual({ id: expect.any(Number), ...english(info.id) });
    const es = await client.post(
      '/api/language-informations/',
      english(info.id, { language: 'Spagnolo', code: 'es', title: 'Aparcamiento' }),
    );
    expect(es.status).toBe(201);

    const list = await client.get(`/api/language-informations/?apartment_info=${info.id}`);
    expect(list.status).toBe(200);
    expect(list.body.map((t: { code: string }) => t.code)).toEqual(['en', 'es']);
    expect((await client.get('/api/language-informations/')).body).toHaveLength(3);

    const put = await client.request('PUT', `/api/language-informations/${en.body.id}/`, {
      body: english(info.id, { title: 'Car park', info: 'Free' }),
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      id: en.body.id,
      ...english(info.id, { title: 'Car park', info: 'Free' }),
    });
    // The read-only fields may be left out on update.
    const partial = await client.request('PUT', `/api/language-informations/${en.body.id}/`, {
      body: { title: 'Garage', info: 'Free' },
    });
    expect(partial.body).toMatchObject({ language: 'Inglese', code: 'en', title: 'Garage' });

    expect(
      (await client.request('DELETE', `/api/language-informations/${es.body.id}/`)).status,
    ).toBe(204);
    const gone = await client.request('DELETE', `/api/language-informations/${es.body.id}/`);
    expect([gone.status, gone.body]).toEqual([404, NOT_FOUND]);
    const after = await client.get(`/api/language-informations/?apartment_info=${info.id}`);
    expect(after.body.map((t: { title: string }) => t.title)).toEqual(['Garage']);
  });

  it('allows one translation per language per info (add and edit)', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    await createTranslation(ctx, info.id, 'Inglese', { title: 'A', info: 'B' });
    const fr = await createTranslation(ctx, info.id, 'Francese', { title: 'C', info: 'D' });
    const before = await snapshotInfos(ctx, owner.id);

    const add = await client.post('/api/language-informations/', english(info.id));
    expect(add.status).toBe(400);
    expect(add.body).toEqual(fieldBody({ language: ['duplicate', DUPLICATE] }));
    const edit = await client.request('PUT', `/api/language-informations/${fr.id}/`, {
      body: english(info.id),
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual(fieldBody({ language: ['duplicate', DUPLICATE] }));
    expect(await snapshotInfos(ctx, owner.id)).toEqual(before);

    // The same language on another info is fine.
    const other = await createInfo(ctx, owner.id, apartment.id);
    expect((await client.post('/api/language-informations/', english(other.id))).status).toBe(201);
  });

  it('keeps the language of an existing entry read-only', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    const other = await createInfo(ctx, owner.id, apartment.id);
    const en = await createTranslation(ctx, info.id, 'Inglese', { title: 'A', info: 'B' });
    const before = await snapshotInfos(ctx, owner.id);
    const put = (extra: Record<string, unknown>) =>
      client.request('PUT', `/api/language-informations/${en.id}/`, {
        body: english(info.id, extra),
      });

    expect((await put({ language: 'Tedesco', code: 'de' })).body).toEqual(
      fieldBody({ language: ['read_only', READ_ONLY] }),
    );
    expect((await put({ language: undefined, code: 'de' })).body).toEqual(
      fieldBody({ language: ['read_only', READ_ONLY] }),
    );
    expect((await put({ language: 'Tedesco', code: undefined })).body).toEqual(
      fieldBody({ language: ['read_only', READ_ONLY] }),
    );
    expect((await put({ apartment_info: other.id })).body).toEqual(
      fieldBody({
        apartment_info: [
          'read_only',
          "L'informazione di una traduzione esistente non può essere cambiata.",
        ],
      }),
    );
    expect((await put({ code: 'fr' })).body).toEqual(
      fieldBody({ code: ['language_code_mismatch', 'Il codice non corrisponde alla lingua.'] }),
    );
    expect(await snapshotInfos(ctx, owner.id)).toEqual(before);
  });

  it('validates every field; nothing is written', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    const en = await createTranslation(ctx, info.id, 'Inglese', { title: 'A', info: 'B' });
    const before = await snapshotInfos(ctx, owner.id);

    const empty = await client.post('/api/language-informations/', {});
    expect(empty.body).toEqual(
      fieldBody({
        apartment_info: ['required', 'This field is required.'],
        language: ['required', 'This field is required.'],
        code: ['required', 'This field is required.'],
        title: ['required', 'This field is required.'],
        info: ['required', 'This field is required.'],
      }),
    );
    const bad = await client.post('/api/language-informations/', {
      apartment_info: info.id,
      language: 'Italiano',
      code: 'it',
      title: 't'.repeat(256),
      info: 'i'.repeat(5001),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      fieldBody({
        language: ['invalid_choice', '"Italiano" is not a valid choice.'],
        code: ['invalid_choice', '"it" is not a valid choice.'],
        title: ['too_long', 'Ensure this field has no more than 255 characters.'],
        info: ['too_long', 'Ensure this field has no more than 5000 characters.'],
      }),
    );
    const mismatch = await client.post(
      '/api/language-informations/',
      english(info.id, { language: 'Spagnolo', code: 'de' }),
    );
    expect(mismatch.body).toEqual(
      fieldBody({ code: ['language_code_mismatch', 'Il codice non corrisponde alla lingua.'] }),
    );
    const unknownInfo = await client.post('/api/language-informations/', english(999999));
    expect(unknownInfo.body).toEqual(
      fieldBody({
        apartment_info: ['does_not_exist', 'Invalid pk "999999" - object does not exist.'],
      }),
    );
    const blank = await client.request('PUT', `/api/language-informations/${en.id}/`, {
      body: { title: ' ', info: 5 },
    });
    expect(blank.body).toEqual(
      fieldBody({
        title: ['blank', 'This field may not be blank.'],
        info: ['invalid_type', 'Not a valid string.'],
      }),
    );
    const malformed = await client.request('PUT', `/api/language-informations/${en.id}/`, {
      rawJson: 'nope',
    });
    expect(malformed.status).toBe(400);
    expect(await snapshotInfos(ctx, owner.id)).toEqual(before);
  });

  it("isolates owners: another owner's ids answer 404 or 400, guests 403, anonymous 401", async () => {
    const alice = await ownerWithApartment(ctx);
    const bob = await ownerWithApartment(ctx);
    const bobInfo = await createInfo(ctx, bob.owner.id, bob.apartment.id);
    const bobEn = await createTranslation(ctx, bobInfo.id, 'Inglese', { title: 'A', info: 'B' });
    const bobBefore = await snapshotInfos(ctx, bob.owner.id);
    const c = alice.client;

    expect((await c.get(`/api/language-informations/?apartment_info=${bobInfo.id}`)).status).toBe(
      404,
    );
    expect((await c.get('/api/language-informations/')).body).toEqual([]);
    const post = await c.post('/api/language-informations/', english(bobInfo.id, { code: 'en' }));
    expect(post.body).toEqual(
      fieldBody({
        apartment_info: ['does_not_exist', `Invalid pk "${bobInfo.id}" - object does not exist.`],
      }),
    );
    const put = await c.request('PUT', `/api/language-informations/${bobEn.id}/`, {
      body: english(bobInfo.id),
    });
    expect([put.status, put.body]).toEqual([404, NOT_FOUND]);
    expect((await c.request('DELETE', `/api/language-informations/${bobEn.id}/`)).status).toBe(404);
    expect(await snapshotInfos(ctx, bob.owner.id)).toEqual(bobBefore);

    const stay = await createGuestStay(ctx);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    expect((await guest.get('/api/language-informations/')).status).toBe(403);
    expect((await guest.post('/api/language-informations/', english(bobInfo.id))).status).toBe(403);
    expect((await guest.request('PUT', `/api/language-informations/${bobEn.id}/`)).status).toBe(
      403,
    );
    expect((await guest.request('DELETE', `/api/language-informations/${bobEn.id}/`)).status).toBe(
      403,
    );
    const anon = new TestClient(ctx.baseUrl);
    expect((await anon.get('/api/language-informations/')).status).toBe(401);
    expect((await anon.post('/api/language-informations/', english(bobInfo.id))).status).toBe(401);
    expect(await snapshotInfos(ctx, bob.owner.id)).toEqual(bobBefore);
  });
});

describe('apartment-info (guest)', () => {
  const setup = async () => {
    const stay = await createGuestStay(ctx);
    const { owner, apartment, room } = stay;
    const wifi = await createInfo(ctx, owner.id, apartment.id, {
      title: 'Wi-Fi',
      info: 'Rete: casa',
    });
    const bed = await createInfo(ctx, owner.id, apartment.id, {
      title: 'Letto',
      info: 'Cuscini nell’armadio',
      type: 'room_info',
      roomId: room.id,
    });
    await createTranslation(ctx, wifi.id, 'Inglese', {
      title: 'Wi-Fi (EN)',
      info: 'Network: home',
    });
    await createTranslation(ctx, bed.id, 'Tedesco', { title: 'Bett', info: 'Kissen im Schrank' });
    // Another apartment of the same owner, and another owner: never visible to this guest.
    const second = await createApartment(ctx, owner.id);
    await createInfo(ctx, owner.id, second.id, { title: 'Altro appartamento' });
    const stranger = await createOwner(ctx);
    const strangerApt = await createApartment(ctx, stranger.id);
    await createRoom(ctx, stranger.id, strangerApt.id);
    await createInfo(ctx, stranger.id, strangerApt.id, { title: 'Estraneo' });
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    return { stay, guest, wifi, bed, second };
  };
  const texts = (body: { title: string; info: string }[]) => body.map((i) => [i.title, i.info]);

  it('applies translations per language, falling back to the original', async () => {
    const { guest, bed, stay } = await setup();
    const original = await guest.get('/api/apartment-info/');
    expect(original.status).toBe(200);
    expect(texts(original.body)).toEqual([
      ['Wi-Fi', 'Rete: casa'],
      ['Letto', 'Cuscini nell’armadio'],
    ]);
    expect(original.body[1]).toMatchObject({
      id: bed.id,
      type: 'room_info',
      room: stay.room.id,
      room_name: 'Camera Verde',
      apartment: stay.apartment.id,
    });
    expect((await guest.get('/api/apartment-info/?language=it')).body).toEqual(original.body);
    expect(texts((await guest.get('/api/apartment-info/?language=en')).body)).toEqual([
      ['Wi-Fi (EN)', 'Network: home'],
      ['Letto', 'Cuscini nell’armadio'],
    ]);
    expect(texts((await guest.get('/api/apartment-info/?language=de')).body)).toEqual([
      ['Wi-Fi', 'Rete: casa'],
      ['Bett', 'Kissen im Schrank'],
    ]);
    expect(texts((await guest.get('/api/apartment-info/?language=fr')).body)).toEqual(
      texts(original.body),
    );
  });

  it('rejects an unknown language code and ignores an apartment filter', async () => {
    const { guest, second } = await setup();
    const bad = await guest.get('/api/apartment-info/?language=xx');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      fieldBody({ language: ['invalid_choice', '"xx" is not a valid choice.'] }),
    );
    const filtered = await guest.get(`/api/apartment-info/?apartment=${second.id}&language=en`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.map((i: { title: string }) => i.title)).toEqual(['Wi-Fi (EN)', 'Letto']);
  });

  it("shows only the own room's room_info entries, with the apartment-wide ones", async () => {
    const { guest, stay } = await setup();
    const { owner, apartment } = stay;
    const otherRoom = await createRoom(ctx, owner.id, apartment.id, 'Camera Gialla');
    const safe = await createInfo(ctx, owner.id, apartment.id, {
      title: 'Cassaforte',
      info: 'Codice 4711',
      type: 'room_info',
      roomId: otherRoom.id,
    });
    await createTranslation(ctx, safe.id, 'Inglese', { title: 'Safe', info: 'Code 4711' });
    for (const language of ['it', 'en']) {
      const res = await guest.get(`/api/apartment-info/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.body.map((i: { id: number }) => i.id)).not.toContain(safe.id);
      expect(res.body).toHaveLength(2);
    }
    // The other room's guest sees its safe code, and the apartment-wide entry, not the bed.
    const neighbour = await createGuestStay(ctx, {
      ownerId: owner.id,
      apartmentId: apartment.id,
      roomId: otherRoom.id,
    });
    const other = new TestClient(ctx.baseUrl);
    await other.login(neighbour.username, neighbour.password);
    const res = await other.get('/api/apartment-info/?language=en');
    expect(texts(res.body)).toEqual([
      ['Wi-Fi (EN)', 'Network: home'],
      ['Safe', 'Code 4711'],
    ]);
  });
});
