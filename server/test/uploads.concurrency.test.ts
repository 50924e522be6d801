import http from 'node:http';
import { createGuestStay } from './factories';
import {
  guestFields,
  makeImage,
  mediaFiles,
  rawUploadHeaders,
  sendForm,
  setupGuestsApp,
} from './factories.guests';

const { ctx, mediaDir, client, guestRows, URL } = setupGuestsApp({ maxConcurrentUploads: 2 });
const BOUNDARY = 'soglia-concurrency-boundary';
const BUSY = 'Too many uploads are being checked right now. Please try again in a few seconds.';

const guest = async () => {
  const stay = await createGuestStay(ctx, { requireDocumentPhoto: true, guestNumber: 2 });
  const c = client();
  await c.login(stay.username, stay.password);
  await c.fetchCsrf();
  return { stay, c };
};

/** An upload that announces 5 MB and sends only its first bytes: it stays in progress. */
const stalledUpload = async () => {
  const { c } = await guest();
  const req = http.request(`${ctx.baseUrl}${URL}`, {
    method: 'POST',
    headers: rawUploadHeaders(c, `multipart/form-data; boundary=${BOUNDARY}`, 5 * 1024 * 1024),
  });
  req.on('error', () => {});
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document_photo"; ` +
      'filename="scan.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
  );
  req.write(Buffer.alloc(64 * 1024, 1));
  return req;
};

const uploadPhoto = async () => {
  const { stay, c } = await guest();
  const res = await sendForm(c, 'POST', URL, {
    ...guestFields({ document_type: 'passport' }),
    document_photo: { data: await makeImage('jpeg'), filename: 'passport.jpg' },
  });
  return { res, stay };
};

describe('concurrent uploads are bounded per process', () => {
  it('refuses uploads beyond the bound with 503 and Retry-After, and serves them once places free up', async () => {
    const stalled = [await stalledUpload(), await stalledUpload()];
    // Both have reached the body by the time their first bytes were sent and parsed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = mediaFiles(mediaDir);

    const refused = await Promise.all([uploadPhoto(), uploadPhoto(), uploadPhoto()]);
    for (const { res, stay } of refused) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: BUSY, code: 'uploads_busy' });
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await guestRows(stay.profile.id)).toBe(0);
    }
    expect(mediaFiles(mediaDir)).toEqual(before);

    for (const req of stalled) req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const served = await Promise.all([uploadPhoto(), uploadPhoto()]);
    expect(served.map(({ res }) => res.status)).toEqual([201, 201]);
  }, 30_000);
});
