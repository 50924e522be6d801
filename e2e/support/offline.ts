import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ApiSession } from './api.ts';
import { romeDate } from './stays.ts';

// The guest's offline copy in a browser test (docs/adr/0032-guest-offline-service-worker.md): what
// the page's origin keeps, and guest remotes of other builds.

/** Every cache of the page's origin, by name, with the URLs it holds. */
export function keptFiles(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      kept[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return kept;
  });
}

/**
 * Waits until `check` (run in the page, awaited: page.waitForFunction takes a promise for a
 * truthy answer) answers true.
 */
export async function waitInPage<A>(
  page: Page,
  check: (arg: A) => Promise<boolean>,
  arg: A,
  timeoutMs = 30_000,
): Promise<void> {
  const started = Date.now();
  while (!(await page.evaluate(check as (value: unknown) => Promise<boolean>, arg))) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await page.waitForTimeout(250);
  }
}

/** Waits until the service worker is active and keeps the guest's stay and room. */
export function waitUntilKept(page: Page, language = 'en'): Promise<void> {
  return waitInPage(
    page,
    async (room) => {
      const registration = await navigator.serviceWorker.getRegistration('/guest');
      if (!registration?.active || !(await caches.has('soglia-guest-data'))) return false;
      const data = await caches.open('soglia-guest-data');
      const urls = (await data.keys()).map(
        ({ url }) => new URL(url).pathname + new URL(url).search,
      );
      return urls.includes('/api/checkin-profiles-guest/') && urls.includes(room);
    },
    `/api/guest-room/?language=${language}`,
  );
}

/** What the page's origin holds: caches, IndexedDB databases, service workers. */
export function offlineStorage(page: Page) {
  return page.evaluate(async () => ({
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map(({ name }) => name),
    workers: (await navigator.serviceWorker.getRegistrations()).map(({ scope }) => scope),
  }));
}

/**
 * A stay in the demo room that needs no check-in step, from the start of this hour (Rome) for three
 * days: its guest sees the doors at once. The demo apartment must not require identification.
 */
export async function stayWithDoors(owner: ApiSession, surname: string) {
  const [apartment] = await owner.get<{ id: number }[]>('/api/apartments/');
  const [room] = await owner.get<{ id: number }[]>(`/api/rooms/?apartment=${apartment.id}`);
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  return owner.post<{ id: number; username: string; psw: string }>('/api/register/checkin/', {
    name: 'Ana',
    surname,
    source: 'Booking.com',
    guest_number: 1,
    check_in_date: romeDate(0),
    check_out_date: romeDate(3),
    check_in_time: `${hour}:00`,
    check_out_time: '10:00',
    password: 'K7M2P9QX',
    apartment: apartment.id,
    room: room.id,
    require_registration_form: false,
    require_document_photo: false,
    require_billing_info: false,
  });
}

/**
 * A copy of a remote's build as a new deploy of it would be: the chunk named `chunkName` says `to`
 * where it said `from`, under a new content hash that the manifest, the entry and the contract
 * name. Compressed siblings are left out (the server sends the files as they are). Remove the
 * folder after use.
 */
export function rebuiltRemote(dist: string, chunkName: RegExp, from: string, to: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'soglia-rebuilt-'));
  cpSync(dist, copy, { recursive: true });
  const files = readdirSync(copy);
  const chunk = files.find((name) => chunkName.test(name) && /\.[0-9a-f]{10}\.js$/.test(name));
  if (!chunk || !readFileSync(join(copy, chunk), 'utf8').includes(from)) {
    throw new Error(`no chunk ${chunkName} of ${dist} says "${from}"`);
  }
  const text = readFileSync(join(copy, chunk), 'utf8').replaceAll(from, to);
  const oldHash = /\.([0-9a-f]{10})\.js$/.exec(chunk)![1];
  const newHash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  rmSync(join(copy, chunk));
  writeFileSync(join(copy, chunk.replace(oldHash, newHash)), text);
  for (const name of files) {
    if (/\.(br|gz)$/.test(name)) rmSync(join(copy, name));
    else if (/\.(js|json)$/.test(name) && name !== chunk) {
      const file = join(copy, name);
      const content = readFileSync(file, 'utf8');
      if (content.includes(oldHash)) writeFileSync(file, content.replaceAll(oldHash, newHash));
    }
  }
  return copy;
}
