import { eq } from 'drizzle-orm';
import { authTokens } from '../src/db/tables/tokens.table';
import { owners } from '../src/db/tables/owners.table';
import { billingInfo } from '../src/db/tables/billing.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { addDays } from '../src/lib/time';
import { mediaStoreOf } from '../src/media/media.store';
import { hashPassword } from '../src/security/passwords';
import { TestClient, fieldBody } from './api-client';
import { createApartment, createGuestStay, createRoom } from './factories';
import { ownerSetup, profileBody, romeToday, rowCount } from './factories.checkin';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);

const tryLogin = (username: string, password: string) =>
  client().post('/api/auth/login/', { username, password });

describe('POST /api/register/checkin/', () => {
  it('creates a profile with credentials the guest can log in with', async () => {
    const { client: c, apartment, room } = await ownerSetup(ctx, { getBillingInfo: true });
    const res = await c.post('/api/register/checkin/', profileBody(apartment.id, room.id));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Mario',
      surname: 'Rossi',
      source: 'Booking',
      guest_number: 2,
      check_in_date: romeToday(),
      check_out_date: addDays(romeToday(), 3),
      check_in_time: '15:00:00',
      check_out_time: '10:00:00',
      username: expect.stringMatching(/^mario\.rossi\d*$/),
      psw: 'ABCD1234',
      apartment: apartment.id,
      apartment_name: apartment.name,
      room: room.id,
      room_name: 'Camera Blu',
      require_registration_form: false,
      require_document_photo: false,
      require_billing_info: true,
      status: 'active',
      cancelled_at: null,
      previous_check_in_date: null,
      previous_check_out_date: null,
      dates_changed_at: null,
      calendar: null,
    });
    const [row] = await ctx.db
      .select()
      .from(checkinProfiles)
      .where(eq(checkinProfiles.id, res.body.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordEncrypted).not.toContain('ABCD1234');
    expect(row.passwordHash).not.toContain('ABCD1234');
    expect((await tryLogin(res.body.username, 'ABCD1234')).status).toBe(200);
  });

  it('builds usernames without accents, spaces or punctuation, with a suffix on collision', async () => {
    const { client: c, apartment, room } = await ownerSetup(ctx);
    const body = profileBody(apartment.id, room.id, { name: 'José María', surname: "Dell'Acqua" });
    const first = await c.post('/api/register/checkin/', body);
    const second = await c.post('/api/register/checkin/', body);
    const third = await c.post('/api/register/checkin/', body);
    expect(first.body.username).toBe('josemaria.dellacqua');
    expect(second.body.username).toBe('josemaria.dellacqua2');
    expect(third.body.username).toBe('josemaria.dellacqua3');
  });

  it("never reuses an owner's username", async () => {
    await ctx.db
      .insert(owners)
      .values({ username: 'Zoe.Owner', passwordHash: await hashPassword('x-password') });
    const { client: c, apartment, room } = await ownerSetup(ctx);
    const res = await c.post(
      '/api/register/checkin/',
      profileBody(apartment.id, room.id, { name: 'Zoé', surname: 'Owner' }),
    );
    expect(res.body.username).toBe('zoe.owner2');
  });

  it('reports every missing field by name and stores nothing', async () => {
    const { client: c } = await ownerSetup(ctx);
    const before = await rowCount(ctx, checkinProfiles);
    const res = await c.post('/api/register/checkin/', {});
    expect(res.status).toBe(400);
    for (const field of [
      'name',
      'surname',
      'source',
      'guest_number',
      'check_in_date',
      'check_out_date',
      'check_in_time',
      'check_out_time',
      'password',
      'apartment',
      'room',
    ]) {
      expect(res.body[field]).toEqual(['This field is required.']);
    }
    expect(await rowCount(ctx, checkinProfiles)).toBe(before);
  });

  it.each([
    [{ guest_number: 0 }, 'guest_number'],
    [{ guest_number: 'three' }, 'guest_number'],
    [{ check_in_date: '2025-02-30' }, 'check_in_date'],
    [{ check_out_date: '12/03/2025' }, 'check_out_date'],
    [{ check_in_time: '25:00' }, 'check_in_time'],
    [{ check_out_time: '10' }, 'check_out_time'],
    [{ password: 'short' }, 'password'],
    [{ password: 'x'.repeat(65) }, 'password'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ apartment: 'a' }, 'apartment'],
  ])('rejects %j', async (overrides, field) => {
    const { client: c, apartment, room } = await ownerSetup(ctx);
    const before = await rowCount(ctx, checkinProfiles);
    const res = await c.post(
      '/api/register/checkin/',
      profileBody(apartment.id, room.id, overrides),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field, 'codes']);
    expect(await rowCount(ctx, checkinProfiles)).toBe(before);
  });

  it('rejects a check-out before the check-in', async () => {
    const { client: c, apartment, room } = await ownerSetup(ctx);
    const res = await c.post(
      '/api/register/checkin/',
      profileBody(apartment.id, room.id, {
        check_in_date: '2030-05-10',
        check_out_date: '2030-05-09',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      check_out_date: ['La data di check-out non può precedere la data di check-in.'],
      codes: { check_out_date: ['end_before_start'] },
    });
    const sameDay = await c.post(
      '/api/register/checkin/',
      profileBody(apartment.id, room.id, {
        check_in_date: '2030-05-10',
        check_out_date: '2030-05-10',
        check_in_time: '15:00',
        check_out_time: '10:00',
      }),
    );
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.codes).toEqual({ check_out_time: ['end_before_start'] });
  });

  it("rejects another owner's apartment or room, and a room of another apartment", async () => {
    const mine = await ownerSetup(ctx);
    const other = await ownerSetup(ctx);
    const c = mine.client;
    const before = await rowCount(ctx, checkinProfiles);

    const foreignApartment = await c.post(
      '/api/register/checkin/',
      profileBody(other.apartment.id, mine.room.id),
    );
    expect(foreignApartment.status).toBe(400);
    expect(foreignApartment.body.apartment).toEqual([
      `Invalid pk "${other.apartment.id}" - object does not exist.`,
    ]);

    const foreignRoom = await c.post(
      '/api/register/checkin/',
      profileBody(mine.apartment.id, other.room.id),
    );
    expect(foreignRoom.body).toEqual({
      room: [`Invalid pk "${other.room.id}" - object does not exist.`],
      codes: { room: ['does_not_exist'] },
    });

    const second = await createApartment(ctx, mine.owner.id);
    const otherRoom = await createRoom(ctx, mine.owner.id, second.id);
    const mismatch = await c.post(
      '/api/register/checkin/',
      profileBody(mine.apartment.id, otherRoom.id),
    );
    expect(mismatch.body).toEqual(
      fieldBody({ room: ['other_apartment', "La camera non appartiene all'appartamento scelto."] }),
    );
    expect(await rowCount(ctx, checkinProfiles)).toBe(before);
  });

  it('answers 403 to guests and 401 anonymously', async () => {
    const stay = await createGuestStay(ctx);
    const g = client();
    await g.login(stay.username, stay.password);
    const body = profileBody(stay.apartment.id, stay.room.id);
    expect((await g.post('/api/register/checkin/', body)).status).toBe(403);
    expect((await client().post('/api/register/checkin/', body)).status).toBe(401);
  });
});

describe('PATCH /api/register/checkin/{id}/', () => {
  const create = async () => {
    const setup = await ownerSetup(ctx);
    const res = await setup.client.post(
      '/api/register/checkin/',
      profileBody(setup.apartment.id, setup.room.id),
    );
    return { ...setup, profile: res.body };
  };

  it('changes only the given fields and keeps the username', async () => {
    const { client: c, profile } = await create();
    const res = await c.request('PATCH', `/api/register/checkin/${profile.id}/`, {
      body: { name: 'Luigi', guest_number: 4, check_out_time: '11:30:00' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...profile,
      name: 'Luigi',
      guest_number: 4,
      check_out_time: '11:30:00',
    });
  });

  it('a new password replaces the login and ends open guest sessions', async () => {
    const { client: c, profile } = await create();
    const guest = client();
    await guest.login(profile.username, 'ABCD1234');
    const res = await c.request('PATCH', `/api/register/checkin/${profile.id}/`, {
      body: { password: 'NEWPASS9' },
    });
    expect(res.status).toBe(200);
    expect(res.body.psw).toBe('NEWPASS9');
    expect(res.body.username).toBe(profile.username);
    expect((await tryLogin(profile.username, 'ABCD1234')).status).toBe(400);
    expect((await tryLogin(profile.username, 'NEWPASS9')).status).toBe(200);
    expect((await guest.get('/api/checkin-profiles-guest/')).status).toBe(401);
  });

  it('checks the merged dates and a new apartment against the stored room', async () => {
    const { client: c, profile, owner } = await create();
    const before = await ctx.db
      .select()
      .from(checkinProfiles)
      .where(eq(checkinProfiles.id, profile.id));
    const bad = await c.request('PATCH', `/api/register/checkin/${profile.id}/`, {
      body: { check_out_date: addDays(profile.check_in_date, -1) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['check_out_date', 'codes']);

    const second = await createApartment(ctx, owner.id);
    const moved = await c.request('PATCH', `/api/register/checkin/${profile.id}/`, {
      body: { apartment: second.id, name: 'Changed' },
    });
    expect(moved.body).toEqual({
      room: ["La camera non appartiene all'appartamento scelto."],
      codes: { room: ['other_apartment'] },
    });

    const tooLong = await c.request('PATCH', `/api/register/checkin/${profile.id}/`, {
      body: { surname: 'x'.repeat(101), password: 'NEWPASS9' },
    });
    expect(tooLong.status).toBe(400);
    const after = await ctx.db
      .select()
      .from(checkinProfiles)
      .where(eq(checkinProfiles.id, profile.id));
    expect(after).toEqual(before);
  });

  it("answers 404 for another owner's profile and unknown ids", async () => {
    const { profile } = await create();
    const other = await ownerSetup(ctx);
    for (const path of [
      `/api/register/checkin/${profile.id}/`,
      '/api/register/checkin/999999/',
      '/api/register/checkin/abc/',
    ]) {
      const res = await other.client.request('PATCH', path, { body: { name: 'X' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });
});

describe('DELETE /api/register/checkin/{id}/', () => {
  it('removes the profile with its registrations, photos, billing rows and sessions', async () => {
    const stay = await createGuestStay(ctx);
    const owner = client();
    await owner.login(stay.owner.username, stay.owner.password);
    const guest = client();
    await guest.login(stay.username, stay.password);
    const store = mediaStoreOf(ctx.config);
    const front = await store.save({ buffer: Buffer.from('%PDF-1.4 front'), ext: 'pdf' });
    const back = await store.save({ buffer: Buffer.from('%PDF-1.4 back'), ext: 'pdf' });
    await ctx.db.insert(guestRegistrations).values({
      checkinProfileId: stay.profile.id,
      firstName: 'A',
      lastName: 'B',
      documentPhoto: front,
      documentPhotoBack: back,
    });
    await ctx.db
      .insert(billingInfo)
      .values({ checkinProfileId: stay.profile.id, personType: 'individual' });

    const intruder = await ownerSetup(ctx);
    const denied = await intruder.client.request(
      'DELETE',
      `/api/register/checkin/${stay.profile.id}/`,
    );
    expect(denied.status).toBe(404);
    const stored = async () => (await store.list()).map((file) => file.name);
    expect(await stored()).toEqual(expect.arrayContaining([front, back]));

    const res = await owner.request('DELETE', `/api/register/checkin/${stay.profile.id}/`);
    expect(res.status).toBe(204);
    const gone = (table: typeof guestRegistrations | typeof billingInfo | typeof authTokens) =>
      ctx.db.select().from(table).where(eq(table.checkinProfileId, stay.profile.id));
    expect(await gone(guestRegistrations)).toEqual([]);
    expect(await gone(billingInfo)).toEqual([]);
    expect(await gone(authTokens)).toEqual([]);
    expect(await stored()).not.toContain(front);
    expect(await stored()).not.toContain(back);
    expect((await guest.get('/api/checkin-profiles-guest/')).status).toBe(401);
    expect(
      (await owner.request('DELETE', `/api/register/checkin/${stay.profile.id}/`)).status,
    ).toBe(404);
  });
});
