import { createOwnerProfilesRepository } from '../src/checkin-profiles/owner-profiles.repository';
import { addDays } from '../src/lib/time';
import { TestClient } from './api-client';
import { createApartment, createGuestStay, createOwner, createRoom } from './factories';
import { insertProfile, ownerSetup, romeToday } from './factories.checkin';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('currents around midnight (apartment time zone)', () => {
  // 22:30 UTC on 10 June = 00:30 on 11 June in Rome (CEST).
  const now = new Date('2030-06-10T22:30:00Z');

  it('uses the local date and time of each apartment', async () => {
    const owner = await createOwner(ctx);
    const rome = await createApartment(ctx, owner.id);
    const utc = await createApartment(ctx, owner.id, { timeZone: 'UTC' });
    const romeRoom = await createRoom(ctx, owner.id, rome.id);
    const utcRoom = await createRoom(ctx, owner.id, utc.id);
    const inRome = { ownerId: owner.id, apartmentId: rome.id, roomId: romeRoom.id };
    const inUtc = { ownerId: owner.id, apartmentId: utc.id, roomId: utcRoom.id };

    const arrivingToday = await insertProfile(ctx, inRome, {
      checkInDate: '2030-06-11',
      checkInTime: '23:00:00',
      checkOutDate: '2030-06-12',
    });
    const inProgress = await insertProfile(ctx, inRome, {
      checkInDate: '2030-06-10',
      checkInTime: '15:00:00',
      checkOutDate: '2030-06-11',
      checkOutTime: '10:00:00',
    });
    await insertProfile(ctx, inRome, {
      checkInDate: '2030-06-10',
      checkInTime: '15:00:00',
      checkOutDate: '2030-06-11',
      checkOutTime: '00:15:00', // ended 15 minutes ago
    });
    await insertProfile(ctx, inRome, {
      checkInDate: '2030-06-12',
      checkInTime: '00:00:00',
      checkOutDate: '2030-06-13',
    });
    // UTC apartment: still 10 June, 22:30.
    const utcInProgress = await insertProfile(ctx, inUtc, {
      checkInDate: '2030-06-10',
      checkInTime: '20:00:00',
      checkOutDate: '2030-06-10',
      checkOutTime: '23:00:00',
    });
    await insertProfile(ctx, inUtc, {
      checkInDate: '2030-06-11',
      checkInTime: '00:10:00',
      checkOutDate: '2030-06-12',
    });
    const stranger = await createGuestStay(ctx, {
      checkInDate: '2030-06-11',
      checkOutDate: '2030-06-12',
    });

    const repo = createOwnerProfilesRepository(ctx.db, ctx.app.cipher);
    const currents = await repo.currents(owner.id, now);
    expect(ids(currents)).toEqual([inProgress.id, utcInProgress.id, arrivingToday.id]);
    expect(ids(currents)).not.toContain(stranger.profile.id);
  });
});

describe('GET /api/checkin-profiles/', () => {
  it('without criteria answers the stays in progress or arriving today', async () => {
    const { owner, apartment, room, client: c } = await ownerSetup(ctx);
    const base = { ownerId: owner.id, apartmentId: apartment.id, roomId: room.id };
    const today = romeToday();
    const arriving = await insertProfile(ctx, base, {
      checkInDate: today,
      checkInTime: '23:59:00',
      checkOutDate: addDays(today, 1),
    });
    const staying = await insertProfile(ctx, base, {
      checkInDate: addDays(today, -3),
      checkOutDate: addDays(today, 2),
    });
    await insertProfile(ctx, base, {
      checkInDate: addDays(today, 1),
      checkOutDate: addDays(today, 2),
    });
    await insertProfile(ctx, base, {
      checkInDate: addDays(today, -5),
      checkOutDate: addDays(today, -1),
    });
    const res = await c.get('/api/checkin-profiles/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['currents', 'awaiting_details']);
    expect(ids(res.body.currents)).toEqual([staying.id, arriving.id]);
    expect(res.body.currents[0]).toMatchObject({
      username: staying.username,
      psw: 'PASSWORD',
      apartment_name: apartment.name,
      room_name: 'Camera Blu',
    });
    const blank = await c.get('/api/checkin-profiles/?name=&surname=%20&check_in_date=');
    expect(Object.keys(blank.body)).toEqual(['currents', 'awaiting_details']);
  });

  it('searches by partial name/surname (any case) and exact check-in date', async () => {
    const { owner, apartment, room, client: c } = await ownerSetup(ctx);
    const base = { ownerId: owner.id, apartmentId: apartment.id, roomId: room.id };
    const a = await insertProfile(ctx, base, {
      name: 'Giulia',
      surname: 'Ferrari',
      checkInDate: '2031-01-10',
      checkOutDate: '2031-01-12',
    });
    const b = await insertProfile(ctx, base, {
      name: 'Giuliano',
      surname: 'Neri',
      checkInDate: '2031-02-10',
      checkOutDate: '2031-02-12',
    });
    await insertProfile(ctx, base, { name: '100% Pippo', surname: 'x_y' });
    const other = await createGuestStay(ctx, { name: 'Giulia' });

    const byName = await c.get('/api/checkin-profiles/?name=GIULI');
    expect(Object.keys(byName.body)).toEqual(['search_results']);
    expect(ids(byName.body.search_results)).toEqual([b.id, a.id]);
    expect(ids(byName.body.search_results)).not.toContain(other.profile.id);

    const bySurname = await c.get('/api/checkin-profiles/?surname=errar');
    expect(ids(bySurname.body.search_results)).toEqual([a.id]);
    const byDate = await c.get('/api/checkin-profiles/?check_in_date=2031-02-10');
    expect(ids(byDate.body.search_results)).toEqual([b.id]);
    const both = await c.get('/api/checkin-profiles/?name=giuli&check_in_date=2031-01-10');
    expect(ids(both.body.search_results)).toEqual([a.id]);
    const wildcard = await c.get('/api/checkin-profiles/?name=%25');
    expect(wildcard.body.search_results).toHaveLength(1);
    const underscore = await c.get('/api/checkin-profiles/?surname=_');
    expect(underscore.body.search_results).toHaveLength(1);
  });

  it('rejects a malformed date', async () => {
    const { client: c } = await ownerSetup(ctx);
    const res = await c.get('/api/checkin-profiles/?check_in_date=10/01/2031');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      check_in_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      codes: { check_in_date: ['invalid_date'] },
    });
  });

  it('answers 403 to guests and 401 anonymously', async () => {
    const stay = await createGuestStay(ctx);
    const g = client();
    await g.login(stay.username, stay.password);
    expect((await g.get('/api/checkin-profiles/')).status).toBe(403);
    expect((await client().get('/api/checkin-profiles/')).status).toBe(401);
  });
});

describe('PATCH /api/update-guest-type/{profileId}/', () => {
  it("sets the guest's own guest type", async () => {
    const stay = await createGuestStay(ctx);
    const g = client();
    await g.login(stay.username, stay.password);
    const res = await g.request('PATCH', `/api/update-guest-type/${stay.profile.id}/`, {
      body: { guest_type: 'gruppo' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: stay.profile.id, guest_type: 'gruppo' });
    const profile = await g.get('/api/checkin-profiles-guest/');
    expect(profile.body[0].guest_type).toBe('gruppo');
  });

  it('requires a valid guest type', async () => {
    const stay = await createGuestStay(ctx, { guestType: 'famiglia' });
    const g = client();
    await g.login(stay.username, stay.password);
    const path = `/api/update-guest-type/${stay.profile.id}/`;
    for (const [body, code] of [
      [{}, 'required'],
      [{ guest_type: '' }, 'blank'],
      [{ guest_type: null }, 'null'],
    ] as const) {
      const res = await g.request('PATCH', path, { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        guest_type: ['The Guest Type field is required.'],
        codes: { guest_type: [code] },
      });
    }
    const wrong = await g.request('PATCH', path, { body: { guest_type: 'coppia' } });
    expect(wrong.body).toEqual({
      guest_type: ['"coppia" is not a valid choice.'],
      codes: { guest_type: ['invalid_choice'] },
    });
    expect((await g.get('/api/checkin-profiles-guest/')).body[0].guest_type).toBe('famiglia');
  });

  it('answers 404 for another profile, 403 to owners, 401 anonymously', async () => {
    const stay = await createGuestStay(ctx);
    const other = await createGuestStay(ctx);
    const g = client();
    await g.login(stay.username, stay.password);
    const body = { guest_type: 'gruppo' };
    const res = await g.request('PATCH', `/api/update-guest-type/${other.profile.id}/`, { body });
    expect(res.status).toBe(404);
    const owner = client();
    await owner.login(stay.owner.username, stay.owner.password);
    const path = `/api/update-guest-type/${stay.profile.id}/`;
    expect((await owner.request('PATCH', path, { body })).status).toBe(403);
    expect((await client().request('PATCH', path, { body })).status).toBe(401);
  });
});
