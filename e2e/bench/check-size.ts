// The JavaScript budgets (gzip), checked by CI on the production builds: the login screen at most
// 127 KB, a guest's way from the login to the stay card at most 153.5 KB (a ratchet: issue 12's
// goal is 150 KB), opening any guest section at most 15 KB beyond the stay card (issue 11), and
// each owner section's first screen at most its budget (issue 26, OWNER_SECTIONS).
// Fails (exit 1) when one is over.
// Needs the production builds: npm run build, then npm run check:size (at the repo root).
import { launchChromium } from '../support/browser.ts';
import {
  gzipOf,
  kb,
  LOGIN_BUDGET_BYTES,
  measureGuestSections,
  measureLogin,
  measureOwnerSections,
  SECTION_BUDGET_BYTES,
  STAY_CARD_BUDGET_BYTES,
  STAY_CARD_GOAL_BYTES,
  type Download,
} from '../support/js-size.ts';
import { startProduct } from '../support/product.ts';

const product = await startProduct(Number(process.env.E2E_BASE_PORT ?? 18200));
const browser = await launchChromium();
let failures = 0;

function check(label: string, downloads: Download[], budget: number) {
  const cost = gzipOf(downloads);
  const ok = cost <= budget;
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${kb(cost)} gzip (budget ${kb(budget)})`);
  if (!ok) {
    for (const d of [...downloads].sort((a, b) => b.gzip - a.gzip))
      console.log(`       ${kb(d.gzip).padStart(9)}  ${new URL(d.url).pathname}`);
  }
}

try {
  check('login screen', await measureLogin(browser, product.shellUrl), LOGIN_BUDGET_BYTES);
  const { stayCard, sections } = await measureGuestSections(browser, product.shellUrl);
  check('guest: login + stay card', stayCard, STAY_CARD_BUDGET_BYTES);
  const over = gzipOf(stayCard) - STAY_CARD_GOAL_BYTES;
  if (over > 0) console.log(`     (${kb(over)} above the goal of ${kb(STAY_CARD_GOAL_BYTES)})`);
  for (const { label, extra } of sections) {
    check(`guest section ${label}, beyond the stay card`, extra, SECTION_BUDGET_BYTES);
  }
  for (const owner of await measureOwnerSections(browser, product.shellUrl)) {
    check(`owner section ${owner.label}, first screen`, owner.downloads, owner.budgetBytes);
  }
} finally {
  await browser.close();
  await product.stop();
}
if (failures > 0) {
  console.error(`${failures} path(s) over their JavaScript budget`);
  process.exit(1);
}
