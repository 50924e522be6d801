/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import * as contract from '@soglia/api-client/contract';
import { remoteContract } from '../../build/remote-contract.cjs';
import {
  call,
  closedPort,
  startRecorder,
  startServe,
  stopServe,
  type RunningShell,
} from './testing/shellProcess';

// The area pages carry the remote URLs and preloads of what the area's first screen needs
// (shell/server/page-hints.mjs), read from the remote's real manifest format and the
// contract.json its build writes.
const INDEX =
  '<!doctype html><html><head><title>Soglia</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';
const AREA_CHUNK = 'area.abcdef0123.js';

const guestManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [
    { name: 'react', assets: { js: { sync: ['696.0000000001.js'] } } },
    { name: '@soglia/api-client/http', assets: { js: { sync: ['171.0000000002.js'] } } },
    { name: 'react-intl', assets: { js: { sync: ['638.0000000003.js'] } } },
  ],
  exposes: [
    {
      path: './App',
      assets: {
        js: {
          sync: ['620.0000000004.js', '__federation_expose_App.0000000005.js'],
          async: [
            'i18n-it.0000000006.js',
            'i18n-en.0000000007.js',
            'keys-checkin.0000000008.js',
            'keys-i18n-it.0000000009.js',
            'keys-i18n-en.0000000010.js',
          ],
        },
      },
    },
  ],
};

// The guest's named chunks as its build writes them (two of the five languages).
const guestChunks: Record<string, string> = {
  'i18n-it': 'i18n-it.0000000006.js',
  'i18n-en': 'i18n-en.0000000007.js',
  'keys-checkin': 'keys-checkin.0000000008.js',
  'keys-i18n-it': 'keys-i18n-it.0000000009.js',
  'keys-i18n-en': 'keys-i18n-en.0000000010.js',
};
const guestContract = remoteContract('guest', contract, (chunk) =>
  guestChunks[chunk] ? [guestChunks[chunk]] : null,
).contract;

let dist: string;
let shell: RunningShell;
let remote: Awaited<ReturnType<typeof startRecorder>>;
let guestBase: string;

beforeAll(async () => {
  remote = await startRecorder((req, res) => {
    const file = {
      '/guest/mf-manifest.json': guestManifest,
      '/guest/contract.json': guestContract,
    }[req.url ?? ''];
    if (file) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(file));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  guestBase = `http://127.0.0.1:${remote.port}/guest/`;
  dist = mkdtempSync(path.join(tmpdir(), 'shell-hints-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, AREA_CHUNK), 'void 0;');
  shell = await startServe({
    SHELL_DIST: dist,
    API_URL: `http://127.0.0.1:${await closedPort()}`,
    OWNER_REMOTE_URL: `http://127.0.0.1:${await closedPort()}/mf-manifest.json`,
    GUEST_REMOTE_URL: `${guestBase}mf-manifest.json`,
  });
});

afterAll(async () => {
  await stopServe(shell);
  await remote.close();
  rmSync(dist, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="(\w+)"( crossorigin)?( fetchpriority="low")? href="([^"]+)">/g,
    ),
  ].map(
    ([, as, cors, low, href]) =>
      `${as}${cors ? ' cors' : ''}${low ? ' low' : ''} ${href.replace(guestBase, 'guest:')}`,
  );

async function page(route: string, cookie?: string) {
  const res = await call(shell.port, 'GET', route, {
    headers: { 'Accept-Encoding': 'br', ...(cookie ? { Cookie: cookie } : {}) },
  });
  const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
  return { res, html: body.toString() };
}

test("a signed-in guest's page preloads the area, the remote's first files and its language", async () => {
  const { res, html } = await page('/guest', 'signed_in=1; language=en; privacy_consent=accepted');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toMatch(/Cookie/);
  expect(preloads(html)).toEqual([
    `script /${AREA_CHUNK}`,
    'fetch cors guest:mf-manifest.json',
    'script guest:remoteEntry.js',
    'script guest:620.0000000004.js',
    'script guest:__federation_expose_App.0000000005.js',
    // react and api-client's state come from the shell; react-intl only from the remote.
    'script guest:638.0000000003.js',
    'script guest:i18n-en.0000000007.js',
    // The doors and check-in forms below the stay card: after all of the above.
    'script low guest:keys-checkin.0000000008.js',
    'script low guest:keys-i18n-en.0000000010.js',
  ]);
  const config = /<script type="application\/json" id="soglia-config">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(config![1]).remotes.guest).toBe(`${guestBase}mf-manifest.json`);
});

test('a guest who has not chosen a language yet gets neither a catalogue nor the doors chunk', async () => {
  const { html } = await page('/guest', 'signed_in=1');
  const hinted = preloads(html);
  expect(hinted).toContain('script guest:remoteEntry.js');
  expect(hinted.filter((hint) => /i18n-|keys-/.test(hint))).toEqual([]);
});

test('without the signed-in hint the page only carries the config (the app sends the visitor to /login)', async () => {
  const { html } = await page('/guest', 'language=en');
  expect(preloads(html)).toEqual([]);
  // A token cookie (written by older versions) is no longer what the server goes by.
  const legacy = await page('/guest', 'token=abc; language=en');
  expect(preloads(legacy.html)).toEqual([]);
  expect(html).toContain('id="soglia-config"');
});

test('a remote whose manifest cannot be read gets no hints, and the page still works', async () => {
  const { res, html } = await page('/owners/stays', 'signed_in=1');
  expect(res.status).toBe(200);
  expect(preloads(html)).toEqual([`script /${AREA_CHUNK}`, expect.stringMatching(/^fetch cors /)]);
  expect(html).toContain('<div id="root"></div>');
});
