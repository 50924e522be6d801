// Prints how long a guest waits on a phone-like browser (4x CPU slowdown and DevTools' "Slow 4G",
// 562.5 ms latency, 1.47 Mbit/s down), medians of BENCH_RUNS (5):
// - first visit, cold cache: the stay card, and when /login paints;
// - repeat visit, the service worker warm (a visit before it, unthrottled): the stay card and the
//   doors (the room of a stay whose check-in is complete); the worker's own requests are
//   throttled too;
// - offline reload of that page: the stay card and the doors from the phone's copy;
// then Lighthouse's mobile scores (performance, accessibility, best practices, LCP) of /login and
// of the guest stay card, first visit, on Debian's Chromium (BENCH_LIGHTHOUSE_RUNS, 5).
// Run: npm run bench:web (after npm run build). Figures, never assertions.
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each full report.
import type { Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { launchChromium } from '../support/browser.ts';
import { runLighthouse, type LighthouseScores, type SignedInState } from '../support/lighthouse.ts';
import { stayWithDoors, waitUntilKept } from '../support/offline.ts';
import { startProduct } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
import { withoutIdentification } from '../support/stays.ts';
import { throttle, throttleWorkers } from '../support/throttle.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** First and largest contentful paint of the page, in ms from navigation start. */
async function paints(page: Page): Promise<{ fcp: number; lcp: number }> {
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? Number.NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** The stay card and the doors of the stay's room are on screen. */
async function stayAndDoors(page: Page) {
  await page.getByRole('heading', { name: 'Your stay' }).waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'Camera Blu' }).waitFor({ timeout: 60_000 });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figures = (label: string, values: number[]) =>
  console.log(`${label}: ${seconds(median(values))}  [${values.map(seconds).join(', ')}]`);

const product = await startProduct(Number(process.env.E2E_BASE_PORT ?? 18900));
const browser = await launchChromium();
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
/** A guest who has logged in once: token, language and consent are in the browser. */
async function signedIn(username: string, password: string) {
  const setup = await browser.newContext(phone);
  const first = await setup.newPage();
  await fillLogin(first, product.shellUrl, username, password);
  await first.getByRole('button', { name: 'English' }).click({ timeout: 60_000 });
  await first.getByRole('dialog').getByRole('button').last().click({ timeout: 60_000 });
  await first.getByText('Casa Soglia').first().waitFor({ timeout: 60_000 });
  const state = await setup.storageState();
  await setup.close();
  return state;
}

try {
  const demoGuest = await signedIn(demo.guest.username, demo.guest.password);
  const owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  await withoutIdentification(owner);
  const atTheDoor = await stayWithDoors(owner, 'Bench');
  const doorsGuest = await signedIn(atTheDoor.username, atTheDoor.psw);

  const card: number[] = [];
  const login: { fcp: number; lcp: number }[] = [];
  const repeat: number[] = [];
  const offline: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ ...phone, storageState: demoGuest });
    const page = await context.newPage();
    await throttle(context, page);
    const start = Date.now();
    await page.goto(`${product.shellUrl}/guest`, { waitUntil: 'commit' });
    await page.getByText('Casa Soglia').first().waitFor({ timeout: 60_000 });
    card.push(Date.now() - start);
    await context.close();

    const anonymous = await browser.newContext(phone);
    const loginPage = await anonymous.newPage();
    await throttle(anonymous, loginPage);
    await loginPage.goto(`${product.shellUrl}/login`, { waitUntil: 'load', timeout: 60_000 });
    login.push(await paints(loginPage));
    await anonymous.close();

    // The visit before: the worker installs and keeps the stay, unthrottled.
    const phoneContext = await browser.newContext({ ...phone, storageState: doorsGuest });
    const before = await phoneContext.newPage();
    await before.goto(`${product.shellUrl}/guest`);
    await stayAndDoors(before);
    await waitUntilKept(before);
    const again = await phoneContext.newPage();
    await throttle(phoneContext, again);
    const stopThrottling = await throttleWorkers(browser);
    const repeatStart = Date.now();
    await again.goto(`${product.shellUrl}/guest`, { waitUntil: 'commit' });
    await stayAndDoors(again);
    repeat.push(Date.now() - repeatStart);
    await stopThrottling();

    await phoneContext.setOffline(true);
    const offlineStart = Date.now();
    await again.reload({ waitUntil: 'commit' });
    await stayAndDoors(again);
    await again.getByText(/^Offline: shown as of/).waitFor();
    offline.push(Date.now() - offlineStart);
    await phoneContext.close();
  }
  console.log(`4x CPU slowdown + Slow 4G, ${RUNS} runs (median, then every run)`);
  figures('first visit, cold cache: guest stay card visible', card);
  console.log(
    `first visit, cold cache: /login first contentful paint ${seconds(median(login.map((p) => p.fcp)))}, ` +
      `largest ${seconds(median(login.map((p) => p.lcp)))}`,
  );
  figures('repeat visit, service worker warm: stay card and doors visible', repeat);
  figures('offline reload: stay card and doors visible', offline);

  const state: SignedInState = {
    cookies: demoGuest.cookies,
    localStorage:
      demoGuest.origins.find(({ origin }) => origin === product.shellUrl)?.localStorage ?? [],
  };
  const pages: [string, string, SignedInState | undefined][] = [
    ['/login', `${product.shellUrl}/login`, undefined],
    ['guest stay card', `${product.shellUrl}/guest`, state],
  ];
  console.log(
    `\nLighthouse mobile (simulated throttling), first visit, ${LIGHTHOUSE_RUNS} runs, median:`,
  );
  for (const [label, url, signedInState] of pages) {
    const runs: LighthouseScores[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
      runs.push(await runLighthouse(url, signedInState));
    const of = (pick: (scores: LighthouseScores) => number) => median(runs.map(pick));
    console.log(
      `${label}: performance ${of((r) => r.performance)}, accessibility ${of((r) => r.accessibility)}, ` +
        `best practices ${of((r) => r.bestPractices)}, LCP ${seconds(of((r) => r.lcpMs))}  ` +
        `[performance ${runs.map((r) => r.performance).join(', ')}; LCP ${runs.map((r) => seconds(r.lcpMs)).join(', ')}]`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) console.log(`  under 100 %: ${failing.join('; ')}`);
  }
} finally {
  await browser.close();
  await product.stop();
}
