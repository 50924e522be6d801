import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium, launchChromiumProfile } from '../support/browser.ts';
import {
  keptFiles,
  offlineStorage,
  rebuiltRemote,
  stayWithDoors,
  waitInPage,
  waitUntilKept,
} from '../support/offline.ts';
import { startProduct, type Product } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
import { withoutIdentification } from '../support/stays.ts';

// The guest app at the door (docs/adr/0032-guest-offline-service-worker.md): installable, and
// after one visit with a connection the stay, the door instructions and the access code without
// one; the actions that need the network say so and are never done later by themselves; logout
// leaves nothing on the phone; with a connection the phone's copy comes first and the host's
// changes right after (docs/adr/0034); a new deploy of the guest remote alone is used at the next
// visit.
// In Chromium against the production builds, the real API and the Shelly Cloud simulator.

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const GUEST_DIST = resolve(import.meta.dirname, '../../guest-app/dist');

let product: Product;
let browser: Browser;
let owner: ApiSession;
let guest: { id: number; username: string; psw: string };

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  await withoutIdentification(owner);
  guest = await stayWithDoors(owner, 'Offline');
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

/** A new phone: the guest logs in once, picks English, accepts and sees the stay and doors. */
async function firstVisit(
  context?: BrowserContext,
): Promise<{ context: BrowserContext; page: Page }> {
  context ??= await browser.newContext(PHONE);
  const page = context.pages()[0] ?? (await context.newPage());
  await fillLogin(page, product.shellUrl, guest.username, guest.psw);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await page.waitForURL('**/guest');
  await page.getByRole('heading', { name: 'Your stay' }).waitFor();
  await page.getByRole('heading', { name: 'Camera Blu' }).waitFor();
  await waitUntilKept(page);
  return { context, page };
}

async function relayEvents(): Promise<unknown[]> {
  const state = await (await fetch(`${product.shellyUrl}/__sim/state`)).json();
  return state.devices.find((d: { id: string }) => d.id === 'demo-relay-1').events[0];
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('the guest app at the door', () => {
  test('is installable: a web app manifest and a service worker controlling the guest page', async () => {
    // A phone's browser profile: Chromium never installs an app from an incognito one.
    const profile = mkdtempSync(join(tmpdir(), 'soglia-profile-'));
    const { context, page } = await firstVisit(await launchChromiumProfile(profile, PHONE));
    // The login page became the guest page in place: the worker controls the guest page's loads.
    assert.equal(await controlled(page), false);
    await page.reload();
    await page.getByRole('heading', { name: 'Your stay' }).waitFor();
    assert.equal(await controlled(page), true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const { url, data } = await cdp.send('Page.getAppManifest');
    assert.equal(url, `${product.shellUrl}/manifest.webmanifest`);
    const manifest = JSON.parse(data ?? '{}');
    assert.deepEqual(
      {
        name: manifest.name,
        start: manifest.start_url,
        display: manifest.display,
        theme: manifest.theme_color,
      },
      { name: 'Soglia', start: '/guest', display: 'standalone', theme: '#1d5a85' },
    );
    assert.deepEqual(
      manifest.icons.map(
        (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
      ),
      ['192x192 any', '512x512 any', '512x512 maskable'],
    );

    // The console and the login page are not the worker's.
    for (const path of ['/owners', '/login']) {
      const other = await context.newPage();
      await other.goto(`${product.shellUrl}${path}`);
      assert.equal(await controlled(other), false, `${path} is not controlled`);
      await other.close();
    }
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('offline after one visit: the stay, the door instructions and the code; no door opens later', async () => {
    const { context, page } = await firstVisit();
    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: /^Offline: shown as of \d{2}:\d{2}$/ })
      .waitFor();
    await page.getByRole('heading', { name: 'Your stay' }).waitFor();
    await page.getByText('Check-out').first().waitFor();
    await page.getByRole('heading', { name: 'Camera Blu' }).waitFor();
    await page.getByText('Digita il codice sul tastierino della porta.').waitFor();
    await page.getByRole('button', { name: 'Door 2: Porta appartamento' }).click();
    const codeDoor = page.getByRole('article', { name: 'Porta appartamento' });
    assert.equal(await codeDoor.getByTestId('access-code').textContent(), '1357#');
    await expectAxeClean(page, 'guest stay offline');

    const before = (await relayEvents()).length;
    const shellyDoor = page.getByRole('article', { name: 'Portone' });
    await shellyDoor.getByRole('textbox', { name: 'Check-position code (CPC)' }).fill('2468');
    await shellyDoor.getByRole('button', { name: 'Open' }).click();
    await shellyDoor
      .getByText('No connection: check your internet connection and try again.')
      .waitFor();
    // Back online, nothing opens by itself: only a new tap would.
    await context.setOffline(false);
    await sleep(2000);
    assert.equal((await relayEvents()).length, before);

    // Never kept: document photos, credentials, the opening, the identification, the console.
    const kept = Object.values(await keptFiles(page)).flat();
    assert.deepEqual(
      kept.filter((url) =>
        /\/api\/(media|auth|csrf|check-cpc|identification|owner|apartments\/)/.test(url),
      ),
      [],
    );
    const config = await (await fetch(`${product.shellUrl}/config.json`)).json();
    const ownerRemote = new URL(config.remotes.owner).origin;
    assert.deepEqual(
      kept.filter((url) => url.startsWith(ownerRemote)),
      [],
    );
    await context.close();
  });

  test('logout deletes every cache, database and the service worker', async () => {
    const { context, page } = await firstVisit();
    const kept = await offlineStorage(page);
    assert.ok(kept.caches.includes('soglia-guest-data'));
    assert.equal(kept.workers.length, 1);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    assert.deepEqual(await offlineStorage(page), { caches: [], databases: [], workers: [] });
    await context.close();
  });

  test('a token the API refuses (401) deletes them too', async () => {
    const { context, page } = await firstVisit();
    // The session ends elsewhere: its token is revoked on the API.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const csrf = /csrftoken=([^;]+)/.exec(
      (await fetch(`${product.apiUrl}/api/csrf/`)).headers.get('set-cookie') ?? '',
    )?.[1];
    const revoked = await fetch(`${product.apiUrl}/api/auth/logout/`, {
      method: 'POST',
      headers: {
        Authorization: `Token ${token}`,
        'X-CSRFToken': csrf ?? '',
        Cookie: `csrftoken=${csrf}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    assert.equal(revoked.status, 200);
    await page.reload();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await waitInPage(page, async () => (await caches.keys()).length === 0, undefined);
    assert.deepEqual(await offlineStorage(page), { caches: [], databases: [], workers: [] });
    await context.close();
  });

  test("with a connection, a reload shows the phone's copy and then the host's change, with no offline notice", async () => {
    const { context, page } = await firstVisit();
    await owner.patch(`/api/register/checkin/${guest.id}/`, { check_out_time: '10:45' });
    const profile = page.waitForResponse((response) =>
      response.url().endsWith('/api/checkin-profiles-guest/'),
    );
    await page.reload();
    // The first answer is the worker's copy, given while it asked the network
    // (docs/adr/0034-guest-reads-from-the-phone-first.md).
    assert.ok((await profile).headers()['x-soglia-kept-at']);
    await page.getByText('10:45').waitFor();
    assert.equal(await page.getByText(/^Offline: shown as of/).count(), 0);
    await owner.patch(`/api/register/checkin/${guest.id}/`, { check_out_time: '10:00' });
    await context.close();
  });

  test('a new deploy of the guest remote alone is used at the next visit, and kept for offline', async () => {
    const { context, page } = await firstVisit();
    const rebuilt = rebuiltRemote(
      GUEST_DIST,
      /^i18n-en\./,
      '"Your stay"',
      '"Your stay, new build"',
    );
    try {
      await product.stopRemote('guest');
      await product.startRemote('guest', rebuilt);
      await page.reload();
      await page.getByRole('heading', { name: 'Your stay, new build' }).waitFor();
      // The new files are kept, the previous build's are dropped.
      await waitInPage(
        page,
        async () => {
          const code = await caches.open('soglia-guest-code');
          const names = (await code.keys()).map((request) => request.url.split('/').pop());
          return names.filter((name) => name?.startsWith('i18n-en.')).length === 1;
        },
        undefined,
        15_000,
      );
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Your stay, new build' }).waitFor();
    } finally {
      await context.close();
      await product.stopRemote('guest');
      await product.startRemote('guest', GUEST_DIST);
      rmSync(rebuilt, { recursive: true, force: true });
    }
  });
});
