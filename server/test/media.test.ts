import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createGuestsService } from '../src/guests/guests.service';
import { decoderOf } from '../src/media/decoder';
import { createLocalMediaStore } from '../src/media/media.store';
import { createGuestStay } from './factories';
import {
  guestFields,
  hasGpsPointer,
  HTML_AS_JPG,
  makeBmp,
  makeImage,
  makeJpegWithGps,
  makePdf,
  mediaFiles,
  sendForm,
  sendRaw,
  setupGuestsApp,
} from './factories.guests';
import { fieldBody } from './api-client';

const MAX = 256 * 1024;
const { ctx, mediaDir, client, guestRows, photoGuest, fetchPhoto, URL } = setupGuestsApp({
  maxFileBytes: MAX,
});

// Serving, permissions and what is left after a failed upload, for each store: media.stores.test.ts.

describe('document photos: content checks and re-encoding', () => {
  it('strips EXIF/GPS and applies the orientation', async () => {
    const { stay, c } = await photoGuest();
    const original = await makeJpegWithGps();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data: original, filename: 'holiday.jpg' },
    });
    expect(res.status).toBe(201);
    const owner = client();
    await owner.login(stay.owner.username, stay.owner.password);
    const photo = await fetchPhoto(res.body.document_photo, owner.token);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(await photo.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(hasGpsPointer(meta.exif)).toBe(false);
    expect(stored.includes('SpyCam')).toBe(false);
    expect(stored.includes('secret-location')).toBe(false);
    expect([meta.width, meta.height]).toEqual([10, 30]);
  });

  it('stores BMP and GIF as PNG and a PDF as the parser rewrote it', async () => {
    const { stay, c } = await photoGuest();
    const bmp = await sendForm(c, 'POST', URL, {
      ...guestFields(),
      document_photo: { data: makeBmp(3, 2), filename: 'scan.bmp', type: 'image/bmp' },
      document_photo_back: { data: await makeImage('gif'), filename: 'b.gif', type: 'image/gif' },
    });
    expect(bmp.status).toBe(201);
    const pdf = makePdf();
    const pdfRes = await sendForm(c, 'POST', URL, {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data: pdf, filename: 'passport.pdf', type: 'application/pdf' },
    });
    expect(pdfRes.status).toBe(201);

    const front = await fetchPhoto(bmp.body.document_photo, c.token);
    expect(front.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await front.arrayBuffer());
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3, 2]);
    expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]);
    const back = await fetchPhoto(bmp.body.document_photo_back, c.token);
    expect(back.headers.get('content-type')).toBe('image/png');

    const stored = await fetchPhoto(pdfRes.body.document_photo, c.token);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    const copy = await PDFDocument.load(Buffer.from(await stored.arrayBuffer()));
    expect(copy.getPageCount()).toBe(1);
    expect(stay.profile.id).toBeGreaterThan(0);
  });

  it.each([
    [
      'an .html renamed .jpg',
      HTML_AS_JPG,
      'Invalid format. Upload a JPEG, PNG, BMP or GIF image, or a PDF.',
      'invalid_file',
    ],
    [
      'plain text',
      Buffer.from('hello'),
      'Invalid format. Upload a JPEG, PNG, BMP or GIF image, or a PDF.',
      'invalid_file',
    ],
    [
      'a truncated JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]),
      'Invalid format. The file is not a readable image.',
      'invalid_file',
    ],
    [
      'a PDF without structure',
      Buffer.from('%PDF-1.4\nnothing'),
      'Invalid format. The file is not a valid PDF.',
      'invalid_file',
    ],
    [
      'a PDF with JavaScript',
      Buffer.from(
        makePdf()
          .toString('latin1')
          .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (x) >>'),
        'latin1',
      ),
      'Invalid format. PDFs with scripts, actions or attachments are not accepted.',
      'invalid_file',
    ],
    ['an empty file', Buffer.alloc(0), 'The submitted file is empty.', 'empty_file'],
  ] as const)('rejects %s', async (_label, data, message, code) => {
    const { stay, c } = await photoGuest();
    const files = mediaFiles(mediaDir);
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data, filename: 'photo.jpg' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldBody({ document_photo: [code, message] }));
    expect(await guestRows(stay.profile.id)).toBe(0);
    expect(mediaFiles(mediaDir)).toEqual(files);
  });

  it('leaves nothing behind when the second file of a request is invalid', async () => {
    const { stay, c } = await photoGuest();
    const files = mediaFiles(mediaDir);
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields(),
      document_photo: { data: await makeImage('jpeg'), filename: 'ok.jpg' },
      document_photo_back: { data: HTML_AS_JPG, filename: 'evil.jpg' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.codes)).toEqual(['document_photo_back']);
    expect(await guestRows(stay.profile.id)).toBe(0);
    expect(mediaFiles(mediaDir)).toEqual(files);
  });

  it('answers 413 for a file over the limit', async () => {
    const { stay, c } = await photoGuest();
    const files = mediaFiles(mediaDir);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX + 10, 7)]);
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data: big, filename: 'huge.jpg' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      document_photo: ['The file is too large. The maximum size is 256 KB.'],
      codes: { document_photo: ['file_too_large'] },
    });
    expect(await guestRows(stay.profile.id)).toBe(0);
    expect(mediaFiles(mediaDir)).toEqual(files);
  });

  it('answers 400 for malformed multipart bodies', async () => {
    const { stay, c } = await photoGuest();
    const noBoundary = await sendRaw(c, URL, 'multipart/form-data', 'garbage');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.detail).toMatch(/^Malformed multipart body/);
    const truncated = await sendRaw(
      c,
      URL,
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAnna',
    );
    expect(truncated.status).toBe(400);
    expect(truncated.body.detail).toMatch(/^Malformed multipart body/);
    expect(await guestRows(stay.profile.id)).toBe(0);
  });

  it('writes no row when a file cannot be written', async () => {
    const stay = await createGuestStay(ctx, { requireDocumentPhoto: true });
    const blocker = path.join(mediaDir, 'not-a-directory');
    fs.writeFileSync(blocker, 'x');
    const service = createGuestsService({
      db: ctx.db,
      store: createLocalMediaStore(blocker),
      decoder: decoderOf(ctx.config),
      decodeTimeoutMs: 20_000,
    });
    const actor = { kind: 'guest' as const, ownerId: stay.owner.id, profileId: stay.profile.id };
    await expect(
      service.create(
        actor,
        { first_name: 'A', last_name: 'B' },
        {
          document_photo: await makeImage('jpeg'),
          document_photo_back: await makeImage('png'),
        },
      ),
    ).rejects.toThrow();
    expect(await guestRows(stay.profile.id)).toBe(0);
  });
});
