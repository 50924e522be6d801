// Lighthouse (mobile preset: Moto G Power screen, 4x CPU slowdown and slow 4G simulated) on
// Debian's Chromium, started by chrome-launcher; a signed-in guest's storage is written through
// the DevTools protocol first, on a page that loads no script, so the cache stays cold.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Cookie } from 'playwright-core';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  /** Audits under 100 % in the three categories: what to fix. */
  failing: string[];
}

export interface SignedInState {
  cookies: Cookie[];
  /** localStorage entries of the shell's origin. */
  localStorage: { name: string; value: string }[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function writeStorage(port: number, origin: string, state: SignedInState) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies(state.cookies);
    const page = await context.newPage();
    // A file without scripts on the shell's origin: nothing of the app gets cached.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, state.localStorage);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `url` in a fresh Chromium (cold cache), signed in when `state` is given. */
export async function runLighthouse(url: string, state?: SignedInState): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, TZ: 'Europe/Rome' } as Record<string, string>,
  });
  try {
    if (state) await writeStorage(chrome.port, new URL(url).origin, state);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keep the signed-in storage written above (the cache is still empty: a fresh profile).
      disableStorageReset: Boolean(state),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // BENCH_LIGHTHOUSE_REPORTS=<dir>: each run's full report (JSON), to read the LCP element,
    // its phases and the request chains behind a score.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), String(result.report));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${category.id}: ${audit.id} (${audit.displayValue ?? audit.score})`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}
