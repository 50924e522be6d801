import http from 'node:http';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AppConfig } from '../src/config';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import {
  guestFields,
  makeMediaDir,
  mediaFiles,
  rawUploadHeaders,
  sendForm,
} from './factories.guests';
import { setupTestApp } from './helper';

const mediaDir = makeMediaDir();
const ctx = setupTestApp({
  media: { dir: mediaDir },
  requestTimeoutMs: 1500,
} as Partial<AppConfig>);
const URL = '/api/guests-registration/';
const BOUNDARY = 'soglia-test-boundary';

/** A 1-bit BMP of width × height: a small file that decodes into many pixels. */
const oneBitBmp = (width: number, height: number): Buffer => {
  const stride = Math.ceil(width / 32) * 4;
  const offset = 54 + 8;
  const buf = Buffer.alloc(offset + stride * height, 0x55);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(offset, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(width, 18);
  buf.writeInt32LE(height, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(1, 28);
  buf.writeUInt32LE(0, 30);
  buf.writeUInt32LE(2, 46);
  buf.set([0, 0, 0, 0, 255, 255, 255, 0], 54);
  return buf;
};

const loggedInGuest = async (guestNumber: number) => {
  const stay = await createGuestStay(ctx, { guestNumber, requireDocumentPhoto: true });
  const c = new TestClient(ctx.baseUrl);
  await c.login(stay.username, stay.password);
  await c.fetchCsrf();
  return { stay, c };
};

/**
 * Starts a multipart upload that announces `size` bytes but sends only its beginning, and
 * answers the response the server gives while the body is still incomplete (or null).
 */
const answerBeforeBody = (c: TestClient, method: string, path: string, size: number) =>
  new Promise<{ status: number; body: unknown } | null>((resolve, reject) => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document_photo"; ` +
        'filename="big.bmp"\r\nContent-Type: image/bmp\r\n\r\n',
    );
    const req = http.request(`${ctx.baseUrl}${path}`, {
      method,
      headers: rawUploadHeaders(c, `multipart/form-data; boundary=${BOUNDARY}`, head.length + size),
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, 1000);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    req.on('error', (err) => (err.message.includes('socket hang up') ? null : reject(err)));
    req.write(head);
    req.write(Buffer.alloc(64 * 1024, 1));
  });

describe('uploads are checked before their body is read', () => {
  it('refuses a guest whose stay is fully registered without reading the file', async () => {
    const { stay, c } = await loggedInGuest(1);
    await ctx.db
      .insert(guestRegistrations)
      .values({ checkinProfileId: stay.profile.id, firstName: 'Anna', lastName: 'Bianchi' });
    const before = mediaFiles(mediaDir);
    const answer = await answerBeforeBody(c, 'POST', URL, 8 * 1024 * 1024);
    expect(answer).toEqual({
      status: 400,
      body: {
        detail: 'All 1 guests of this stay are already registered: no more guests can be added.',
        code: 'guests_complete',
      },
    });
    expect(mediaFiles(mediaDir)).toEqual(before);
  });

  it("refuses an owner's update of another owner's guest without reading the file", async () => {
    const { stay } = await loggedInGuest(2);
    const [guest] = await ctx.db
      .insert(guestRegistrations)
      .values({ checkinProfileId: stay.profile.id, firstName: 'Anna', lastName: 'Bianchi' })
      .returning();
    const { owner } = await loggedInGuest(1).then((g) => ({ owner: g.stay.owner }));
    const other = new TestClient(ctx.baseUrl);
    await other.login(owner.username, owner.password);
    await other.fetchCsrf();
    const answer = await answerBeforeBody(other, 'PUT', `${URL}${guest.id}/`, 8 * 1024 * 1024);
    expect(answer).toEqual({ status: 404, body: { detail: 'Not found.', code: 'not_found' } });
  });
});

describe('upload costs', () => {
  it('decodes a large BMP off the main thread', async () => {
    const { c } = await loggedInGuest(3);
    const bmp = oneBitBmp(4000, 4000); // 2 MB on the wire, 16 Mpx decoded
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const res = await sendForm(c, 'POST', URL, {
      ...guestFields({ document_type: 'passport' }),
      document_photo: { data: bmp, filename: 'scan.bmp', type: 'image/bmp' },
    });
    const took = performance.now() - started;
    delay.disable();
    expect(res.status).toBe(201);
    // The API shares this process. A synchronous decode would be one stall covering most of the
    // request; off the main thread the longest stall is a small part of it. Measured as a share
    // of the request, so a busy machine slows both alike.
    expect(delay.max / 1e6 / took).toBeLessThan(0.4);
  }, 60_000);

  it('closes an upload that trickles in slower than the request timeout', async () => {
    const { c } = await loggedInGuest(3);
    const { port } = new globalThis.URL(ctx.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((ok) => socket.once('connect', ok));
    // The server may reset the connection while a byte is on its way: 'close' follows either way.
    socket.on('error', () => undefined);
    const started = Date.now();
    socket.write(
      [
        `POST ${URL} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Authorization: Token ${c.token}`,
        `Cookie: csrftoken=${c.csrfToken}`,
        `X-CSRFToken: ${c.csrfToken}`,
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length: 1000000',
        '',
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\n`,
      ].join('\r\n'),
    );
    const drip = setInterval(() => socket.write('a'), 200);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closedAfter = await new Promise<number>((resolve) => {
      socket.once('close', () => resolve(Date.now() - started));
      setTimeout(() => resolve(-1), 8000);
    });
    clearInterval(drip);
    socket.destroy();
    expect(closedAfter).toBeGreaterThan(0);
    expect(closedAfter).toBeLessThan(4000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  }, 15_000);
});
