// Prints the JavaScript a browser downloads (gzip) to reach the guest stay card and the
// owner's sections, from production builds. Run: npm run bench:size -w @soglia/e2e
// (E2E_BASE_PORT moves its ports off 18100 when another run uses them).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import { startProduct } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';

interface Download {
  url: string;
  raw: number;
  gzip: number;
}

function recordJs(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    downloads.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
  });
  return downloads;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title: string, downloads: Download[]) {
  const gzip = downloads.reduce((sum, d) => sum + d.gzip, 0);
  const raw = downloads.reduce((sum, d) => sum + d.raw, 0);
  console.log(`\n${title}: ${downloads.length} JS files, ${kb(gzip)} gzip (${kb(raw)} raw)`);
  for (const d of [...downloads].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(d.gzip).padStart(9)}  ${new URL(d.url).host}${new URL(d.url).pathname}`);
  }
}

const product = await startProduct(Number(process.env.E2E_BASE_PORT ?? 18100));
const browser = await launchChromium();
try {
  const login = await browser.newPage();
  const atLogin = recordJs(login);
  await login.goto(`${product.shellUrl}/login`);
  await login.getByRole('button', { name: /^login$/i }).waitFor();
  await login.waitForLoadState('networkidle');
  report('Login screen', atLogin);

  const owner = await browser.newPage();
  const ownerJs = recordJs(owner);
  await fillLogin(owner, product.shellUrl, demo.owner.username, demo.owner.password);
  await owner.getByText('Casa Soglia').waitFor();
  await owner.waitForLoadState('networkidle');
  report('Owner: login + Strutture list', ownerJs);

  const infos = await browser.newPage();
  const infosJs = recordJs(infos);
  await fillLogin(infos, product.shellUrl, demo.owner.username, demo.owner.password);
  await infos.getByText('Casa Soglia').waitFor();
  await infos.getByRole('button', { name: 'Informazioni' }).first().click();
  await infos.getByRole('combobox', { name: 'Struttura' }).waitFor();
  await infos.getByRole('button', { name: 'Aggiungi' }).waitFor();
  await infos.waitForLoadState('networkidle');
  report('Owner: login + Strutture + Informazioni', infosJs);

  const checkins = await browser.newPage();
  const checkinsJs = recordJs(checkins);
  await fillLogin(checkins, product.shellUrl, demo.owner.username, demo.owner.password);
  await checkins.getByText('Casa Soglia').waitFor();
  await checkins.getByRole('button', { name: 'Accessi' }).first().click();
  await checkins.getByRole('article', { name: 'Giulia Rossi' }).waitFor();
  await checkins.getByRole('button', { name: 'Nuovo Accesso' }).click();
  await checkins.getByRole('dialog', { name: 'Nuovo Accesso' }).waitFor();
  await checkins.waitForLoadState('networkidle');
  report('Owner: login + Accessi (cards and the Nuovo Accesso form)', checkinsJs);

  const stays = await browser.newPage();
  const staysJs = recordJs(stays);
  await fillLogin(stays, product.shellUrl, demo.owner.username, demo.owner.password);
  await stays.waitForURL('**/owners');
  await stays.getByRole('button', { name: 'Soggiorni' }).first().click();
  await stays.getByRole('button', { name: /Giulia Rossi/ }).waitFor();
  await stays.waitForLoadState('networkidle');
  report('Owner: login + Soggiorni list', staysJs);

  const guestContext = await browser.newContext();
  await guestContext.addCookies([
    { name: 'language', value: 'en', url: product.shellUrl },
    { name: 'privacy_consent', value: 'accepted', url: product.shellUrl },
  ]);
  const guest = await guestContext.newPage();
  const guestJs = recordJs(guest);
  await fillLogin(guest, product.shellUrl, demo.guest.username, demo.guest.password);
  await guest.getByText('Casa Soglia').first().waitFor();
  await guest.getByText('15:00').first().waitFor();
  await guest.waitForLoadState('networkidle');
  report('Guest: login + stay card', guestJs);
} finally {
  await browser.close();
  await product.stop();
}
