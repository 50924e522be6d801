import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Phone and desktop widths every screen must work at. */
export const WIDTHS = { phone: 375, desktop: 1280 } as const;

const artifacts = resolve(import.meta.dirname, '../artifacts/screens');

/**
 * Fails when the page scrolls sideways (something is cut off or too wide), then saves a
 * full-page screenshot to e2e/artifacts/screens/<name>-<width>.png for a person to look at.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  const { width } = page.viewportSize() ?? { width: 0 };
  const overflow = await page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    return doc.scrollWidth - window.innerWidth;
  });
  assert.ok(overflow <= 0, `${name} at ${width} px scrolls sideways by ${overflow} px`);
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}-${width}.png`), fullPage: true });
}

/** Runs `check` at the phone width and at the desktop width, restoring the viewport after. */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>) {
  const original = page.viewportSize();
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
  }
  if (original) await page.setViewportSize(original);
}
