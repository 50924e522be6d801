// Prints the JavaScript a browser downloads (gzip) to reach the guest stay card, each guest
// section on top of it, and each owner section's first screen, from production builds; the login,
// the stay card and the owner's sections beside the floor build of their libraries (bench/floor/).
// Run: npm run bench:size -w @soglia/e2e (npm run check:size enforces the budgets)
// (E2E_BASE_PORT moves its ports off 18100 when another run uses them).
import { launchChromium } from '../support/browser.ts';
import {
  gzipOf,
  kb,
  measureGuestSections,
  measureLogin,
  measureOwnerSections,
  OWNER_FLOOR_RATIO_GOAL,
  report,
  SECTION_BUDGET_BYTES,
  type Download,
} from '../support/js-size.ts';
import { startProduct } from '../support/product.ts';
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
  measureFloor() as Promise<{ host: number; guest: number; owner: number }>,
  startProduct(Number(process.env.E2E_BASE_PORT ?? 18100)),
]);
const HOST_LIBRARIES = 'react, react-dom, styled-components, axios, federation runtime';
const OWNER_LIBRARIES = `${HOST_LIBRARIES}, react-intl, @reduxjs/toolkit, react-redux`;
const browser = await launchChromium();
try {
  const login = await measureLogin(browser, product.shellUrl);
  report('Login screen', login);
  besideFloor(login, floor.host, HOST_LIBRARIES);

  const ownerSections = await measureOwnerSections(browser, product.shellUrl);
  for (const { label, downloads } of ownerSections) {
    report(`Owner: ${label}, first screen (signed in, at its URL)`, downloads);
    besideFloor(downloads, floor.owner, OWNER_LIBRARIES);
  }

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
  console.log(
    `\nOwner sections' first screens beside the owner floor of ${kb(floor.owner)} ` +
      `(${OWNER_LIBRARIES}; goal ${OWNER_FLOOR_RATIO_GOAL}× = ` +
      `${kb(floor.owner * OWNER_FLOOR_RATIO_GOAL)}):`,
  );
  for (const { label, budgetBytes, downloads } of ownerSections) {
    const cost = gzipOf(downloads);
    console.log(
      `  ${kb(cost).padStart(9)}  ${(cost / floor.owner).toFixed(3)}×  ${label} ` +
        `(budget ${kb(budgetBytes)})`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
