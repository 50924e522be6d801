import { CHECK_MESSAGES_EN } from '@soglia/api-client/checks';
import { fieldBody } from './api-client';
import { createGuestStay } from './factories';
import { guestFields, makeImage, mediaFiles, sendForm, setupGuestsApp } from './factories.guests';

const { ctx, mediaDir, client, guestRows, URL } = setupGuestsApp();

const loggedInGuest = async (overrides: Parameters<typeof createGuestStay>[1] = {}) => {
  const stay = await createGuestStay(ctx, overrides);
  const c = client();
  await c.login(stay.username, stay.password);
  return { stay, c };
};

describe('POST /api/guests-registration/ (guest, multipart)', () => {
  const strict = { requireRegistrationForm: true, requireDocumentPhoto: true };

  it('registers a guest with front and back photos', async () => {
    const { stay, c } = await loggedInGuest(strict);
    const before = mediaFiles(mediaDir).length;
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields(),
      document_photo: { data: await makeImage('jpeg'), filename: 'front.jpg' },
      document_photo_back: {
        data: await makeImage('png'),
        filename: 'back.png',
        type: 'image/png',
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.id;
    expect(res.body).toEqual({
      id,
      checkin_profile: stay.profile.id,
      first_name: 'Anna',
      last_name: 'Bianchi',
      date_of_birth: '1990-04-12',
      citizenship: 'Italia',
      place_of_birth: 'Roma',
      gender: 'F',
      document_type: 'identity card',
      document_number: 'CA12345AB',
      place_of_issue: 'Roma',
      // Typed names that fit exactly one place get its code (the spelling is kept).
      place_of_birth_code: '412058091',
      citizenship_code: '100000100',
      place_of_issue_code: '412058091',
      places_to_review: [],
      document_photo: `/api/media/guests/${id}/front/`,
      document_photo_back: `/api/media/guests/${id}/back/`,
      identification_status: null,
      identified_at: null,
    });
    expect(mediaFiles(mediaDir).length).toBe(before + 2);
    expect(await guestRows(stay.profile.id)).toBe(1);
  });

  it('needs no back photo for a passport', async () => {
    const { c } = await loggedInGuest(strict);
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data: await makeImage('jpeg'), filename: 'p.jpg' },
    });
    expect(res.status).toBe(201);
    expect(res.body.document_photo_back).toBeNull();
  });

  it('requires the back photo unless the document is a passport', async () => {
    const { stay, c } = await loggedInGuest(strict);
    const files = mediaFiles(mediaDir);
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields(),
      document_photo: { data: await makeImage('jpeg'), filename: 'front.jpg' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      fieldBody({ document_photo_back: ['required', 'This field is required.'] }),
    );
    const none = await sendForm(c, 'POST', URL, guestFields({ document_type: 'passport' }));
    expect(none.body).toEqual(
      fieldBody({ document_photo: ['required', 'This field is required.'] }),
    );
    expect(await guestRows(stay.profile.id)).toBe(0);
    expect(mediaFiles(mediaDir)).toEqual(files);
  });

  it('requires every registration field when the profile asks for the form', async () => {
    const { stay, c } = await loggedInGuest({ requireRegistrationForm: true });
    const res = await sendForm(c, 'POST', URL, { first_name: 'Anna' });
    expect(res.status).toBe(400);
    const required = ['This field is required.'];
    expect(res.body).toEqual({
      last_name: required,
      citizenship: required,
      place_of_birth: required,
      date_of_birth: required,
      gender: required,
      place_of_issue: required,
      document_number: required,
      codes: Object.fromEntries(
        [
          'last_name',
          'citizenship',
          'place_of_birth',
          'date_of_birth',
          'gender',
          'place_of_issue',
          'document_number',
        ].map((field) => [field, ['required']]),
      ),
    });
    expect(await guestRows(stay.profile.id)).toBe(0);
  });

  it.each([
    ['date_of_birth', '12/04/1990', 'Invalid date format. Use YYYY-MM-DD.', 'invalid_date'],
    ['date_of_birth', '2023-02-30', 'Invalid date format. Use YYYY-MM-DD.', 'invalid_date'],
    ['date_of_birth', '2999-01-01', 'The date of birth cannot be in the future.', 'date_in_future'],
    ['date_of_birth', '1899-12-31', 'Enter a date of birth after 1900-01-01.', 'date_too_old'],
    ['gender', 'X', 'Choose F or M.', 'invalid_choice'],
    ['document_type', 'library card', '"library card" is not a valid choice.', 'invalid_choice'],
    [
      'first_name',
      'A'.repeat(101),
      'Ensure this field has no more than 100 characters.',
      'too_long',
    ],
    // The Alloggiati record's widths: never cut on the way to the police.
    [
      'document_number',
      'CA12345AB'.repeat(2) + 'XYZ',
      CHECK_MESSAGES_EN.document_number_too_long,
      'document_number_too_long',
    ],
    ['last_name', 'Bianchi '.repeat(7), CHECK_MESSAGES_EN.last_name_too_long, 'last_name_too_long'],
    [
      'first_name',
      'Anna Maria '.repeat(3),
      CHECK_MESSAGES_EN.first_name_too_long,
      'first_name_too_long',
    ],
  ] as const)('rejects %s = %s', async (field, value, message, code) => {
    const { stay, c } = await loggedInGuest({ requireRegistrationForm: true });
    const res = await sendForm(c, 'POST', URL, guestFields({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldBody({ [field]: [code, message] }));
    expect(await guestRows(stay.profile.id)).toBe(0);
  });

  it("accepts the Alloggiati record's full widths", async () => {
    const { stay, c } = await loggedInGuest({ requireRegistrationForm: true });
    const fields = {
      document_number: 'CA 12345 AB 12345 ABCDE',
      last_name: 'B'.repeat(50),
      first_name: 'A'.repeat(30),
    };
    const res = await sendForm(c, 'POST', URL, guestFields(fields));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(fields);
    expect(await guestRows(stay.profile.id)).toBe(1);
  });

  it('asks only for the names when the profile needs no form', async () => {
    const { c } = await loggedInGuest();
    const res = await sendForm(c, 'POST', URL, { first_name: 'Luca', last_name: 'Verdi' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ document_type: 'identity card', date_of_birth: null });
  });

  it('rejects unknown fields and unknown file fields', async () => {
    const { stay, c } = await loggedInGuest();
    const res = await sendForm(c, 'POST', URL, { ...guestFields(), nickname: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      fieldBody({ non_field_errors: ['unexpected_field', 'Unexpected field(s): nickname.'] }),
    );
    const file = await sendForm(c, 'POST', URL, {
      ...guestFields(),
      selfie: { data: await makeImage('jpeg'), filename: 's.jpg' },
    });
    expect(file.status).toBe(400);
    expect(file.body).toEqual(
      fieldBody({ non_field_errors: ['unexpected_field', 'Unexpected field(s): selfie.'] }),
    );
    expect(await guestRows(stay.profile.id)).toBe(0);
  });

  it("cannot register into another guest's profile", async () => {
    const other = await createGuestStay(ctx);
    const { stay, c } = await loggedInGuest();
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields(),
      checkin_profile: String(other.profile.id),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      fieldBody({
        checkin_profile: [
          'does_not_exist',
          `Invalid pk "${other.profile.id}" - object does not exist.`,
        ],
      }),
    );
    expect(await guestRows(stay.profile.id)).toBe(0);
    expect(await guestRows(other.profile.id)).toBe(0);
  });

  it('stops at guest_number', async () => {
    const { stay, c } = await loggedInGuest({ guestNumber: 2 });
    for (const name of ['Uno', 'Due']) {
      const ok = await sendForm(c, 'POST', URL, { first_name: name, last_name: 'X' });
      expect(ok.status).toBe(201);
    }
    const files = mediaFiles(mediaDir);
    const res = await sendForm(c, 'POST', URL, {
      first_name: 'Tre',
      last_name: 'X',
      document_photo: { data: await makeImage('jpeg'), filename: 'a.jpg' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: 'All 2 guests of this stay are already registered: no more guests can be added.',
      code: 'guests_complete',
    });
    expect(await guestRows(stay.profile.id)).toBe(2);
    // The photo was stored before the count check failed: it is gone again.
    expect(mediaFiles(mediaDir)).toEqual(files);
  });

  it('answers 401 without a token and 403 on PUT/DELETE for guests', async () => {
    const anonymous = await sendForm(client(), 'POST', URL, guestFields());
    expect(anonymous.status).toBe(401);
    const { stay, c } = await loggedInGuest();
    const created = await sendForm(c, 'POST', URL, { first_name: 'A', last_name: 'B' });
    const put = await sendForm(c, 'PUT', `${URL}${created.body.id}/`, { first_name: 'Z' });
    expect(put.status).toBe(403);
    const del = await c.request('DELETE', `${URL}${created.body.id}/`);
    expect(del.status).toBe(403);
    expect(await guestRows(stay.profile.id)).toBe(1);
  });
});
