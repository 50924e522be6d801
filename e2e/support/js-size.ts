// What the browser downloads in JavaScript (raw and gzip), for the size bench and the guest
// section budget (bench/js-size.ts prints, bench/check-size.ts enforces).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { demo, fillLogin } from './session.ts';

export interface Download {
  url: string;
  raw: number;
  gzip: number;
}

/** Records every script the page downloads from now on (a cached one counts too). */
export function recordJs(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    downloads.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
  });
  return downloads;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzipOf = (downloads: Download[]) => downloads.reduce((sum, d) => sum + d.gzip, 0);

export function report(title: string, downloads: Download[]) {
  const raw = downloads.reduce((sum, d) => sum + d.raw, 0);
  console.log(
    `\n${title}: ${downloads.length} JS files, ${kb(gzipOf(downloads))} gzip (${kb(raw)} raw)`,
  );
  for (const d of [...downloads].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(d.gzip).padStart(9)}  ${new URL(d.url).host}${new URL(d.url).pathname}`);
  }
}

/** The guest sections after the stay card, by their English navigation label. */
export const GUEST_SECTIONS = [
  'General information',
  'Parking',
  'Restaurants',
  'Apartment and room',
  'Contacts',
] as const;

/** What each guest section may add to the stay card's JavaScript (issue 11: 15 KB gzip). */
export const SECTION_BUDGET_BYTES = 15 * 1024;

export interface GuestSizes {
  stayCard: Download[];
  sections: { label: string; extra: Download[] }[];
}

async function guestAtStayCard(browser: Browser, shellUrl: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([
    { name: 'language', value: 'en', url: shellUrl },
    { name: 'privacy_consent', value: 'accepted', url: shellUrl },
  ]);
  const page = await context.newPage();
  const downloads = recordJs(page);
  await fillLogin(page, shellUrl, demo.guest.username, demo.guest.password);
  await page.getByText('Casa Soglia').first().waitFor();
  await page.getByText('15:00').first().waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, downloads };
}

/**
 * The guest's JavaScript to the stay card, then for each section on a fresh session: what
 * opening it downloads on top of the stay card (its code and everything it pulls in).
 */
export async function measureGuestSections(
  browser: Browser,
  shellUrl: string,
): Promise<GuestSizes> {
  const first = await guestAtStayCard(browser, shellUrl);
  const stayCard = [...first.downloads];
  await first.context.close();
  const sections: GuestSizes['sections'] = [];
  for (const label of GUEST_SECTIONS) {
    const { context, page, downloads } = await guestAtStayCard(browser, shellUrl);
    const before = downloads.length;
    await page.getByRole('navigation').getByRole('button', { name: label }).click();
    // Opened: its code has arrived and nothing in the main area is loading any more.
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return !!main && !main.querySelector('[role="status"]') && !!main.textContent?.trim();
    });
    await page.waitForLoadState('networkidle');
    sections.push({ label, extra: downloads.slice(before) });
    await context.close();
  }
  return { stayCard, sections };
}
