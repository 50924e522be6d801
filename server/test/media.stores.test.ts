import http from 'node:http';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { createGuestsService } from '../src/guests/guests.service';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { decoderOf } from '../src/media/decoder';
import { mediaStoreOf, type MediaStore } from '../src/media/media.store';
import { createGuestStay, createOwner } from './factories';
import {
  guestFields,
  makeImage,
  rawUploadHeaders,
  sendForm,
  setupGuestsApp,
} from './factories.guests';
import { MEDIA_STORE_KINDS } from './media-backends';

// What depends on where files are kept, run against each store: the local folder and an S3
// bucket (s3rver, a real S3-protocol server, started by the test).
describe.each(MEDIA_STORE_KINDS)('document photos in the %s store', (kind) => {
  const { ctx, backend, client, guestRows, photoGuest, fetchPhoto, URL } = setupGuestsApp({}, kind);

  const rowOf = async (id: number) =>
    (await ctx.db.select().from(guestRegistrations).where(eq(guestRegistrations.id, id)))[0];

  /** A guest registered with a PNG front photo, and the stay's owner logged in. */
  const registered = async () => {
    const { stay, c } = await photoGuest();
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data: await makeImage('png'), filename: 'p.png', type: 'image/png' },
    });
    expect(res.status).toBe(201);
    const owner = client();
    await owner.login(stay.owner.username, stay.owner.password);
    return { stay, guest: c, owner, created: res.body, row: await rowOf(res.body.id) };
  };

  describe('GET /api/media/guests/{id}/{side}/', () => {
    it('streams the stored file to the owning owner with private, non-sniffable headers', async () => {
      const { owner, created, row } = await registered();
      expect(await backend.names()).toContain(row.documentPhoto);
      const res = await fetchPhoto(created.document_photo, owner.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(
        `inline; filename="guest-${created.id}-front.png"`,
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect((await sharp(bytes).metadata()).format).toBe('png');
    });

    it('serves the guest who uploaded it the same bytes', async () => {
      const { guest, owner, created } = await registered();
      const asGuest = await fetchPhoto(created.document_photo, guest.token);
      expect(asGuest.status).toBe(200);
      const asOwner = await fetchPhoto(created.document_photo, owner.token);
      expect(Buffer.from(await asGuest.arrayBuffer())).toEqual(
        Buffer.from(await asOwner.arrayBuffer()),
      );
    });

    it('hides it from everyone else', async () => {
      const { created } = await registered();
      const otherOwner = client();
      const someone = await createOwner(ctx);
      await otherOwner.login(someone.username, someone.password);
      const other = await photoGuest();
      const asOwner = await fetchPhoto(created.document_photo, otherOwner.token);
      expect(asOwner.status).toBe(404);
      expect(await asOwner.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect((await fetchPhoto(created.document_photo, other.c.token)).status).toBe(404);
      expect((await fetchPhoto(created.document_photo, null)).status).toBe(401);
    });

    it('answers 404 for a missing side, an unknown guest, a file gone or a bad path', async () => {
      const { owner, created, row } = await registered();
      const get = (urlPath: string) => fetchPhoto(urlPath, owner.token);
      expect((await get(`/api/media/guests/${created.id}/back/`)).status).toBe(404);
      expect((await get('/api/media/guests/999999/front/')).status).toBe(404);
      expect((await get(`/api/media/guests/${created.id}/side/`)).status).toBe(404);
      expect((await get('/api/media/guests/..%2F..%2Fetc/front/')).status).toBe(404);
      await backend.store().remove([row.documentPhoto]);
      expect((await get(created.document_photo)).status).toBe(404);
    });
  });

  describe('removing photos', () => {
    it('a replaced photo and a deleted guest take their files with them', async () => {
      const { owner, created, row } = await registered();
      const replaced = await sendForm(owner, 'PUT', `${URL}${created.id}/`, {
        document_photo: { data: await makeImage('jpeg'), filename: 'new.jpg' },
      });
      expect(replaced.status).toBe(200);
      const after = await rowOf(created.id);
      expect(after.documentPhoto).not.toBe(row.documentPhoto);
      let names = await backend.names();
      expect(names).toContain(after.documentPhoto);
      expect(names).not.toContain(row.documentPhoto);

      expect((await owner.request('DELETE', `${URL}${created.id}/`)).status).toBe(204);
      names = await backend.names();
      expect(names).not.toContain(after.documentPhoto);
    });

    it('deleting the stay removes its photos', async () => {
      const { stay, owner, row } = await registered();
      const res = await owner.request('DELETE', `/api/register/checkin/${stay.profile.id}/`);
      expect(res.status).toBe(204);
      expect(await backend.names()).not.toContain(row.documentPhoto);
    });
  });

  describe('an upload that does not finish leaves no file', () => {
    it('when two requests race for the last guest slot (the loser stored its file first)', async () => {
      const { stay, c } = await photoGuest(1);
      const before = await backend.names();
      const send = async () =>
        sendForm(c, 'POST', URL, {
          ...guestFields({ document_type: 'passport' }),
          document_photo: { data: await makeImage('jpeg'), filename: 'a.jpg' },
        });
      const results = await Promise.all([send(), send()]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(await guestRows(stay.profile.id)).toBe(1);
      const [row] = await ctx.db
        .select()
        .from(guestRegistrations)
        .where(eq(guestRegistrations.checkinProfileId, stay.profile.id));
      const added = (await backend.names()).filter((name) => !before.includes(name));
      expect(added).toEqual([row.documentPhoto]);
    });

    it('when the client goes away in the middle of its body', async () => {
      const { stay, c } = await photoGuest();
      const before = await backend.names();
      const form = new FormData();
      for (const [key, value] of Object.entries(guestFields({ document_type: 'passport' }))) {
        form.append(key, value);
      }
      form.append('document_photo', new Blob([new Uint8Array(await makeImage('png'))]), 'p.png');
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      await new Promise<void>((resolve) => {
        const req = http.request(`${ctx.baseUrl}${URL}`, {
          method: 'POST',
          headers: rawUploadHeaders(c, encoded.headers.get('content-type')!, body.length),
        });
        req.on('error', () => {});
        req.write(body.subarray(0, body.length - 200), () =>
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 100),
        );
      });
      // The same guest's next upload is answered: the server has dealt with the one that left.
      const next = await sendForm(c, 'POST', URL, {
        ...guestFields({ document_type: 'passport' }),
        document_photo: { data: await makeImage('png'), filename: 'p.png', type: 'image/png' },
      });
      expect(next.status).toBe(201);
      expect(await guestRows(stay.profile.id)).toBe(1);
      const added = (await backend.names()).filter((name) => !before.includes(name));
      expect(added).toEqual([(await rowOf(next.body.id)).documentPhoto]);
    });

    /** The guests service over the app's store, with `afterSave` run once each file is stored. */
    const serviceWith = (afterSave: () => Promise<void>) => {
      const store = mediaStoreOf(ctx.config);
      const watched: MediaStore = {
        ...store,
        save: async (file) => {
          const name = await store.save(file);
          await afterSave();
          return name;
        },
      };
      return createGuestsService({
        db: ctx.db,
        store: watched,
        decoder: decoderOf(ctx.config),
        decodeTimeoutMs: 20_000,
      });
    };

    it('when the client went away after its files were stored (the row is rolled back)', async () => {
      const stay = await createGuestStay(ctx, { requireDocumentPhoto: true });
      const before = await backend.names();
      const abandoned = new AbortController();
      const service = serviceWith(async () => abandoned.abort());
      const actor = { kind: 'guest' as const, ownerId: stay.owner.id, profileId: stay.profile.id };
      await expect(
        service.create(
          actor,
          { first_name: 'A', last_name: 'B', document_type: 'passport' },
          { document_photo: await makeImage('jpeg') },
          abandoned.signal,
        ),
      ).rejects.toThrow('The client closed the request before its answer.');
      expect(await guestRows(stay.profile.id)).toBe(0);
      expect(await backend.names()).toEqual(before);
    });

    it('when the row cannot be written after the files were stored', async () => {
      const stay = await createGuestStay(ctx, { requireDocumentPhoto: true });
      const before = await backend.names();
      // The stay is deleted while the files are being stored: the insert finds no stay.
      const service = serviceWith(async () => {
        await ctx.db.delete(checkinProfiles).where(eq(checkinProfiles.id, stay.profile.id));
      });
      const actor = { kind: 'guest' as const, ownerId: stay.owner.id, profileId: stay.profile.id };
      await expect(
        service.create(
          actor,
          { first_name: 'A', last_name: 'B', document_type: 'passport' },
          { document_photo: await makeImage('jpeg'), document_photo_back: await makeImage('png') },
        ),
      ).rejects.toThrow('Not found.');
      expect(await backend.names()).toEqual(before);
    });
  });
});
