/**
 * The owner's stay calls against the real API: check-in profiles, stay search, guests (JSON and
 * multipart, document photos) and billing rows.
 * @jest-environment ./src/test/realApiEnvironment.ts
 */
import {
  blobBytes,
  DEMO_OWNER,
  failure,
  ignoreUnauthorized,
  jpegFile,
  pdfFile,
  romeDate,
  signIn,
} from '../test/realApi';
import type { UploadProgress } from '../request';
import { createApartment, type Apartment } from './apartments';
import { createBillingInfo, deleteBillingInfo, updateBillingInfo } from './billing';
import {
  createCheckinProfile,
  deleteCheckinProfile,
  searchCheckinProfiles,
  updateCheckinProfile,
  type CheckinProfile,
  type CheckinProfileInput,
} from './checkinProfiles';
import { createGuest, deleteGuest, downloadGuestPhoto, updateGuest } from './guests';
import { createRoom, type Room } from './rooms';
import { listStays, listStaysPage } from './stays';

let apartment: Apartment;
let room: Room;

const stayInput = (overrides: Partial<CheckinProfileInput> = {}): CheckinProfileInput => ({
  name: 'Mario',
  surname: 'Bianchi',
  source: 'Airbnb',
  guest_number: 2,
  check_in_date: romeDate(0),
  check_out_date: romeDate(3),
  check_in_time: '15:00',
  check_out_time: '10:30',
  password: 'K7MPX2QA',
  apartment: apartment.id,
  room: room.id,
  ...overrides,
});

beforeAll(async () => {
  ignoreUnauthorized();
  await signIn(DEMO_OWNER);
  apartment = await createApartment({
    name: 'Casa Portici',
    address: 'Via Zamboni 21, 40126 Bologna',
    CIN: 'IT037006C2PORTICI1',
    get_guest_info: true,
    get_document_photo: false,
    get_billing_info: true,
  });
  room = await createRoom({ name: 'Camera Torre', apartment: apartment.id });
});

describe('check-in profiles', () => {
  let profile: CheckinProfile;

  beforeAll(async () => {
    profile = await createCheckinProfile(stayInput());
  });

  it("create answers the guest's credentials and takes the apartment's require flags", () => {
    expect(profile).toMatchObject({
      username: 'mario.bianchi',
      psw: 'K7MPX2QA',
      check_in_time: '15:00:00',
      apartment_name: 'Casa Portici',
      room_name: 'Camera Torre',
      require_registration_form: true,
      require_document_photo: false,
      require_billing_info: true,
    });
  });

  it('bad dates and missing fields answer field errors', async () => {
    const { status, data } = await failure(
      createCheckinProfile({ ...stayInput(), check_in_date: '05/03/2026', name: '' }),
    );
    expect(status).toBe(400);
    expect(data).toEqual({
      name: ['This field may not be blank.'],
      check_in_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      codes: { name: ['blank'], check_in_date: ['invalid_date'] },
    });
  });

  it('PATCH changes only what is sent', async () => {
    const updated = await updateCheckinProfile(profile.id, { guest_number: 3 });
    expect(updated).toEqual({ ...profile, guest_number: 3 });
  });

  it('search: currents (and awaiting_details) without criteria, search_results with one', async () => {
    const current = await searchCheckinProfiles();
    expect(Object.keys(current)).toEqual(['currents', 'awaiting_details']);
    expect(current.currents?.map((p) => p.id)).toContain(profile.id);
    // Blank criteria are left out, so they read as "no criteria".
    expect(Object.keys(await searchCheckinProfiles({ name: ' ', surname: '' }))).toEqual([
      'currents',
      'awaiting_details',
    ]);
    const found = await searchCheckinProfiles({ surname: 'bianc' });
    expect(found.search_results?.map((p) => p.id)).toEqual([profile.id]);
    const none = await searchCheckinProfiles({ check_in_date: romeDate(-40) });
    expect(none).toEqual({ search_results: [] });
  });

  it('delete removes the stay; a second delete is 404', async () => {
    const spare = await createCheckinProfile(stayInput({ name: 'Anna', surname: 'Verdi' }));
    await deleteCheckinProfile(spare.id);
    expect((await failure(deleteCheckinProfile(spare.id))).status).toBe(404);
  });
});

describe('stays, guests and billing', () => {
  let profile: CheckinProfile;
  const period = () => ({ start_date: romeDate(10), end_date: romeDate(12) });

  beforeAll(async () => {
    profile = await createCheckinProfile(
      stayInput({
        name: 'Luca',
        surname: 'Esposito',
        check_in_date: romeDate(10),
        check_out_date: romeDate(12),
      }),
    );
  });

  const stayOf = async () => (await listStays(period())).find((s) => s.id === profile.id);

  it('listStays answers the stays overlapping the dates, with guests and billing', async () => {
    expect(await listStays(period())).toEqual([
      expect.objectContaining({
        id: profile.id,
        apartment_name: 'Casa Portici',
        name: 'Luca',
        surname: 'Esposito',
        registered_guests: 0,
        got_billing_info: false,
        guests: [],
        billing_info: [],
      }),
    ]);
    const backwards = await failure(listStays({ start_date: romeDate(5), end_date: romeDate(4) }));
    expect(backwards).toEqual({
      status: 400,
      data: {
        end_date: ['La data di fine non può precedere la data di inizio.'],
        codes: { end_date: ['end_before_start'] },
      },
    });
  });

  it('listStaysPage pages the same stays with a cursor; the search pages too', async () => {
    const whole = await listStays(period());
    const first = await listStaysPage({ ...period(), limit: 1 });
    expect(first.results).toEqual(whole.slice(0, 1));
    let cursor = first.next_cursor;
    const rest = [];
    while (cursor) {
      const page = await listStaysPage({ ...period(), limit: 1, cursor });
      rest.push(...page.results);
      cursor = page.next_cursor;
    }
    expect([...first.results, ...rest]).toEqual(whole);
    const found = await searchCheckinProfiles({ surname: 'Esposito', limit: 1 });
    expect(found.search_results).toHaveLength(1);
    expect(found).toHaveProperty('next_cursor');
  });

  it('guests: owner JSON create, JSON and multipart PUT, photo download, delete', async () => {
    const missing = await failure(createGuest({ checkin_profile: profile.id, first_name: 'Luca' }));
    expect(missing).toEqual({
      status: 400,
      data: {
        last_name: ['This field is required.'],
        date_of_birth: ['This field is required.'],
        codes: { last_name: ['required'], date_of_birth: ['required'] },
      },
    });

    const guest = await createGuest({
      checkin_profile: profile.id,
      first_name: 'Luca',
      last_name: 'Esposito',
      date_of_birth: '1985-11-02',
    });
    expect(guest).toMatchObject({
      checkin_profile: profile.id,
      document_type: 'identity card',
      document_photo: null,
      document_photo_back: null,
    });
    expect((await stayOf())?.registered_guests).toBe(1);

    const edited = await updateGuest(guest.id, { ...guest, gender: 'M', citizenship: 'Italia' });
    // A typed place that fits one table entry gets its Alloggiati code.
    expect(edited).toEqual({
      ...guest,
      gender: 'M',
      citizenship: 'Italia',
      citizenship_code: '100000100',
    });

    const progress: UploadProgress[] = [];
    const withPhotos = await updateGuest(
      guest.id,
      { place_of_birth: 'Napoli', document_photo_back: null },
      { document_photo: jpegFile(), document_photo_back: pdfFile() },
      { onUploadProgress: (p) => progress.push(p) },
    );
    expect(withPhotos).toMatchObject({
      place_of_birth: 'Napoli',
      gender: 'M',
      document_photo: `/api/media/guests/${guest.id}/front/`,
      document_photo_back: `/api/media/guests/${guest.id}/back/`,
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ progress: 1 });
    expect(progress.at(-1)?.loaded).toBeGreaterThan(268);

    const front = await downloadGuestPhoto(guest.id, 'front');
    expect(front.type).toBe('image/jpeg');
    expect([...(await blobBytes(front)).slice(0, 2)]).toEqual([0xff, 0xd8]);
    const back = await downloadGuestPhoto(guest.id, 'back');
    expect(back.type).toBe('application/pdf');
    expect(String.fromCharCode(...(await blobBytes(back)).slice(0, 5))).toBe('%PDF-');

    // JSON null removes a photo; the other keeps its file.
    const without = await updateGuest(guest.id, { document_photo: null });
    expect(without.document_photo).toBeNull();
    expect(without.document_photo_back).toBe(`/api/media/guests/${guest.id}/back/`);
    expect((await failure(downloadGuestPhoto(guest.id, 'front'))).status).toBe(404);

    await deleteGuest(guest.id);
    expect((await stayOf())?.guests).toEqual([]);
    expect((await failure(downloadGuestPhoto(guest.id, 'back'))).status).toBe(404);
  });

  it('a file that is not an image or a PDF answers a field error', async () => {
    const guest = await createGuest({
      checkin_profile: profile.id,
      first_name: 'Sara',
      last_name: 'Esposito',
      date_of_birth: '1988-01-20',
    });
    const fake = new File(['MZ not really a picture'], 'foto.jpg', { type: 'image/jpeg' });
    const answer = await failure(updateGuest(guest.id, {}, { document_photo: fake }));
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      document_photo: [expect.stringMatching(/^Invalid format/)],
      codes: { document_photo: ['invalid_file'] },
    });
    await deleteGuest(guest.id);
  });

  it('billing: Italian required messages, create, PUT the object back, delete', async () => {
    const empty = await failure(
      createBillingInfo({
        checkin_profile: profile.id,
        person_type: 'individual',
        first_name: '',
        last_name: 'Esposito',
        address: '',
        city: 'Napoli',
        postal_code: '80121',
        country: 'Italia',
        email: 'luca@example.it',
      }),
    );
    expect(empty).toEqual({
      status: 400,
      data: {
        first_name: ['Il nome è obbligatorio.'],
        address: ["L'indirizzo è obbligatorio."],
        codes: { first_name: ['blank'], address: ['blank'] },
      },
    });

    const billing = await createBillingInfo({
      checkin_profile: profile.id,
      person_type: 'company',
      first_name: 'Luca',
      last_name: 'Esposito',
      company_name: 'Esposito Viaggi S.r.l.',
      vat_number: 'IT01234560017',
      sdi_code: 'M5UXCR1',
      address: 'Via Toledo 156',
      city: 'Napoli',
      postal_code: '80134',
      country: 'Italia',
      email: 'amministrazione@espositoviaggi.it',
    });
    expect(billing).toMatchObject({ checkin_profile: profile.id, tax_code: '' });
    expect((await stayOf())?.got_billing_info).toBe(true);

    const updated = await updateBillingInfo(billing.id, { ...billing, city: 'Pozzuoli' });
    expect(updated).toEqual({ ...billing, city: 'Pozzuoli' });
    expect((await stayOf())?.billing_info).toEqual([updated]);

    await deleteBillingInfo(billing.id);
    expect((await stayOf())?.billing_info).toEqual([]);
    expect((await failure(deleteBillingInfo(billing.id))).status).toBe(404);
  });
});
