// Prints how long a guest waits for the stay card, and when /login paints, on a phone-like
// browser: 4x CPU slowdown and DevTools' "Slow 4G" (562.5 ms latency, 1.47 Mbit/s down), cold
// cache every run; then Lighthouse's mobile scores (performance, accessibility, best practices,
// LCP) of /login and of the guest stay card, on Debian's Chromium.
// Run: npm run bench:web (after npm run build). Figures, never assertions. BENCH_RUNS and
// BENCH_LIGHTHOUSE_RUNS set the runs; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each full report.
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import { runLighthouse, type LighthouseScores, type SignedInState } from '../support/lighthouse.ts';
import { startProduct } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const product = await startProduct(Number(process.env.E2E_BASE_PORT ?? 18900));
const browser = await launchChromium();
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
try {
  // A guest who has logged in once: token, language and consent are in the browser.
  const setup = await browser.newContext(phone);
  const first = await setup.newPage();
  await fillLogin(first, product.shellUrl, demo.guest.username, demo.guest.password);
  await first.getByRole('button', { name: 'English' }).click();
  await first.getByRole('dialog').getByRole('button').last().click();
  await first.getByText('Casa Soglia').first().waitFor();
  const signedIn = await setup.storageState();
  await setup.close();

  const card: number[] = [];
  const login: { fcp: number; lcp: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ ...phone, storageState: signedIn });
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
  }
  console.log(`4x CPU slowdown + Slow 4G, cold cache, ${RUNS} runs (median, then every run)`);
  console.log(
    `guest stay card visible: ${seconds(median(card))}  [${card.map(seconds).join(', ')}]`,
  );
  console.log(
    `/login first contentful paint: ${seconds(median(login.map((p) => p.fcp)))}, ` +
      `largest: ${seconds(median(login.map((p) => p.lcp)))}`,
  );

  const state: SignedInState = {
    cookies: signedIn.cookies,
    localStorage:
      signedIn.origins.find(({ origin }) => origin === product.shellUrl)?.localStorage ?? [],
  };
  const pages: [string, string, SignedInState | undefined][] = [
    ['/login', `${product.shellUrl}/login`, undefined],
    ['guest stay card', `${product.shellUrl}/guest`, state],
  ];
  console.log(`\nLighthouse mobile (simulated throttling), ${LIGHTHOUSE_RUNS} runs, median:`);
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
