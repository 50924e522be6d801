/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { call, closedPort, startServe, stopServe, type RunningShell } from './testing/shellProcess';

// /sw.js as the build writes it (worker-settings.cjs' placeholders) and the guest page's web app
// manifest (docs/adr/0032-guest-offline-service-worker.md).
const INDEX = '<!doctype html><html><head><title>Soglia</title></head><body></body></html>';
const WORKER = [
  'const settings = JSON.parse("__SOGLIA_WORKER_SETTINGS__");',
  `const list = [{"revision":"__SOGLIA_PAGE_REVISION__","url":"/guest"}];`,
  `self.settings = settings; self.list = list; // ${'x'.repeat(2000)}`,
].join('\n');
const GUEST_MANIFEST = `https://cdn.example/guest/mf-manifest.json?a='b'`;

let dist: string;
let shell: RunningShell;

async function startWith(guestManifest: string): Promise<RunningShell> {
  return startServe({
    SHELL_DIST: dist,
    API_URL: `http://127.0.0.1:${await closedPort()}`,
    OWNER_REMOTE_URL: 'https://owner.example/mf-manifest.json',
    GUEST_REMOTE_URL: guestManifest,
  });
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-worker-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'sw.js'), WORKER);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Soglia"}');
  shell = await startWith(GUEST_MANIFEST);
});

afterAll(async () => {
  await stopServe(shell);
  rmSync(dist, { recursive: true, force: true });
});

/** What the served worker sets: its settings and its precache list. */
function run(source: string) {
  const self: { settings?: unknown; list?: { revision: string; url: string }[] } = {};
  new Function('self', source)(self);
  return self;
}

test("/sw.js carries the guest remote's URL and the page's revision, never cached as it is", async () => {
  const res = await call(shell.port, 'GET', '/sw.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-encoding']).toBe('br');
  // A worker's own fetches follow the policy it was served with.
  expect(res.headers['content-security-policy']).toMatch(
    /connect-src 'self'[^;]* https:\/\/cdn\.example/,
  );
  const { settings, list } = run(brotliDecompressSync(res.body).toString());
  expect(settings).toEqual({ guestManifest: GUEST_MANIFEST });
  expect(list).toEqual([{ revision: expect.stringMatching(/^[0-9a-f]{32}$/), url: '/guest' }]);

  const plain = await call(shell.port, 'GET', '/sw.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(run(plain.body.toString()).list).toEqual(list);
});

test('another guest remote is another revision of the page: the browsers install the worker again', async () => {
  const before = run((await call(shell.port, 'GET', '/sw.js')).body.toString()).list;
  const other = await startWith('https://cdn2.example/guest/mf-manifest.json');
  try {
    const after = run((await call(other.port, 'GET', '/sw.js')).body.toString()).list;
    expect(after?.[0].revision).not.toBe(before?.[0].revision);
  } finally {
    await stopServe(other);
  }
});

test('the guest page links the web app manifest; the console and the login do not', async () => {
  for (const [route, linked] of [
    ['/guest', true],
    ['/guest/', true],
    ['/owners', false],
    ['/owners/stays', false],
  ] as const) {
    const page = (await call(shell.port, 'GET', route)).body.toString();
    expect([route, page.includes('<link rel="manifest" href="/manifest.webmanifest">')]).toEqual([
      route,
      linked,
    ]);
  }
  const signedIn = await call(shell.port, 'GET', '/guest', { headers: { Cookie: 'signed_in=1' } });
  expect(signedIn.body.toString()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const manifest = await call(shell.port, 'GET', '/manifest.webmanifest');
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers['cache-control']).toBe('no-cache');
});

test('the pages may register only a worker and a manifest of their own origin', async () => {
  const csp = String((await call(shell.port, 'GET', '/guest')).headers['content-security-policy']);
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
});
