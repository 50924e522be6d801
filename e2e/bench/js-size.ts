// Prints the JavaScript a browser downloads (gzip) to reach the guest stay card, each guest
// section on top of it, and the owner's sections, from production builds; the login and the stay
// card beside the floor build of their libraries (bench/floor/).
// Run: npm run bench:size -w @soglia/e2e (npm run check:size enforces the guest budget)
// (E2E_BASE_PORT moves its ports off 18100 when another run uses them).
import { launchChromium } from '../support/browser.ts';
import {
  gzipOf,
  kb,
  measureGuestSections,
  measureLogin,
  recordJs,
  report,
  SECTION_BUDGET_BYTES,
  type Download,
} from '../support/js-size.ts';
import { startProduct } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
// @ts-expect-error plain ESM script without types
import { measureFloor } from './floor/floor.mjs';

/** What a path costs beside the floor of the libraries it must ship. */
function besideFloor(downloads: Download[], floorBytes: number, libraries: string) {
  const cost = gzipOf(downloads);
  const sign = cost >= floorBytes ? '+' : '-';
  console.log(
    `  floor ${kb(floorBytes)} (${libraries}): ` +
      `${sign}${kb(Math.abs(cost - floorBytes))}, ${(cost / floorBytes).toFixed(3)}× the floor`,
  );
}

// The floor builds while the product starts.
const [floor, product] = await Promise.all([
  measureFloor() as Promise<{ host: number; guest: number }>,
  startProduct(Number(process.env.E2E_BASE_PORT ?? 18100)),
]);
const HOST_LIBRARIES = 'react, react-dom, styled-components, axios, federation runtime';
const browser = await launchChromium();
try {
  const login = await measureLogin(browser, product.shellUrl);
  report('Login screen', login);
  besideFloor(login, floor.host, HOST_LIBRARIES);

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

  const guest = await measureGuestSections(browser, product.shellUrl);
  report('Guest: login + stay card', guest.stayCard);
  besideFloor(guest.stayCard, floor.guest, `${HOST_LIBRARIES}, react-intl`);
  report('Guest: after the stay card has painted (doors, check-in forms)', guest.afterStayCard);
  for (const { label, extra } of guest.sections) {
    report(`Guest: ${label}, on top of the stay card`, extra);
  }
  console.log(
    `\nGuest sections beyond the stay card (budget ${kb(SECTION_BUDGET_BYTES)} gzip each):`,
  );
  for (const { label, extra } of guest.sections) {
    console.log(`  ${kb(gzipOf(extra)).padStart(9)}  ${label}`);
  }
} finally {
  await browser.close();
  await product.stop();
}
