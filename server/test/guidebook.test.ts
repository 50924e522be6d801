import { TestClient, fieldBody } from './api-client';
import { createApartment, createGuestStay, createOwner, createRoom } from './factories';
import { countInfos, createInfo, ownerWithApartment, snapshotInfos } from './factories.guidebook';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const MAPS_CREATE = "Il link deve essere un link di Google Maps'.";
const MAPS_UPDATE = "Il link deve iniziare con 'https://maps.app.goo.gl/'.";
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };

const body = (apartment: number, extra: Record<string, unknown> = {}) => ({
  title: 'Parcheggio',
  type: 'parking_info',
  info: 'Gratis in via Dante',
  google_link: 'https://maps.app.goo.gl/abc123',
  apartment,
  room: null,
  ...extra,
});

describe('apartment-info (owner)', () => {
  it('creates, lists by apartment (with room_name), updates and deletes', async () => {
    const { apartment, room, owner, client } = await ownerWithApartment(ctx);
    const other = await createApartment(ctx, owner.id);
    await createInfo(ctx, owner.id, other.id, { title: 'Altro appartamento' });

    const created = await client.post('/api/apartment-info/', body(apartment.id));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'Parcheggio',
      type: 'parking_info',
      info: 'Gratis in via Dante',
      google_link: 'https://maps.app.goo.gl/abc123',
      apartment: apartment.id,
      room: null,
      room_name: '',
    });
    const roomInfo = await client.post(
      '/api/apartment-info/',
      body(apartment.id, { type: 'room_info', room: room.id, google_link: '', title: 'Letto' }),
    );
    expect(roomInfo.status).toBe(201);
    expect(roomInfo.body).toMatchObject({ room: room.id, room_name: 'Camera Blu' });

    const list = await client.get(`/api/apartment-info/?apartment=${apartment.id}`);
    expect(list.status).toBe(200);
    expect(list.body.map((i: { title: string }) => i.title)).toEqual(['Parcheggio', 'Letto']);
    expect(list.body[1].room_name).toBe('Camera Blu');
    // Without a filter: every entry of the owner.
    expect((await client.get('/api/apartment-info/')).body).toHaveLength(3);

    const updated = await client.request('PUT', `/api/apartment-info/${created.body.id}/`, {
      body: body(apartment.id, { title: 'Garage', type: 'nearby', google_link: '' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Garage', type: 'nearby', google_link: '' });

    const del = await client.request('DELETE', `/api/apartment-info/${created.body.id}/`);
    expect(del.status).toBe(204);
    // An already-deleted info cannot be deleted again.
    const again = await client.request('DELETE', `/api/apartment-info/${created.body.id}/`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(NOT_FOUND);
    expect(await countInfos(ctx, owner.id)).toBe(2);
  });

  it('trims text, accepts string ids and a missing link', async () => {
    const { apartment, client } = await ownerWithApartment(ctx);
    const res = await client.post('/api/apartment-info/', {
      title: '  Check-out  ',
      type: 'general',
      info: 'Lasciare le chiavi',
      apartment: String(apartment.id),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Check-out', google_link: '', room: null });
  });

  it('rejects a link outside Google Maps with the Italian texts (create and update)', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    const before = await snapshotInfos(ctx, owner.id);
    for (const link of ['https://goo.gl/maps/x', 'http://maps.app.goo.gl/x', 'maps.app.goo.gl/x']) {
      const res = await client.post(
        '/api/apartment-info/',
        body(apartment.id, { google_link: link }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fieldBody({ google_link: ['maps_link', MAPS_CREATE] }));
      const put = await client.request('PUT', `/api/apartment-info/${info.id}/`, {
        body: body(apartment.id, { google_link: link }),
      });
      expect(put.status).toBe(400);
      expect(put.body).toEqual(fieldBody({ google_link: ['maps_link', MAPS_UPDATE] }));
    }
    expect(await snapshotInfos(ctx, owner.id)).toEqual(before);
  });

  it('reports missing, blank, too long and wrong-typed fields; nothing is written', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const before = await countInfos(ctx, owner.id);
    const empty = await client.post('/api/apartment-info/', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      fieldBody({
        title: ['required', 'This field is required.'],
        type: ['required', 'This field is required.'],
        info: ['required', 'This field is required.'],
        apartment: ['required', 'This field is required.'],
      }),
    );
    const noBody = await client.request('POST', '/api/apartment-info/');
    expect(noBody.status).toBe(400);
    expect(noBody.body.title).toEqual(['This field is required.']);

    const bad = await client.post('/api/apartment-info/', {
      title: 'x'.repeat(256),
      type: 'spa',
      info: '   ',
      apartment: 'abc',
      google_link: 42,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      fieldBody({
        title: ['too_long', 'Ensure this field has no more than 255 characters.'],
        type: ['invalid_choice', '"spa" is not a valid choice.'],
        info: ['blank', 'This field may not be blank.'],
        apartment: ['invalid_integer', 'A valid integer is required.'],
        google_link: ['invalid_type', 'Not a valid string.'],
      }),
    );
    const longInfo = await client.post(
      '/api/apartment-info/',
      body(apartment.id, { info: 'y'.repeat(5001) }),
    );
    expect(longInfo.body).toEqual(
      fieldBody({ info: ['too_long', 'Ensure this field has no more than 5000 characters.'] }),
    );
    const atMax = await client.post(
      '/api/apartment-info/',
      body(apartment.id, { title: 't'.repeat(255), info: 'i'.repeat(5000) }),
    );
    expect(atMax.status).toBe(201);

    const malformed = await client.request('POST', '/api/apartment-info/', {
      rawJson: '{"title":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      detail: 'JSON parse error - the body is not valid JSON.',
      code: 'parse_error',
    });
    const list = await client.post('/api/apartment-info/', [1, 2]);
    expect(list.status).toBe(400);
    expect(await countInfos(ctx, owner.id)).toBe(before + 1);
  });

  it('requires a room of the same apartment for room_info, and no room otherwise', async () => {
    const { apartment, owner, room, client } = await ownerWithApartment(ctx);
    const second = await createApartment(ctx, owner.id);
    const foreignRoom = await createRoom(ctx, owner.id, second.id, 'Altrove');
    const stranger = await createOwner(ctx);
    const strangerApt = await createApartment(ctx, stranger.id);
    const strangerRoom = await createRoom(ctx, stranger.id, strangerApt.id);
    const before = await countInfos(ctx, owner.id);

    const post = (extra: Record<string, unknown>) =>
      client.post('/api/apartment-info/', body(apartment.id, { google_link: '', ...extra }));
    expect((await post({ type: 'room_info', room: null })).body).toEqual(
      fieldBody({ room: ['required', 'This field is required.'] }),
    );
    expect((await post({ type: 'room_info', room: undefined })).body).toEqual(
      fieldBody({ room: ['required', 'This field is required.'] }),
    );
    expect((await post({ type: 'room_info', room: foreignRoom.id })).body).toEqual(
      fieldBody({ room: ['other_apartment', 'La camera non appartiene a questo appartamento.'] }),
    );
    expect((await post({ type: 'room_info', room: strangerRoom.id })).body).toEqual(
      fieldBody({
        room: ['does_not_exist', `Invalid pk "${strangerRoom.id}" - object does not exist.`],
      }),
    );
    expect((await post({ type: 'room_info', room: 999999 })).body).toEqual(
      fieldBody({ room: ['does_not_exist', 'Invalid pk "999999" - object does not exist.'] }),
    );
    expect((await post({ type: 'general', room: room.id })).body).toEqual(
      fieldBody({
        room: [
          'room_only_for_room_info',
          "La camera si può indicare solo per le informazioni di tipo 'Informazioni Camera' (room_info).",
        ],
      }),
    );
    expect(await countInfos(ctx, owner.id)).toBe(before);
  });

  it("refuses another owner's apartment (400 on bodies, 404 on ids and filters)", async () => {
    const alice = await ownerWithApartment(ctx);
    const bob = await ownerWithApartment(ctx);
    const bobInfo = await createInfo(ctx, bob.owner.id, bob.apartment.id);
    const bobBefore = await snapshotInfos(ctx, bob.owner.id);
    const c = alice.client;

    const post = await c.post('/api/apartment-info/', body(bob.apartment.id));
    expect(post.status).toBe(400);
    expect(post.body).toEqual(
      fieldBody({
        apartment: ['does_not_exist', `Invalid pk "${bob.apartment.id}" - object does not exist.`],
      }),
    );
    expect((await c.get(`/api/apartment-info/?apartment=${bob.apartment.id}`)).status).toBe(404);
    const put = await c.request('PUT', `/api/apartment-info/${bobInfo.id}/`, {
      body: body(alice.apartment.id),
    });
    expect(put.status).toBe(404);
    expect(put.body).toEqual(NOT_FOUND);
    // Moving one's own info into another owner's apartment is refused too.
    const mine = await createInfo(ctx, alice.owner.id, alice.apartment.id);
    const move = await c.request('PUT', `/api/apartment-info/${mine.id}/`, {
      body: body(bob.apartment.id),
    });
    expect(move.status).toBe(400);
    const del = await c.request('DELETE', `/api/apartment-info/${bobInfo.id}/`);
    expect(del.status).toBe(404);
    expect((await c.get('/api/apartment-info/')).body.map((i: { id: number }) => i.id)).toEqual([
      mine.id,
    ]);
    expect(await snapshotInfos(ctx, bob.owner.id)).toEqual(bobBefore);
  });

  it('answers 404 to unknown and malformed ids, 403 to guests, 401 anonymously', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
      const put = await client.request('PUT', `/api/apartment-info/${id}/`, {
        body: body(apartment.id),
      });
      expect([put.status, put.body]).toEqual([404, NOT_FOUND]);
      expect((await client.request('DELETE', `/api/apartment-info/${id}/`)).status).toBe(404);
    }
    expect((await client.get('/api/apartment-info/?apartment=abc')).body).toEqual(
      fieldBody({ apartment: ['invalid_integer', 'A valid integer is required.'] }),
    );

    const stay = await createGuestStay(ctx);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    const forbidden = {
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    };
    const guestPost = await guest.post('/api/apartment-info/', body(stay.apartment.id));
    expect([guestPost.status, guestPost.body]).toEqual([403, forbidden]);
    const guestPut = await guest.request('PUT', `/api/apartment-info/${info.id}/`, {
      body: body(apartment.id),
    });
    expect(guestPut.status).toBe(403);
    expect((await guest.request('DELETE', `/api/apartment-info/${info.id}/`)).status).toBe(403);

    const anon = new TestClient(ctx.baseUrl);
    const unauth = {
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    };
    expect(await anon.get('/api/apartment-info/')).toMatchObject({ status: 401, body: unauth });
    expect((await anon.post('/api/apartment-info/', body(apartment.id))).status).toBe(401);
    expect((await anon.request('PUT', `/api/apartment-info/${info.id}/`)).status).toBe(401);
    expect((await anon.request('DELETE', `/api/apartment-info/${info.id}/`)).status).toBe(401);
    expect(await countInfos(ctx, owner.id)).toBe(1);
  });

  it('deleting an info also deletes its translations', async () => {
    const { apartment, owner, client } = await ownerWithApartment(ctx);
    const info = await createInfo(ctx, owner.id, apartment.id);
    const tr = await client.post('/api/language-informations/', {
      apartment_info: info.id,
      language: 'Inglese',
      code: 'en',
      title: 'Wi-Fi',
      info: 'The password is soglia2024',
    });
    expect(tr.status).toBe(201);
    expect((await client.request('DELETE', `/api/apartment-info/${info.id}/`)).status).toBe(204);
    expect(await snapshotInfos(ctx, owner.id)).toEqual({ infos: [], translations: [] });
  });
});
