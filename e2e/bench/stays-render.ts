// Prints how long the owner's Soggiorni list takes to render 500 stays in Chromium, from the
// moment the stays' answer has arrived to the list being in the page, and how many stay cards
// are in the DOM (the list renders only the rows near the window). Production builds, the real
// API seeded with 500 stays in the range. Run: npm run bench:stays -w @soglia/e2e
// (after npm run build); E2E_BASE_PORT picks the ports (default 18200).
import { ApiSession } from '../support/api.ts';
import { launchChromium } from '../support/browser.ts';
import { startProduct } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
import { romeDate } from '../support/stays.ts';

const STAYS = 500;
const RUNS = 7;

const product = await startProduct(Number(process.env.E2E_BASE_PORT ?? 18200));
const browser = await launchChromium();
try {
  const owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  const [apartment] = await owner.get<{ id: number }[]>('/api/apartments/');
  const [room] = await owner.get<{ id: number }[]>(`/api/rooms/?apartment=${apartment.id}`);
  const from = romeDate(30);
  const to = romeDate(44);
  const seeded = Date.now();
  for (let start = 0; start < STAYS; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, STAYS - start) }, (_, k) => {
        const i = start + k;
        return owner.post('/api/register/checkin/', {
          name: 'Ospite',
          surname: `Benchmark ${String(i).padStart(3, '0')}`,
          source: 'Airbnb',
          guest_number: 1 + (i % 4),
          check_in_date: romeDate(30 + (i % 12)),
          check_out_date: romeDate(32 + (i % 12)),
          check_in_time: '15:00',
          check_out_time: '10:00',
          password: 'K7M2P9QX',
          apartment: apartment.id,
          room: room.id,
        });
      }),
    );
  }
  console.log(`seeded ${STAYS} stays in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The moment the results list first appears in the page.
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (
        document.querySelector('[role="list"][aria-label="Soggiorni trovati"] [role="listitem"]')
      ) {
        (window as unknown as { __listShown: number }).__listShown = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
  const page = await context.newPage();
  await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
  await page.waitForURL('**/owners');

  const times: number[] = [];
  let cards = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${product.shellUrl}/owners/stays?from=${from}&to=${to}`);
    await page.getByText(`${STAYS} soggiorni`, { exact: false }).waitFor({ timeout: 30_000 });
    const measured = await page.evaluate(() => {
      const answer = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/owner-checkin-details/')) as
        PerformanceResourceTiming | undefined;
      return {
        render: (window as unknown as { __listShown: number }).__listShown - answer!.responseEnd,
        cards: document.querySelectorAll('[role="listitem"]').length,
      };
    });
    times.push(measured.render);
    cards = measured.cards;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `Soggiorni list, ${STAYS} stays at 1280 px: render ${median.toFixed(0)} ms median ` +
      `(min ${times[0].toFixed(0)}, max ${times.at(-1)!.toFixed(0)} over ${RUNS} loads), ` +
      `${cards} stay cards in the DOM`,
  );
} finally {
  await browser.close();
  await product.stop();
}
