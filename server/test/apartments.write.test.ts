import { eq } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { doorRooms, doors, doorTranslations } from '../src/db/tables/doors.table';
import { loadConfig } from '../src/config';
import { rooms } from '../src/db/tables/rooms.table';
import { SERVER_URI_NOT_ALLOWED } from '../src/shelly/server-uri';
import { TestClient } from './api-client';
import { createApartment, createGuestStay, createOwner } from './factories';
import { createDoor, linkDoorRoom, ownerClient, rowCount } from './factories.doors';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

const valid = {
  name: 'Casa Blu',
  address: 'Via Garibaldi 3, Genova',
  CIN: 'IT010025C2ABCDEF',
  phone: '+39 010 123',
  email: 'casa@example.com',
  google_maps_link: 'https://maps.app.goo.gl/abc123',
  shelly: false,
  server_uri: '',
  auth_key: '',
  get_guest_info: true,
  get_document_photo: false,
  get_billing_info: true,
};

const stored = async (id: number) =>
  (await ctx.db.select().from(apartments).where(eq(apartments.id, id)))[0];

describe('POST /api/apartments/', () => {
  it('creates an apartment for the caller', async () => {
    const { client, owner } = await ownerClient(ctx);
    const res = await client.post('/api/apartments/', valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, has_auth_key: false, language_informations: [] });
    expect((await stored(res.body.id)).ownerId).toBe(owner.id);
    const list = await client.get('/api/apartments/');
    expect(list.body.map((a: { id: number }) => a.id)).toEqual([res.body.id]);
  });

  it('applies defaults for omitted optional fields', async () => {
    const { client } = await ownerClient(ctx);
    const res = await client.post('/api/apartments/', {
      name: 'A',
      address: 'B',
      CIN: 'IT010025C2ABCDEF',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      phone: '',
      email: '',
      google_maps_link: '',
      shelly: false,
      get_guest_info: false,
      identification_required: true,
    });
  });

  it('keeps identification_required as sent, and as stored when a PUT omits it', async () => {
    const { client } = await ownerClient(ctx);
    const res = await client.post('/api/apartments/', { ...valid, identification_required: false });
    expect(res.body.identification_required).toBe(false);
    expect((await stored(res.body.id)).identificationRequired).toBe(false);
    const on = await client.request('PUT', `/api/apartments/${res.body.id}/`, {
      body: { ...valid, identification_required: true },
    });
    expect(on.body.identification_required).toBe(true);
    const kept = await client.request('PUT', `/api/apartments/${res.body.id}/`, { body: valid });
    expect(kept.body.identification_required).toBe(true);
    expect((await stored(res.body.id)).identificationRequired).toBe(true);
  });

  it('stores the auth key encrypted and never returns it', async () => {
    const { client } = await ownerClient(ctx);
    const res = await client.post('/api/apartments/', {
      ...valid,
      shelly: true,
      server_uri: 'https://shelly-103-eu.shelly.cloud',
      auth_key: 'MY-SECRET-KEY',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ auth_key: '', has_auth_key: true, shelly: true });
    expect(JSON.stringify(res.body)).not.toContain('MY-SECRET-KEY');
    const row = await stored(res.body.id);
    expect(row.authKeyEncrypted).not.toContain('MY-SECRET-KEY');
    expect(ctx.app.cipher.decrypt(row.authKeyEncrypted)).toBe('MY-SECRET-KEY');
  });

  it.each([
    [{}, { name: ['This field is required.'], address: ['This field is required.'] }],
    [{ ...valid, name: '  ' }, { name: ['This field may not be blank.'] }],
    [{ ...valid, CIN: undefined }, { CIN: ['This field is required.'] }],
    [
      { ...valid, name: 'x'.repeat(101) },
      { name: ['Ensure this field has no more than 100 characters.'] },
    ],
    [{ ...valid, name: 5 }, { name: ['Not a valid string.'] }],
    [{ ...valid, shelly: 'yes' }, { shelly: ['Must be a valid boolean.'] }],
    [
      { ...valid, google_maps_link: 'https://www.google.com/maps/place/x' },
      { google_maps_link: ["Il link deve iniziare con 'https://maps.app.goo.gl/'."] },
    ],
    [{ ...valid, email: 'not-an-email' }, { email: ['Enter a valid email address.'] }],
    [{ ...valid, name: 'a\u0000b' }, { name: ['Null characters are not allowed.'] }],
    [
      { ...valid, shelly: true, server_uri: '', auth_key: '' },
      { server_uri: ['This field is required.'], auth_key: ['This field is required.'] },
    ],
    [
      { ...valid, shelly: true, server_uri: 'shelly cloud', auth_key: 'k' },
      { server_uri: ['URL non valido'] },
    ],
    [
      { ...valid, shelly: true, server_uri: 'ftp://x.example', auth_key: 'k' },
      { server_uri: ['URL non valido'] },
    ],
    ...[
      'http://127.0.0.1:5432',
      'http://localhost:8000',
      'https://169.254.169.254',
      'https://evil.example',
      'https://shelly-1-eu.shelly.cloud.evil.example',
      'https://shelly-1-eu.shelly.cloud:8443',
      'http://shelly-1-eu.shelly.cloud',
      'https://user:pw@shelly-1-eu.shelly.cloud',
      'https://shelly-1-eu.shelly.cloud/x?y=1',
    ].map(
      (uri) =>
        [
          { ...valid, shelly: true, server_uri: uri, auth_key: 'k' },
          { server_uri: [SERVER_URI_NOT_ALLOWED] },
        ] as [object, object],
    ),
  ])('rejects %j without writing', async (body, errors) => {
    const { client } = await ownerClient(ctx);
    const before = await rowCount(ctx, apartments);
    const res = await client.post('/api/apartments/', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(errors);
    expect(await rowCount(ctx, apartments)).toBe(before);
  });

  it('accepts an origin the operator allowed (SHELLY_CLOUD_URL, SHELLY_ALLOWED_HOSTS)', async () => {
    expect(
      loadConfig({
        SHELLY_CLOUD_URL: 'http://127.0.0.1:8010',
        SHELLY_ALLOWED_HOSTS: 'http://10.0.0.5:9000/',
      }).shellyAllowedOrigins,
    ).toEqual(['http://127.0.0.1:8010', 'http://10.0.0.5:9000']);
    const { client } = await ownerClient(ctx);
    const res = await client.post('/api/apartments/', {
      ...valid,
      shelly: true,
      server_uri: ctx.config.shellyCloudUrl,
      auth_key: 'k',
    });
    expect(res.status).toBe(201);
    expect(res.body.server_uri).toBe(ctx.config.shellyCloudUrl);
  });

  it('rejects malformed JSON and a non-object body', async () => {
    const { client } = await ownerClient(ctx);
    const before = await rowCount(ctx, apartments);
    const bad = await client.request('POST', '/api/apartments/', { rawJson: '{"name":' });
    expect(bad.status).toBe(400);
    const list = await client.post('/api/apartments/', [valid]);
    expect(list.status).toBe(400);
    expect(await rowCount(ctx, apartments)).toBe(before);
  });
});

describe('PUT /api/apartments/{id}/', () => {
  it('updates and keeps the stored key when auth_key is omitted or empty', async () => {
    const { client, owner } = await ownerClient(ctx);
    const apt = await createApartment(ctx, owner.id, {
      shelly: true,
      serverUri: 'https://shelly-11-eu.shelly.cloud',
      authKey: 'KEEP-ME',
    });
    const res = await client.request('PUT', `/api/apartments/${apt.id}/`, {
      body: {
        ...valid,
        shelly: true,
        server_uri: 'https://shelly-22-eu.shelly.cloud',
        auth_key: '',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Casa Blu',
      server_uri: 'https://shelly-22-eu.shelly.cloud',
      has_auth_key: true,
    });
    expect(ctx.app.cipher.decrypt((await stored(apt.id)).authKeyEncrypted)).toBe('KEEP-ME');

    const { auth_key: _, ...noKey } = valid;
    const again = await client.request('PUT', `/api/apartments/${apt.id}/`, {
      body: { ...noKey, shelly: true, server_uri: 'https://shelly-22-eu.shelly.cloud' },
    });
    expect(again.status).toBe(200);
    expect(ctx.app.cipher.decrypt((await stored(apt.id)).authKeyEncrypted)).toBe('KEEP-ME');
  });

  it('replaces the key when a new one is sent', async () => {
    const { client, owner } = await ownerClient(ctx);
    const apt = await createApartment(ctx, owner.id, {
      shelly: true,
      serverUri: 'https://shelly-33-eu.shelly.cloud',
      authKey: 'OLD',
    });
    const res = await client.request('PUT', `/api/apartments/${apt.id}/`, {
      body: {
        ...valid,
        shelly: true,
        server_uri: 'https://shelly-33-eu.shelly.cloud',
        auth_key: 'NEW',
      },
    });
    expect(res.status).toBe(200);
    expect(ctx.app.cipher.decrypt((await stored(apt.id)).authKeyEncrypted)).toBe('NEW');
  });

  it('clears server_uri and auth_key when shelly is turned off', async () => {
    const { client, owner } = await ownerClient(ctx);
    const apt = await createApartment(ctx, owner.id, {
      shelly: true,
      serverUri: 'https://shelly-33-eu.shelly.cloud',
      authKey: 'K',
    });
    const res = await client.request('PUT', `/api/apartments/${apt.id}/`, {
      body: { ...valid, shelly: false, server_uri: 'https://shelly-33-eu.shelly.cloud' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shelly: false, server_uri: '', has_auth_key: false });
    const row = await stored(apt.id);
    expect([row.serverUri, row.authKeyEncrypted]).toEqual(['', '']);
  });

  it('requires a key when shelly is turned on and none is stored; the row stays unchanged', async () => {
    const { client, owner } = await ownerClient(ctx);
    const apt = await createApartment(ctx, owner.id, { name: 'Before' });
    const res = await client.request('PUT', `/api/apartments/${apt.id}/`, {
      body: { ...valid, shelly: true, server_uri: 'https://shelly-33-eu.shelly.cloud' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      auth_key: ['This field is required.'],
      codes: { auth_key: ['required'] },
    });
    expect(await stored(apt.id)).toEqual(apt);
  });

  it('keeps omitted optional fields', async () => {
    const { client, owner } = await ownerClient(ctx);
    const apt = await createApartment(ctx, owner.id, { getBillingInfo: true, phone: '123' });
    const res = await client.request('PUT', `/api/apartments/${apt.id}/`, {
      body: { name: 'N', address: 'A', CIN: 'IT010025C2ABCDEF' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'N', phone: '123', get_billing_info: true });
  });

  it('rejects a bad body and leaves the row unchanged', async () => {
    const { client, owner } = await ownerClient(ctx);
    const apt = await createApartment(ctx, owner.id);
    const res = await client.request('PUT', `/api/apartments/${apt.id}/`, {
      body: { ...valid, google_maps_link: 'http://maps.app.goo.gl/x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      google_maps_link: ["Il link deve iniziare con 'https://maps.app.goo.gl/'."],
      codes: { google_maps_link: ['maps_link'] },
    });
    expect(await stored(apt.id)).toEqual(apt);
  });
});

describe('DELETE /api/apartments/{id}/', () => {
  it('removes the apartment with rooms, doors, instructions and profiles', async () => {
    const stay = await createGuestStay(ctx);
    const client = new TestClient(ctx.baseUrl);
    await client.login(stay.owner.username, stay.owner.password);
    const door = await createDoor(ctx, stay.owner.id, stay.apartment.id);
    await linkDoorRoom(ctx, door.id, stay.room.id);
    await ctx.db
      .insert(doorTranslations)
      .values({ doorId: door.id, language: 'Inglese', code: 'en' });
    const other = await createApartment(ctx, stay.owner.id);

    const res = await client.request('DELETE', `/api/apartments/${stay.apartment.id}/`);
    expect(res.status).toBe(204);
    expect(await stored(stay.apartment.id)).toBeUndefined();
    expect(await stored(other.id)).toEqual(other);
    expect(
      await ctx.db.select().from(rooms).where(eq(rooms.apartmentId, stay.apartment.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(doors).where(eq(doors.apartmentId, stay.apartment.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(doorRooms).where(eq(doorRooms.doorId, door.id))).toEqual([]);
    expect(
      await ctx.db.select().from(doorTranslations).where(eq(doorTranslations.doorId, door.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(checkinProfiles).where(eq(checkinProfiles.id, stay.profile.id)),
    ).toEqual([]);
    // The guest's session ended with the profile.
    const guest = new TestClient(ctx.baseUrl);
    expect(
      (await guest.post('/api/auth/login/', { username: stay.username, password: stay.password }))
        .status,
    ).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const { client } = await ownerClient(ctx);
    expect((await client.request('DELETE', '/api/apartments/999999/')).status).toBe(404);
    expect((await client.request('DELETE', '/api/apartments/abc/')).status).toBe(404);
    expect((await client.request('DELETE', '/api/apartments/99999999999999/')).status).toBe(404);
  });
});

describe('apartment isolation', () => {
  it("answers 404 for another owner's apartment and changes nothing", async () => {
    const bob = await createOwner(ctx);
    const apt = await createApartment(ctx, bob.id);
    const { client } = await ownerClient(ctx);
    const put = await client.request('PUT', `/api/apartments/${apt.id}/`, { body: valid });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await client.request('DELETE', `/api/apartments/${apt.id}/`)).status).toBe(404);
    expect(await stored(apt.id)).toEqual(apt);
  });

  it('answers 403 to a guest and 401 without a token on every write', async () => {
    const stay = await createGuestStay(ctx);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    const anon = new TestClient(ctx.baseUrl);
    const path = `/api/apartments/${stay.apartment.id}/`;
    for (const [c, status] of [
      [guest, 403],
      [anon, 401],
    ] as const) {
      expect((await c.post('/api/apartments/', valid)).status).toBe(status);
      expect((await c.request('PUT', path, { body: valid })).status).toBe(status);
      expect((await c.request('DELETE', path)).status).toBe(status);
    }
    expect(await stored(stay.apartment.id)).toEqual(stay.apartment);
  });
});
