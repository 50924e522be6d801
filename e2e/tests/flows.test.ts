import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
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
  return { context, page: await context.newPage() };
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
    assert.ok(
      !scripts.some((body) => body.includes('@@redux/INIT')),
      'a guest session downloads no Redux',
    );
    await context.close();
  });
});
