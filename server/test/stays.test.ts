import { STAY_ENDED_MESSAGE } from '../src/auth/login.service';
import { eq } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import { billingInfo } from '../src/db/tables/billing.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { addDays, localDate } from '../src/lib/time';
import { TestClient, fieldBody } from './api-client';
import { createGuestStay } from './factories';
import { insertProfile, ownerSetup, romeToday } from './factories.checkin';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const details = (c: TestClient, start: string, end: string) =>
  c.get(`/api/owner-checkin-details/?start_date=${start}&end_date=${end}`);

describe('GET /api/owner-checkin-details/', () => {
  it('answers stays overlapping the range (bounds inclusive) with guests and billing', async () => {
    const { owner, apartment, room, client: c } = await ownerSetup(ctx);
    const base = { ownerId: owner.id, apartmentId: apartment.id, roomId: room.id };
    const stay = (checkInDate: string, checkOutDate: string) =>
      insertProfile(ctx, base, { checkInDate, checkOutDate });
    const before = await stay('2032-03-01', '2032-03-09'); // ends the day before
    const touchesStart = await stay('2032-03-05', '2032-03-10');
    const inside = await stay('2032-03-12', '2032-03-14');
    const spanning = await stay('2032-02-20', '2032-04-01');
    const touchesEnd = await stay('2032-03-20', '2032-03-25');
    const after = await stay('2032-03-21', '2032-03-22');
    const foreign = await createGuestStay(ctx, {
      checkInDate: '2032-03-12',
      checkOutDate: '2032-03-13',
    });

    const [g1, g2] = await ctx.db
      .insert(guestRegistrations)
      .values([
        {
          checkinProfileId: inside.id,
          firstName: 'Anna',
          lastName: 'Verdi',
          dateOfBirth: '1990-01-02',
          documentPhoto: 'abc.jpg',
          documentPhotoBack: 'def.jpg',
          identificationStatus: 'identified',
          identifiedAt: new Date('2032-03-12T16:05:00Z'),
        },
        { checkinProfileId: inside.id, firstName: 'Bea', lastName: 'Verdi' },
      ])
      .returning();
    await ctx.db.insert(guestRegistrations).values({
      checkinProfileId: foreign.profile.id,
      firstName: 'Other',
      lastName: 'Guest',
    });
    const [bill] = await ctx.db
      .insert(billingInfo)
      .values({ checkinProfileId: inside.id, personType: 'company', companyName: 'ACME' })
      .returning();

    const res = await details(c, '2032-03-10', '2032-03-20');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([spanning.id, touchesStart.id, inside.id, touchesEnd.id]);
    expect(ids(res.body)).not.toContain(before.id);
    expect(ids(res.body)).not.toContain(after.id);
    expect(ids(res.body)).not.toContain(foreign.profile.id);

    const full = res.body.find((s: { id: number }) => s.id === inside.id);
    expect(full).toEqual({
      id: inside.id,
      apartment_name: apartment.name,
      name: 'Anna',
      surname: 'Verdi',
      check_in_date: '2032-03-12',
      check_out_date: '2032-03-14',
      guest_type: null,
      guest_number: 2,
      registered_guests: 2,
      require_registration_form: false,
      require_document_photo: false,
      got_billing_info: true,
      identification_required: false,
      status: 'active',
      identified_at: null,
      identification_method: null,
      guests: [
        {
          id: g1.id,
          checkin_profile: inside.id,
          first_name: 'Anna',
          last_name: 'Verdi',
          date_of_birth: '1990-01-02',
          citizenship: '',
          place_of_birth: '',
          gender: '',
          document_type: 'identity card',
          document_number: '',
          place_of_issue: '',
          place_of_birth_code: '',
          citizenship_code: '',
          place_of_issue_code: '',
          places_to_review: [],
          document_photo: `/api/media/guests/${g1.id}/front/`,
          document_photo_back: `/api/media/guests/${g1.id}/back/`,
          identification_status: 'identified',
          identified_at: '2032-03-12T16:05:00.000Z',
        },
        expect.objectContaining({
          id: g2.id,
          document_photo: null,
          document_photo_back: null,
          identification_status: null,
        }),
      ],
      billing_info: [
        {
          id: bill.id,
          checkin_profile: inside.id,
          person_type: 'company',
          first_name: '',
          last_name: '',
          company_name: 'ACME',
          vat_number: '',
          tax_code: '',
          address: '',
          city: '',
          postal_code: '',
          country: '',
          email: '',
          sdi_code: '',
          pec: '',
        },
      ],
    });
    const empty = res.body.find((s: { id: number }) => s.id === spanning.id);
    expect(empty).toMatchObject({
      registered_guests: 0,
      got_billing_info: false,
      guests: [],
      billing_info: [],
    });
    const oneDay = await details(c, '2032-03-14', '2032-03-14');
    expect(ids(oneDay.body)).toEqual([spanning.id, inside.id]);
  });

  it('tells whether the apartment requires identification and how the stay was identified, paged or not', async () => {
    const { owner, apartment, room, client: c } = await ownerSetup(ctx);
    await ctx.db
      .update(apartments)
      .set({ identificationRequired: true })
      .where(eq(apartments.id, apartment.id));
    const base = { ownerId: owner.id, apartmentId: apartment.id, roomId: room.id };
    const waiting = await insertProfile(ctx, base, {
      checkInDate: '2033-05-01',
      checkOutDate: '2033-05-03',
    });
    const seen = await insertProfile(ctx, base, {
      checkInDate: '2033-05-02',
      checkOutDate: '2033-05-04',
    });
    const [guest] = await ctx.db
      .insert(guestRegistrations)
      .values({ checkinProfileId: seen.id, firstName: 'Anna', lastName: 'Verdi' })
      .returning();
    const identified = await c.post(`/api/identification/stays/${seen.id}/in-person/`, {
      guests: [guest.id],
    });
    expect(identified.status).toBe(200);

    const expected = [
      {
        id: waiting.id,
        identification_required: true,
        identified_at: null,
        identification_method: null,
      },
      {
        id: seen.id,
        identification_required: true,
        identified_at: identified.body.identified_at,
        identification_method: 'in_person',
      },
    ];
    expect((await details(c, '2033-05-01', '2033-05-04')).body).toMatchObject(expected);
    const page = await c.get(
      '/api/owner-checkin-details/?start_date=2033-05-01&end_date=2033-05-04&limit=5',
    );
    expect(page.body.results).toMatchObject(expected);
  });

  it('requires both dates, well formed and in order', async () => {
    const { client: c } = await ownerSetup(ctx);
    const missing = await c.get('/api/owner-checkin-details/');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(
      fieldBody({
        start_date: ['required', 'This field is required.'],
        end_date: ['required', 'This field is required.'],
      }),
    );
    const bad = await details(c, '2032-13-01', 'tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.body.codes).toEqual({ start_date: ['invalid_date'], end_date: ['invalid_date'] });
    const reversed = await details(c, '2032-03-10', '2032-03-09');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual(
      fieldBody({
        end_date: ['end_before_start', 'La data di fine non può precedere la data di inizio.'],
      }),
    );
  });

  it('answers 403 to guests and 401 anonymously', async () => {
    const stay = await createGuestStay(ctx);
    const g = client();
    await g.login(stay.username, stay.password);
    expect((await details(g, '2030-01-01', '2030-01-02')).status).toBe(403);
    expect((await details(client(), '2030-01-01', '2030-01-02')).status).toBe(401);
  });
});

describe('guest login and the end of the stay', () => {
  it('refuses a login after check-out plus the grace period', async () => {
    const today = localDate(new Date(), 'Europe/Rome');
    const ended = await createGuestStay(ctx, {
      checkInDate: addDays(today, -5),
      checkOutDate: addDays(today, -2),
    });
    const res = await client().post('/api/auth/login/', {
      username: ended.username,
      password: ended.password,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: [STAY_ENDED_MESSAGE],
      codes: { non_field_errors: ['stay_ended'] },
    });

    const withinGrace = await createGuestStay(ctx, {
      checkInDate: addDays(today, -3),
      checkOutDate: today,
      checkOutTime: '00:00:00',
    });
    const ok = await client().post('/api/auth/login/', {
      username: withinGrace.username,
      password: withinGrace.password,
    });
    expect(ok.status).toBe(200);
  });

  it('ends an open guest session when the owner moves the stay into the past', async () => {
    const stay = await createGuestStay(ctx);
    const guest = client();
    await guest.login(stay.username, stay.password);
    const owner = client();
    await owner.login(stay.owner.username, stay.owner.password);
    const today = romeToday();
    const moved = await owner.request('PATCH', `/api/register/checkin/${stay.profile.id}/`, {
      body: { check_in_date: addDays(today, -6), check_out_date: addDays(today, -3) },
    });
    expect(moved.status).toBe(200);
    expect((await guest.get('/api/checkin-profiles-guest/')).status).toBe(401);
    const again = await client().post('/api/auth/login/', {
      username: stay.username,
      password: stay.password,
    });
    expect(again.body).toEqual({
      non_field_errors: [STAY_ENDED_MESSAGE],
      codes: { non_field_errors: ['stay_ended'] },
    });
  });
});
