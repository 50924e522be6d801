// Browser smoke test of the real Module Federation path (run after building shell and guest-app):
// guest/App loads from a static server; a broken owner remote shows the error, and Retry
// really goes back to the network.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createShellServer } from '../serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const guestDist = path.join(root, 'guest-app', 'dist');
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

let profile = 'guest';
const api = http.createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  if (req.url === '/api/user_information/') res.end(JSON.stringify({ profile_type: profile }));
  else if (req.url === '/api/csrf/') res.writeHead(204).end();
  else res.writeHead(404).end(JSON.stringify({ detail: 'Not found.' }));
});
const guest = http.createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  try {
    const body = await readFile(path.join(guestDist, path.basename(req.url.split('?')[0])));
    res.setHeader(
      'Content-Type',
      req.url.includes('.json') ? 'application/json' : 'text/javascript',
    );
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
let ownerHits = 0;
const owner = http.createServer((_req, res) => {
  ownerHits += 1;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.writeHead(503).end('down');
});
const [apiPort, guestPort, ownerPort] = await Promise.all([
  listen(api),
  listen(guest),
  listen(owner),
]);
const shell = createShellServer({
  apiUrl: `http://127.0.0.1:${apiPort}`,
  config: {
    remotes: {
      owner: `http://127.0.0.1:${ownerPort}/mf-manifest.json`,
      guest: `http://127.0.0.1:${guestPort}/mf-manifest.json`,
    },
  },
});
const shellPort = await listen(shell);
const base = `http://localhost:${shellPort}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
let failed = false;
const check = (ok, label) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  if (!ok) failed = true;
};
try {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'language', value: 'en', url: base },
    { name: 'privacy_consent', value: 'accepted', url: base },
  ]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/login`);
  await page.evaluate(() => localStorage.setItem('token', 'smoke-token'));

  await page.goto(`${base}/guest`);
  await page.waitForTimeout(3000);
  const guestText = await page.locator('body').innerText();
  console.log(`     guest page: ${guestText.replace(/\s+/g, ' ').slice(0, 160)}`);
  check(
    guestText.includes('Soglia') && !guestText.includes('could not be loaded'),
    'guest/App mounted under the top bar',
  );
  check(errors.length === 0, `no page errors (${errors.join(' | ')})`);

  profile = 'owner';
  await page.goto(`${base}/owners`);
  await page.getByRole('button', { name: 'Riprova / Retry' }).waitFor({ timeout: 15000 });
  const before = ownerHits;
  check(before >= 1, `owner manifest requested (${before})`);
  await page.getByRole('button', { name: 'Riprova / Retry' }).click();
  await page.getByRole('button', { name: 'Riprova / Retry' }).waitFor({ timeout: 15000 });
  await page.waitForTimeout(500);
  check(ownerHits > before, `Retry fetched the manifest again (${before} -> ${ownerHits})`);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name),
  );
  check(
    !loaded.some((url) => url.includes(`:${guestPort}`)),
    'the owner page loaded nothing from the guest remote',
  );
} finally {
  await browser.close();
  for (const server of [shell, api, guest, owner]) server.close();
}
process.exit(failed ? 1 : 0);
