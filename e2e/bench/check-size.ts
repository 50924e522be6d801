// The guest size budget (issue 11): opening any guest section may add at most 15 KB of
// JavaScript (gzip) to what the stay card needed. Fails (exit 1) when a section costs more.
// Needs the production builds: npm run build, then npm run check:size (at the repo root).
import { launchChromium } from '../support/browser.ts';
import { gzipOf, kb, measureGuestSections, SECTION_BUDGET_BYTES } from '../support/js-size.ts';
import { startProduct } from '../support/product.ts';

const product = await startProduct(Number(process.env.E2E_BASE_PORT ?? 18200));
const browser = await launchChromium();
let failures = 0;
try {
  const { stayCard, sections } = await measureGuestSections(browser, product.shellUrl);
  console.log(`Guest stay card: ${kb(gzipOf(stayCard))} gzip of JavaScript`);
  for (const { label, extra } of sections) {
    const cost = gzipOf(extra);
    const ok = cost <= SECTION_BUDGET_BYTES;
    if (!ok) failures += 1;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${label}: +${kb(cost)} gzip beyond the stay card (budget ${kb(SECTION_BUDGET_BYTES)})`,
    );
    if (!ok)
      for (const d of extra)
        console.log(`       ${kb(d.gzip).padStart(9)}  ${new URL(d.url).pathname}`);
  }
} finally {
  await browser.close();
  await product.stop();
}
if (failures > 0) {
  console.error(`${failures} guest section(s) over the ${kb(SECTION_BUDGET_BYTES)} budget`);
  process.exit(1);
}
