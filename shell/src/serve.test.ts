/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { call, closedPort, startServe, stopServe, type RunningShell } from './testing/shellProcess';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const LOGIN = '<!doctype html><html><body><div id="root"><form>Login</form></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const HASHED = '/main.0123456789.js';

let dist: string;
let shell: RunningShell;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'login.html'), LOGIN);
  // What a production build writes: the file and its gzip and brotli siblings.
  writeFileSync(path.join(dist, HASHED), BUNDLE);
  writeFileSync(path.join(dist, `${HASHED}.gz`), gzipSync(BUNDLE));
  writeFileSync(path.join(dist, `${HASHED}.br`), brotliCompressSync(BUNDLE));
  // A source map an older build left behind.
  writeFileSync(path.join(dist, `${HASHED}.map`), '{"version":3,"sources":["src/index.ts"]}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  shell = await startServe({
    SHELL_DIST: dist,
    API_URL: `http://127.0.0.1:${await closedPort()}`,
    OWNER_REMOTE_URL: 'https://owner.example/mf-manifest.json',
    GUEST_REMOTE_URL: 'https://cdn.example:8443/guest/mf-manifest.json',
  });
});

afterAll(async () => {
  await stopServe(shell);
  rmSync(dist, { recursive: true, force: true });
});

/** The Content-Security-Policy as a map: directive -> sources. */
function policy(header: string | string[] | undefined): Record<string, string[]> {
  const directives = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return Object.fromEntries(directives.map(([name, ...sources]) => [name, sources]));
}

test('/health answers 200 on its own: the API behind it is down here', async () => {
  const res = await call(shell.port, 'GET', '/health');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(res.body.toString())).toEqual({ status: 'ok' });
  const api = await call(shell.port, 'GET', '/api/health/live');
  expect(api.status).toBe(502);
});

test('/config.json comes from the environment and is never cached', async () => {
  const res = await call(shell.port, 'GET', '/config.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(res.body.toString())).toEqual({
    remotes: {
      owner: 'https://owner.example/mf-manifest.json',
      guest: 'https://cdn.example:8443/guest/mf-manifest.json',
    },
  });
});

test.each([
  ['/', INDEX],
  ['/login', LOGIN],
  ['/owners', INDEX],
  ['/guest', INDEX],
  ['/some/deep/route', INDEX],
  ['/index.html', INDEX],
])('SPA fallback: %s serves its page with no-cache', async (route, page) => {
  const res = await call(shell.port, 'GET', route, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body.toString()).toBe(page);
});

test('the HTML may load scripts only from the shell and the remotes, and cannot be framed', async () => {
  const res = await call(shell.port, 'GET', '/owners');
  const csp = policy(res.headers['content-security-policy']);
  const remotes = ['https://owner.example', 'https://cdn.example:8443'];
  expect(csp['script-src']).toEqual(["'self'", ...remotes]);
  expect(csp['connect-src']).toEqual([
    "'self'",
    `ws://127.0.0.1:${shell.port}`,
    `wss://127.0.0.1:${shell.port}`,
    ...remotes,
  ]);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  // styled-components writes <style> elements; document photos are blob: URLs.
  expect(csp['style-src']).toContain("'unsafe-inline'");
  expect(csp['img-src']).toContain('blob:');
  expect(csp['frame-src']).toContain('blob:');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
});

test('a hashed bundle is cached for a year and sent brotli, gzip or plain as accepted', async () => {
  const brotli = await call(shell.port, 'GET', HASHED, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  expect(brotli.body.length).toBeLessThan(BUNDLE.length / 10);
  expect(brotliDecompressSync(brotli.body).toString()).toBe(BUNDLE);

  const gzip = await call(shell.port, 'GET', HASHED, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);

  const plain = await call(shell.port, 'GET', HASHED);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(BUNDLE);
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test.each(['/favicon.svg', '/assets/logo.svg'])(
  'a file without a content hash (%s) is revalidated',
  async (file) => {
    const res = await call(shell.port, 'GET', file);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-cache');
  },
);

test('index.html revalidates with its ETag (304, no body)', async () => {
  const first = await call(shell.port, 'GET', '/login');
  expect(first.headers.etag).toBeTruthy();
  const again = await call(shell.port, 'GET', '/login', {
    headers: { 'If-None-Match': String(first.headers.etag) },
  });
  expect(again.status).toBe(304);
  expect(again.body).toHaveLength(0);
});

test('a missing asset is a 404 and path traversal stays inside dist', async () => {
  const missing = await call(shell.port, 'GET', '/missing.abcdef1234.js');
  expect(missing.status).toBe(404);
  expect(missing.body.toString()).toBe('Not found');
  for (const attempt of [
    '/..%2f..%2fetc%2fpasswd',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
  ]) {
    const res = await call(shell.port, 'GET', attempt);
    expect(res.body.toString()).not.toContain('root:');
  }
});

test('a source map in dist is never served', async () => {
  const encodings: Record<string, string>[] = [{}, { 'Accept-Encoding': 'br, gzip' }];
  for (const encoding of encodings) {
    const res = await call(shell.port, 'GET', `${HASHED}.map`, { headers: encoding });
    expect({ status: res.status, body: res.body.toString() }).toEqual({
      status: 404,
      body: 'Not found',
    });
  }
});

test('other methods than GET and HEAD on a page are refused', async () => {
  const res = await call(shell.port, 'POST', '/login', { body: 'x' });
  expect(res.status).toBe(405);
  expect(res.headers.allow).toBe('GET, HEAD');
});

test('a remote URL that is not http(s) stops the server at start with a clear message', async () => {
  await expect(
    startServe({ SHELL_DIST: dist, OWNER_REMOTE_URL: 'javascript:alert(1)//mf-manifest.json' }),
  ).rejects.toThrow(/owner remote URL must be http\(s\)/);
});

test('/login gets the page with the prerendered form; every other route the empty shell', async () => {
  for (const route of ['/login', '/login/', '/login?next=1']) {
    const res = await call(shell.port, 'GET', route);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(LOGIN);
    expect(policy(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  }
  for (const route of ['/owners', '/guest', '/loginx']) {
    expect((await call(shell.port, 'GET', route)).body.toString()).toBe(INDEX);
  }
});

const MEDIA = ['camera', 'microphone'];

/** The Permissions-Policy as a map: feature -> allowlist. */
function permissions(header: string | string[] | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name),
  );
}

test.each(['/guest', '/owners', '/owners/apartments/3/doors', '/login', '/', '/somewhere'])(
  'the page %s may use the camera and microphone of this origin (the identification call)',
  async (route) => {
    const res = await call(shell.port, 'GET', route);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = permissions(res.headers['permissions-policy']);
    expect(MEDIA.map((feature) => policy[feature])).toEqual(['(self)', '(self)']);
  },
);

test.each(['/config.json', HASHED, '/favicon.svg', '/missing.abcdef1234.js'])(
  '%s, not a page, allows no camera nor microphone',
  async (file) => {
    const policy = permissions((await call(shell.port, 'GET', file)).headers['permissions-policy']);
    expect(MEDIA.map((feature) => policy[feature])).toEqual(['()', '()']);
  },
);

test('no answer of the shell allows geolocation, payment, USB and the other unused features', async () => {
  for (const route of ['/guest', '/owners', '/login', '/config.json']) {
    const policy = permissions(
      (await call(shell.port, 'GET', route)).headers['permissions-policy'],
    );
    for (const feature of ['geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
      expect({ route, feature, allowlist: policy[feature] }).toEqual({
        route,
        feature,
        allowlist: '()',
      });
    }
  }
});

test("the socket of the page's own host is allowed; a Host header cannot add directives", async () => {
  const named = policy(
    (await call(shell.port, 'GET', '/guest', { headers: { Host: 'soglia.example' } })).headers[
      'content-security-policy'
    ],
  );
  expect(named['connect-src']).toEqual(
    expect.arrayContaining(["'self'", 'ws://soglia.example', 'wss://soglia.example']),
  );
  const injected = await call(shell.port, 'GET', '/guest', {
    headers: { Host: 'soglia.example;script-src *' },
  });
  const csp = String(injected.headers['content-security-policy']);
  expect(policy(csp)['script-src']).toEqual([
    "'self'",
    'https://owner.example',
    'https://cdn.example:8443',
  ]);
  expect(policy(csp)['connect-src']).not.toContain('*');
  expect(csp).not.toContain('soglia.example;');
});
