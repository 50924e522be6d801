import { CHECK_MESSAGES_IT } from '@soglia/api-client/checks';
import { fieldBody } from './api-client';
import { eq } from 'drizzle-orm';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { createGuestStay, createOwner } from './factories';
import { makeImage, mediaFiles, sendForm, setupGuestsApp } from './factories.guests';

const { ctx, mediaDir, client, guestRows, URL } = setupGuestsApp();

const loggedInOwner = async (owner: { username: string; password: string }) => {
  const c = client();
  await c.login(owner.username, owner.password);
  return c;
};

describe('owner side: concurrent updates', () => {
  it('leaves no unreferenced photo behind when several PUTs replace the same photo', async () => {
    const stay = await createGuestStay(ctx);
    const c = await loggedInOwner(stay.owner);
    const created = await c.post(URL, {
      checkin_profile: stay.profile.id,
      first_name: 'Ugo',
      last_name: 'Neri',
      date_of_birth: '1970-01-01',
    });
    const before = mediaFiles(mediaDir);
    const photo = await makeImage('jpeg');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendForm(c, 'PUT', `${URL}${created.body.id}/`, {
          document_photo: { data: photo, filename: 'front.jpg' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await ctx.db
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, created.body.id));
    // Only the photo the row points at was added; the five it replaced are gone already.
    expect(mediaFiles(mediaDir).filter((f) => !before.includes(f))).toEqual([row.documentPhoto]);
  });
});

describe('owner side', () => {
  it('adds a guest with JSON, edits it and deletes it', async () => {
    const stay = await createGuestStay(ctx);
    const c = await loggedInOwner(stay.owner);
    const missing = await c.post(URL, { checkin_profile: stay.profile.id, first_name: 'Ugo' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(
      fieldBody({
        last_name: ['required', 'This field is required.'],
        date_of_birth: ['required', 'This field is required.'],
      }),
    );

    const res = await c.post(URL, {
      checkin_profile: stay.profile.id,
      first_name: 'Ugo',
      last_name: 'Neri',
      date_of_birth: '1970-01-01',
      gender: 'non specificato',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ gender: 'non specificato', document_photo: null });
    const id = res.body.id;

    const put = await c.request('PUT', `${URL}${id}/`, {
      body: { ...res.body, first_name: 'Ugo Maria', citizenship: 'Italia' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, first_name: 'Ugo Maria', citizenship: 'Italia' });

    const files = mediaFiles(mediaDir);
    const withPhoto = await sendForm(c, 'PUT', `${URL}${id}/`, {
      first_name: 'Ugo',
      document_photo: { data: await makeImage('jpeg'), filename: 'new.jpg' },
    });
    expect(withPhoto.status).toBe(200);
    expect(withPhoto.body.document_photo).toBe(`/api/media/guests/${id}/front/`);
    expect(mediaFiles(mediaDir).length).toBe(files.length + 1);

    // Without a new file the photo stays; a replaced photo's old file is removed.
    const keep = await sendForm(c, 'PUT', `${URL}${id}/`, { last_name: 'Bruni' });
    expect(keep.body.document_photo).toBe(`/api/media/guests/${id}/front/`);
    const afterKeep = mediaFiles(mediaDir);
    await sendForm(c, 'PUT', `${URL}${id}/`, {
      document_photo: { data: await makeImage('png'), filename: 'newer.png' },
    });
    const afterReplace = mediaFiles(mediaDir);
    expect(afterReplace.length).toBe(afterKeep.length);
    expect(afterReplace).not.toEqual(afterKeep);

    const del = await c.request('DELETE', `${URL}${id}/`);
    expect(del.status).toBe(204);
    expect(mediaFiles(mediaDir)).toEqual(files);
    expect(await guestRows(stay.profile.id)).toBe(0);
  });

  it('refuses, in Italian, what the Alloggiati record cannot hold; on create and on edit', async () => {
    const stay = await createGuestStay(ctx);
    const c = await loggedInOwner(stay.owner);
    const guest = {
      checkin_profile: stay.profile.id,
      first_name: 'Ugo',
      last_name: 'Neri',
      date_of_birth: '1970-01-01',
      document_number: 'AX1234567',
    };
    const tooLong = {
      first_name: 'Ugo Maria Giovanni Battista Leone',
      last_name: 'Neri'.repeat(13),
      document_number: 'AX1234567AX1234567AX1',
    };
    const refused = await c.post(URL, { ...guest, ...tooLong });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        first_name: [CHECK_MESSAGES_IT.first_name_too_long],
        last_name: [CHECK_MESSAGES_IT.last_name_too_long],
        document_number: [CHECK_MESSAGES_IT.document_number_too_long],
      },
    });
    expect(await guestRows(stay.profile.id)).toBe(0);
    const created = await c.post(URL, guest);
    expect(created.status).toBe(201);
    const edited = await c.request('PUT', `${URL}${created.body.id}/`, {
      body: { ...created.body, document_number: tooLong.document_number },
    });
    expect(edited).toMatchObject({
      status: 400,
      body: { document_number: [CHECK_MESSAGES_IT.document_number_too_long] },
    });
    const [row] = await ctx.db
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, created.body.id));
    expect(row.documentNumber).toBe('AX1234567');
  });

  it('removes a photo with JSON null', async () => {
    const stay = await createGuestStay(ctx);
    const c = await loggedInOwner(stay.owner);
    const files = mediaFiles(mediaDir);
    const res = await sendForm(c, 'POST', URL, {
      checkin_profile: String(stay.profile.id),
      first_name: 'A',
      last_name: 'B',
      date_of_birth: '1980-05-05',
      document_photo: { data: await makeImage('jpeg'), filename: 'a.jpg' },
    });
    expect(res.status).toBe(201);
    const put = await c.request('PUT', `${URL}${res.body.id}/`, { body: { document_photo: null } });
    expect(put.status).toBe(200);
    expect(put.body.document_photo).toBeNull();
    expect(mediaFiles(mediaDir)).toEqual(files);
  });

  it("keeps other owners' guests out of reach (404 / field error)", async () => {
    const stay = await createGuestStay(ctx);
    const owner = await loggedInOwner(stay.owner);
    const created = await owner.post(URL, {
      checkin_profile: stay.profile.id,
      first_name: 'A',
      last_name: 'B',
      date_of_birth: '1980-05-05',
    });
    const intruder = await loggedInOwner(await createOwner(ctx));
    const post = await intruder.post(URL, {
      checkin_profile: stay.profile.id,
      first_name: 'X',
      last_name: 'Y',
      date_of_birth: '1980-05-05',
    });
    expect(post.status).toBe(400);
    expect(post.body).toEqual(
      fieldBody({
        checkin_profile: [
          'does_not_exist',
          `Invalid pk "${stay.profile.id}" - object does not exist.`,
        ],
      }),
    );
    const put = await intruder.request('PUT', `${URL}${created.body.id}/`, {
      body: { first_name: 'Hacked' },
    });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ detail: 'Not found.', code: 'not_found' });
    const del = await intruder.request('DELETE', `${URL}${created.body.id}/`);
    expect(del.status).toBe(404);
    const unknown = await owner.request('PUT', `${URL}999999/`, { body: { first_name: 'Z' } });
    expect(unknown.status).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, created.body.id));
    expect(row.firstName).toBe('A');
  });

  it('rejects wrong JSON types and a text value for a photo', async () => {
    const stay = await createGuestStay(ctx);
    const c = await loggedInOwner(stay.owner);
    const res = await c.post(URL, {
      checkin_profile: 'abc',
      first_name: 12,
      last_name: 'B',
      date_of_birth: '1980-05-05',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      fieldBody({
        checkin_profile: ['invalid_integer', 'A valid integer is required.'],
        first_name: ['invalid_type', 'Not a valid string.'],
      }),
    );
    const photo = await c.post(URL, {
      checkin_profile: stay.profile.id,
      first_name: 'A',
      last_name: 'B',
      date_of_birth: '1980-05-05',
      document_photo: 'http://evil.example/x.jpg',
    });
    expect(photo.status).toBe(400);
    expect(photo.body).toEqual(
      fieldBody({
        document_photo: [
          'not_a_file',
          'The submitted data was not a file. Check the encoding type on the form.',
        ],
      }),
    );
    expect(await guestRows(stay.profile.id)).toBe(0);
  });
});
