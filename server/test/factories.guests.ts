import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { guestRegistrations } from '../src/db/tables/guests.table';
import type { MediaConfig } from '../src/media/media.config';
import { TestClient, type ApiResponse } from './api-client';
import { createGuestStay } from './factories';
import { setupTestApp } from './helper';
import { setupMediaBackend, type MediaStoreKind } from './media-backends';

/** A small real image made with sharp. */
export const makeImage = (
  format: 'jpeg' | 'png' | 'gif',
  { width = 24, height = 16 }: { width?: number; height?: number } = {},
): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG carrying EXIF GPS coordinates, a camera comment and orientation 6 (rotate 90°). */
export const makeJpegWithGps = (): Promise<Buffer> =>
  sharp({ create: { width: 30, height: 10, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', ImageDescription: 'secret-location' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 53/1 2400/100', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The EXIF block holds a GPS IFD pointer (tag 0x8825). */
export const hasGpsPointer = (exif: Buffer | undefined): boolean =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** An uncompressed 24-bit BMP, bottom-up, `width` x `height`, one colour. */
export const makeBmp = (width = 3, height = 2): Buffer => {
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const buf = Buffer.alloc(54 + stride * height);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(width, 18);
  buf.writeInt32LE(height, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      buf.set([255, 0, 0], 54 + y * stride + x * 3); // BGR: blue
    }
  }
  return buf;
};

export const makePdf = (): Buffer =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

export const HTML_AS_JPG = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

export const makeMediaDir = (): string =>
  fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-media-test-'));

/** The stored files (including temp files) of a media directory. */
export const mediaFiles = (dir: string): string[] => {
  try {
    return fs.readdirSync(path.join(dir, 'guests')).sort();
  } catch {
    return [];
  }
};

/** The headers of an upload sent with node:http, for tests that write its body piece by piece. */
export const rawUploadHeaders = (c: TestClient, contentType: string, length: number) => ({
  authorization: `Token ${c.token}`,
  cookie: `csrftoken=${c.csrfToken}`,
  'x-csrftoken': c.csrfToken!,
  'x-forwarded-for': c.ip,
  'content-type': contentType,
  'content-length': String(length),
});

export interface FormFile {
  data: Buffer;
  filename: string;
  type?: string;
}

/** Sends multipart/form-data like the browser client (CSRF + token). */
export const sendForm = async (
  c: TestClient,
  method: 'POST' | 'PUT',
  urlPath: string,
  fields: Record<string, string | FormFile>,
): Promise<ApiResponse> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else
      form.append(
        key,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'image/jpeg' }),
        value.filename,
      );
  }
  const csrf = c.csrfToken ?? (await c.fetchCsrf());
  const headers: Record<string, string> = {
    'x-forwarded-for': c.ip,
    'x-csrftoken': csrf,
    cookie: `csrftoken=${csrf}`,
  };
  if (c.token) headers.authorization = `Token ${c.token}`;
  const res = await fetch(`${c.baseUrl}${urlPath}`, { method, headers, body: form });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
};

/** Sends a raw body with a given content type (for malformed multipart). */
export const sendRaw = async (
  c: TestClient,
  urlPath: string,
  contentType: string,
  body: Buffer | string,
): Promise<ApiResponse> => {
  const csrf = c.csrfToken ?? (await c.fetchCsrf());
  const res = await fetch(`${c.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': c.ip,
      'x-csrftoken': csrf,
      cookie: `csrftoken=${csrf}`,
      'content-type': contentType,
      ...(c.token ? { authorization: `Token ${c.token}` } : {}),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
};

export const guestFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  first_name: 'Anna',
  last_name: 'Bianchi',
  citizenship: 'Italia',
  place_of_birth: 'Roma',
  date_of_birth: '1990-04-12',
  gender: 'F',
  place_of_issue: 'Roma',
  document_type: 'identity card',
  document_number: 'CA12345AB',
  ...overrides,
});

/**
 * The app of a guest-registration test file, with a private media folder (or, for `s3`, a bucket
 * of an s3rver started for it): a client factory, the registration URL and a count of a
 * profile's guest rows. Call it at the top of a file or of a describe block.
 */
export const setupGuestsApp = (
  media: Partial<MediaConfig> = {},
  kind: MediaStoreKind = 'local',
) => {
  const backend = setupMediaBackend(kind);
  const mediaDir = backend.dir;
  const ctx = setupTestApp(() => backend.config(media));
  const client = () => new TestClient(ctx.baseUrl);
  const guestRows = async (profileId: number) =>
    Number(
      (
        await ctx.db
          .select({ n: count() })
          .from(guestRegistrations)
          .where(eq(guestRegistrations.checkinProfileId, profileId))
      )[0].n,
    );
  /** A stay that asks for forms and photos, and its guest signed in. */
  const photoGuest = async (guestNumber = 3) => {
    const stay = await createGuestStay(ctx, {
      requireRegistrationForm: true,
      requireDocumentPhoto: true,
      guestNumber,
    });
    const c = client();
    await c.login(stay.username, stay.password);
    return { stay, c };
  };
  /** A stored photo's URL as a browser with that token (or none) would fetch it. */
  const fetchPhoto = (urlPath: string, token: string | null) =>
    fetch(`${ctx.baseUrl}${urlPath}`, {
      headers: token ? { authorization: `Token ${token}` } : {},
    });
  return {
    ctx,
    mediaDir,
    backend,
    client,
    guestRows,
    photoGuest,
    fetchPhoto,
    URL: '/api/guests-registration/',
  };
};
