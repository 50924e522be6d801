import http from 'node:http';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { createGuestStay } from './factories';
import {
  guestFields,
  makePdf,
  mediaFiles,
  rawUploadHeaders,
  sendForm,
  setupGuestsApp,
} from './factories.guests';
import { buildPdf } from './factories.pdf';
import { fieldBody } from './api-client';

// One decoding thread, as on a small machine: a file that hogs it would stall every other upload.
const { ctx, mediaDir, client, guestRows, URL } = setupGuestsApp({ decodeThreads: 1 });
const INFLATED = 'Invalid format. The PDF expands to more than 40 MB once decompressed.';

/** 120 streams of 64 MB of zeros: a 7.8 MB file that inflates to 7.5 GB. */
const inflatingPdf = (() => {
  let pdf: Buffer | null = null;
  return () => {
    if (!pdf) {
      const data = zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024));
      pdf = buildPdf({
        extra: Array.from({ length: 120 }, () => ({ dict: '/Filter /FlateDecode', data })),
      });
    }
    return pdf;
  };
})();

/** A clean PDF of 30 000 small objects: a second or more to parse and rewrite. */
const slowPdf = () =>
  buildPdf({
    extra: Array.from({ length: 30_000 }, (_, i) => `<< /K ${i} /V (valore ${i}) >>`),
  });

const guest = async () => {
  const stay = await createGuestStay(ctx, { requireDocumentPhoto: true, guestNumber: 2 });
  const c = client();
  await c.login(stay.username, stay.password);
  await c.fetchCsrf();
  return { stay, c };
};

const uploadPdf = async (data: Buffer) => {
  const { stay, c } = await guest();
  const res = await sendForm(c, 'POST', URL, {
    ...guestFields({ document_type: 'passport' }),
    document_photo: { data, filename: 'passport.pdf', type: 'application/pdf' },
  });
  return { res, stay };
};

/** Sends a whole multipart upload, then goes away `afterMs` later without reading an answer. */
const uploadAndLeave = async (data: Buffer, afterMs: number) => {
  const { stay, c } = await guest();
  const form = new FormData();
  for (const [key, value] of Object.entries(guestFields({ document_type: 'passport' }))) {
    form.append(key, value);
  }
  form.append('document_photo', new Blob([new Uint8Array(data)]), 'passport.pdf');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  await new Promise<void>((resolve) => {
    const req = http.request(`${ctx.baseUrl}${URL}`, {
      method: 'POST',
      headers: rawUploadHeaders(c, encoded.headers.get('content-type')!, body.length),
    });
    req.on('error', () => {});
    req.on('response', () => {
      throw new Error('the server answered before the client left');
    });
    req.end(body, () =>
      setTimeout(() => {
        req.destroy();
        resolve();
      }, afterMs),
    );
  });
  return stay;
};

describe('PDF decoding is bounded', () => {
  it('refuses a PDF that inflates past the limit, without storing anything', async () => {
    const before = mediaFiles(mediaDir);
    const { res, stay } = await uploadPdf(inflatingPdf());
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldBody({ document_photo: ['invalid_file', INFLATED] }));
    expect(await guestRows(stay.profile.id)).toBe(0);
    expect(mediaFiles(mediaDir)).toEqual(before);
  }, 30_000);

  it('answers a normal PDF sent right after three hostile ones', async () => {
    const hostile = [1, 2, 3].map(() => uploadPdf(inflatingPdf()));
    const normal = uploadPdf(makePdf());
    for (const { res } of await Promise.all(hostile)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fieldBody({ document_photo: ['invalid_file', INFLATED] }));
    }
    expect((await normal).res.status).toBe(201);
  }, 30_000);

  it('stores nothing for a client that left before its answer', async () => {
    const before = new Set(mediaFiles(mediaDir));
    const left = await uploadAndLeave(slowPdf(), 200);
    // Queued behind the one that left on the single decoding thread: once this is answered,
    // the other has finished too.
    const { res, stay } = await uploadPdf(makePdf());
    expect(res.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await guestRows(left.profile.id)).toBe(0);
    const [row] = await ctx.db
      .select({ front: guestRegistrations.documentPhoto })
      .from(guestRegistrations)
      .where(eq(guestRegistrations.checkinProfileId, stay.profile.id));
    expect(mediaFiles(mediaDir).filter((name) => !before.has(name))).toEqual([row.front]);
  }, 30_000);
});
