import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { atBothWidths, checkScreen } from '../support/screens.ts';
import { startProduct, type Product } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';

let product: Product;
let browser: Browser;

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // Anything the shell's Content-Security-Policy blocks, from the first script on.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return { context, page: await context.newPage() };
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Every JavaScript body the page downloads, to check what a session pays for. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(await response.text().catch(() => ''));
    }
  });
  return bodies;
}

describe('owner', () => {
  test('logs in and sees the demo apartment in Strutture', async () => {
    const { context, page } = await freshPage();
    const scripts = recordScripts(page);
    await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
    await page.waitForURL('**/owners');
    await page.getByText('Casa Soglia').waitFor();
    await page.getByText('Via della Lungaretta 12, 00153 Roma').waitFor();
    for (const section of ['Strutture', 'Accessi', 'Soggiorni', 'Informazioni']) {
      await page.getByRole('button', { name: section }).first().waitFor();
    }
    assert.ok(
      scripts.some((body) => body.includes('@@redux/INIT')),
      'the owner app runs on Redux',
    );
    assert.deepEqual(await cspViolations(page), []);
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'owner Strutture');
      await checkScreen(page, 'owner-strutture');
    });
    await context.close();
  });

  test('sections and apartment tabs have URLs: reload keeps the place, back and forward work', async () => {
    const { context, page } = await freshPage();
    await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
    await page.getByRole('button', { name: /Casa Soglia/ }).click();
    await page.waitForURL('**/owners/apartments/*/structure');
    await page.getByRole('tab', { name: 'Porte' }).click();
    await page.waitForURL('**/owners/apartments/*/doors');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Casa Soglia' }).waitFor();
    assert.equal(
      await page.getByRole('tab', { name: 'Porte' }).getAttribute('aria-selected'),
      'true',
    );
    await page.goBack();
    await page.waitForURL('**/owners/apartments/*/structure');
    await page.getByRole('button', { name: 'Soggiorni' }).first().click();
    await page.waitForURL('**/owners/stays');
    await page.reload();
    await page.getByRole('main', { name: 'Soggiorni' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/owners/apartments/*/structure');
    await page.getByRole('tab', { name: 'Struttura', selected: true }).waitFor();
    await context.close();
  });

  test('logout returns to /login and the token is gone', async () => {
    const { context, page } = await freshPage();
    await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
    await page.getByText('Casa Soglia').waitFor();
    await page.getByRole('button', { name: /logout/i }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: /^login$/i }).waitFor(); // after the reload
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.goto(`${product.shellUrl}/owners`);
    await page.waitForURL('**/login');
    await context.close();
  });

  test('a wrong password shows the error line', async () => {
    const { context, page } = await freshPage();
    await fillLogin(page, product.shellUrl, demo.owner.username, 'not-the-password');
    await page.getByText('Invalid username or password').waitFor();
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'login with an error');
      await checkScreen(page, 'login-error');
    });
    assert.ok(page.url().endsWith('/login'));
    await context.close();
  });

  test('a remote that is down shows a retry error, and retry loads it once it is back', async () => {
    const { context, page } = await freshPage();
    await product.stopRemote('owner');
    try {
      await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
      await page.getByRole('alert').first().waitFor();
      const retry = page.getByRole('button', { name: /riprova|retry/i });
      await retry.waitFor();
      await product.startRemote('owner');
      await retry.click();
      await page.getByText('Casa Soglia').waitFor();
    } finally {
      await product.startRemote('owner').catch(() => undefined);
      await context.close();
    }
  });
});

describe('guest', () => {
  test('picks a language, accepts the consent and sees the stay card in that language', async () => {
    const { context, page } = await freshPage();
    const scripts = recordScripts(page);
    await fillLogin(page, product.shellUrl, demo.guest.username, demo.guest.password);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    const consent = page.getByRole('dialog');
    await consent.waitFor();
    await page.mouse.click(5, 5); // a click outside must not dismiss it
    await consent.waitFor();
    await consent.getByRole('button').last().click();
    await page.waitForURL('**/guest');
    await page.getByText('Casa Soglia').first().waitFor();
    await page.getByText('Giulia').first().waitFor();
    await page.getByText('Ihr Aufenthalt').waitFor();
    await page.getByText('Anreise').first().waitFor();
    await page.getByText('Abreise').first().waitFor();
    const today = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await page.getByText(today).first().waitFor();
    await page.getByText('15:00').first().waitFor();
    await page.getByText('10:00').first().waitFor();
    const cookies = await context.cookies();
    const language = cookies.find((c) => c.name === 'language');
    assert.equal(language?.value, 'de');
    assert.ok(
      language && language.expires - Date.now() / 1000 > 364 * 86400,
      'language cookie lasts 365 days',
    );
    assert.ok(cookies.find((c) => c.name === 'privacy_consent'));
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'guest stay card');
      await checkScreen(page, 'guest-stay-card');
    });
    assert.ok(
      !scripts.some((body) => body.includes('@@redux/INIT')),
      'a guest session downloads no Redux',
    );
    assert.deepEqual(await cspViolations(page), []);
    await context.close();
  });
});

describe('served files', () => {
  test('the login form is in the served HTML: it paints before any JavaScript runs', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 700 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${product.shellUrl}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // The required mark is shown, not read: the name is the label alone.
    assert.ok(await page.getByRole('textbox', { name: 'Username', exact: true }).isVisible());
    assert.ok(await page.getByLabel('Password').isVisible());
    assert.ok(await page.getByRole('button', { name: 'Login' }).isVisible());
    await context.close();
  });

  test('no other site can frame the app', async () => {
    const { context, page } = await freshPage();
    await page.setContent(`<iframe title="framed" src="${product.shellUrl}/login"></iframe>`);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    assert.ok(framed, 'the iframe exists');
    assert.equal(await framed.locator('#root').count(), 0, 'the login page did not load inside');
    await context.close();
  });

  test('the remotes arrive compressed and cacheable; the pages have the favicon', async () => {
    const config = await (await fetch(`${product.shellUrl}/config.json`)).json();
    const shell = await fetch(`${product.shellUrl}/login`);
    const csp = shell.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match((await shell.text()) ?? '', /<link rel=icon href=\/favicon.svg>/);
    assert.equal((await fetch(`${product.shellUrl}/favicon.svg`)).status, 200);
    for (const manifestUrl of Object.values(config.remotes) as string[]) {
      const origin = new URL(manifestUrl).origin;
      assert.match(csp, new RegExp(`script-src 'self'[^;]* ${origin}`));
      const manifest = await fetch(manifestUrl, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(manifest.headers.get('content-encoding'), 'br');
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      const { metaData, exposes } = await manifest.json();
      const entry = await fetch(new URL(metaData.remoteEntry.name, manifestUrl), {
        headers: { 'accept-encoding': 'gzip' },
      });
      assert.equal(entry.headers.get('content-encoding'), 'gzip');
      assert.equal(entry.headers.get('cache-control'), 'no-cache');
      assert.equal(entry.headers.get('access-control-allow-origin'), '*');
      const chunk = exposes[0].assets.js.sync[0];
      const hashed = await fetch(new URL(chunk, manifestUrl), {
        headers: { 'accept-encoding': 'br' },
      });
      assert.equal(hashed.headers.get('content-encoding'), 'br');
      assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.match(await (await fetch(new URL('/', manifestUrl))).text(), /rel=icon/);
    }
  });
});
