// Where a guest's repeat visit and offline reload spend their time, under the web bench's phone
// (4x CPU slowdown, Slow 4G): a timeline of the page's files and reads (from the service worker or
// the network), the main thread's script work per file from a Chromium trace, and when the stay
// card and the doors appear. One run; figures, never assertions.
// Run: node --import tsx bench/web-trace.ts (after npm run build). BENCH_TRACE_DIR=<dir> keeps
// the Chromium traces (open them in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { launchChromium } from '../support/browser.ts';
import { stayWithDoors, waitUntilKept } from '../support/offline.ts';
import { startProduct } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
import { withoutIdentification } from '../support/stays.ts';
import { throttle, throttleWorkers } from '../support/throttle.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string } };
}

/** Records, in the page, the frame in which the stay card and the doors appear (ms from navigation start). */
const MARKS = () => {
  const seen: Record<string, number> = {};
  (window as unknown as { __marks: Record<string, number> }).__marks = seen;
  const check = () => {
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const text = heading.textContent?.trim() ?? '';
      if (text.includes('Your stay') && !seen.stay) seen.stay = performance.now();
      if (text.includes('Camera Blu') && !seen.doors) seen.doors = performance.now();
    }
    if (!seen.doors) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

async function traced(browser: Browser, run: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
        'ServiceWorker',
        'loading',
        'blink.user_timing',
      ],
    },
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return events;
}

/** Main-thread time of the page's renderer by kind of work, and script time per file. */
function mainThreadWork(events: TraceEvent[], pid: number, tid: number) {
  const kinds: Record<string, number> = {};
  const scripts: Record<string, number> = {};
  const wanted: Record<string, string> = {
    EvaluateScript: 'script',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    FunctionCall: 'script',
    TimerFire: 'script',
    EventDispatch: 'script',
    FireAnimationFrame: 'script',
    RunMicrotasks: 'script',
    ParseHTML: 'html',
    Layout: 'layout',
    UpdateLayoutTree: 'style',
    Paint: 'paint',
    ParseAuthorStyleSheet: 'style',
  };
  // Top-level slices only: a FunctionCall inside an EvaluateScript is counted once.
  const slices = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur && wanted[e.name])
    .sort((a, b) => a.ts - b.ts);
  let end = 0;
  for (const slice of slices) {
    if (slice.ts < end) continue;
    end = slice.ts + (slice.dur ?? 0);
    const kind = wanted[slice.name];
    kinds[kind] = (kinds[kind] ?? 0) + (slice.dur ?? 0) / 1000;
    const url = slice.args?.data?.url;
    if (url && kind === 'script') {
      const file = url.split('/').pop() ?? url;
      scripts[file] = (scripts[file] ?? 0) + (slice.dur ?? 0) / 1000;
    }
  }
  return { kinds, scripts };
}

async function pageTimeline(page: Page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    return {
      marks: (window as unknown as { __marks: Record<string, number> }).__marks,
      paint,
      nav: {
        workerStart: nav.workerStart,
        fetchStart: nav.fetchStart,
        responseStart: nav.responseStart,
        responseEnd: nav.responseEnd,
        domInteractive: nav.domInteractive,
        domContentLoaded: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
      },
      resources: resources.map((r) => ({
        name: r.name.replace(location.origin, ''),
        start: r.startTime,
        workerStart: r.workerStart,
        responseStart: r.responseStart,
        end: r.responseEnd,
        transferSize: r.transferSize,
      })),
    };
  });
}

const ms = (value: number | null | undefined) =>
  value == null || Number.isNaN(value) ? '   -  ' : `${Math.round(value)}`.padStart(6);

function print(
  label: string,
  timeline: Awaited<ReturnType<typeof pageTimeline>>,
  events: TraceEvent[],
) {
  console.log(`\n== ${label}`);
  const { nav, marks, paint } = timeline;
  console.log(
    `page: worker start ${ms(nav.workerStart)}, response ${ms(nav.responseStart)}..${ms(nav.responseEnd)}, ` +
      `DOM interactive ${ms(nav.domInteractive)}, first paint ${ms(paint)}, stay card ${ms(marks?.stay)}, ` +
      `doors ${ms(marks?.doors)}, load ${ms(nav.load)}`,
  );
  console.log('  start  worker  first   end   bytes  file');
  for (const r of [...timeline.resources].sort((a, b) => a.start - b.start)) {
    const name = r.name.length > 90 ? `…${r.name.slice(-89)}` : r.name;
    console.log(
      `${ms(r.start)} ${ms(r.workerStart || null)} ${ms(r.responseStart)} ${ms(r.end)} ${String(r.transferSize).padStart(7)}  ${name}`,
    );
  }
  // The page's renderer main thread: the one with the navigation's ParseHTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.ph === 'X');
  if (!parse) return;
  const { kinds, scripts } = mainThreadWork(events, parse.pid, parse.tid);
  console.log(
    `main thread (ms): ${Object.entries(kinds)
      .map(([kind, value]) => `${kind} ${Math.round(value)}`)
      .join(', ')}`,
  );
  for (const [file, value] of Object.entries(scripts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12))
    console.log(`  script ${ms(value)}  ${file}`);
}

const product = await startProduct(Number(process.env.E2E_BASE_PORT ?? 18900));
const browser = await launchChromium();
const traceDir = process.env.BENCH_TRACE_DIR;
if (traceDir) mkdirSync(traceDir, { recursive: true });
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
try {
  const owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  await withoutIdentification(owner);
  const atTheDoor = await stayWithDoors(owner, 'Trace');
  const setup = await browser.newContext(phone);
  const first = await setup.newPage();
  await fillLogin(first, product.shellUrl, atTheDoor.username, atTheDoor.psw);
  await first.getByRole('button', { name: 'English' }).click({ timeout: 60_000 });
  await first.getByRole('dialog').getByRole('button').last().click({ timeout: 60_000 });
  await first.getByText('Casa Soglia').first().waitFor({ timeout: 60_000 });
  const state = await setup.storageState();
  await setup.close();

  const context = await browser.newContext({ ...phone, storageState: state });
  await context.addInitScript(MARKS);
  const before = await context.newPage();
  await before.goto(`${product.shellUrl}/guest`);
  await before.getByRole('heading', { name: 'Camera Blu' }).waitFor({ timeout: 60_000 });
  await waitUntilKept(before);
  await before.close();
  const page = await context.newPage();
  await throttle(context, page);
  const stopThrottling = await throttleWorkers(browser);
  const stayAndDoors = async () => {
    await page.getByRole('heading', { name: 'Your stay' }).waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Camera Blu' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
  };
  const repeatEvents = await traced(browser, async () => {
    await page.goto(`${product.shellUrl}/guest`, { waitUntil: 'commit' });
    await stayAndDoors();
  });
  print('repeat visit, service worker warm', await pageTimeline(page), repeatEvents);
  await stopThrottling();
  await context.setOffline(true);
  const offlineEvents = await traced(browser, async () => {
    await page.reload({ waitUntil: 'commit' });
    await stayAndDoors();
  });
  print('offline reload', await pageTimeline(page), offlineEvents);
  if (traceDir) {
    writeFileSync(join(traceDir, 'repeat.json'), JSON.stringify({ traceEvents: repeatEvents }));
    writeFileSync(join(traceDir, 'offline.json'), JSON.stringify({ traceEvents: offlineEvents }));
  }
  await context.close();
} finally {
  await browser.close();
  await product.stop();
}
