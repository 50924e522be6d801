/// <reference lib="webworker" />
// The guest remote's files, a build of its own on its own origin: its mf-manifest.json and
// remoteEntry.js (same names in every build) network first, its content-hashed files cache first.
// All of them are asked for in CORS mode (the remotes' server allows it): a readable answer is
// kept at its size, where an opaque one would count megabytes against the phone's quota. When a
// manifest differs from the kept one (a new deploy), the files it lists are fetched into the cache
// and those only the previous one listed are dropped (docs/adr/0032-guest-offline-service-worker.md).
import type { WorkboxPlugin } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CODE_CACHE, NETWORK_TIMEOUT_SECONDS, guestCodeOf, guestCodeRequestOf } from '../rules';
import { isForgotten, notAfterForgetting, openKept } from './forgetting';

/** The share keys the shell provides itself (their remote copies are never downloaded). */
declare const __HOST_PROVIDED__: string[];

const inCorsMode: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      mode: 'cors',
      credentials: 'omit',
      cache: request.cache === 'only-if-cached' ? 'default' : request.cache,
    }),
};

const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok ? response : null),
};

function parse(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

async function fetchInto(cache: Cache, url: string, fresh: boolean): Promise<void> {
  try {
    const response = await fetch(url, {
      mode: 'cors',
      credentials: 'omit',
      cache: fresh ? 'no-cache' : 'default',
    });
    if (response.ok && !isForgotten()) await cache.put(url, response);
  } catch {
    // Offline or the remote is down: the next visit fetches it on demand.
  }
}

/**
 * Fetches the files `manifestText` lists that are not kept yet (the entry too when
 * `withEntry`, at install), four at a time, then drops those only `previousText` listed.
 */
export async function keepGuestCode(
  manifestUrl: URL,
  manifestText: string,
  previousText: string | null,
  withEntry: boolean,
): Promise<void> {
  const cache = await openKept(CODE_CACHE);
  const files = guestCodeOf(parse(manifestText), manifestUrl, __HOST_PROVIDED__);
  const wanted: string[] = [];
  for (const url of files) {
    const isEntry = guestCodeRequestOf(new URL(url), manifestUrl) === 'entry';
    if (isEntry ? withEntry : !(await cache.match(url))) wanted.push(url);
  }
  for (let start = 0; start < wanted.length; start += 4) {
    await Promise.all(
      wanted
        .slice(start, start + 4)
        .map((url) =>
          fetchInto(cache, url, guestCodeRequestOf(new URL(url), manifestUrl) === 'entry'),
        ),
    );
  }
  const current = new Set(files);
  const previous = guestCodeOf(parse(previousText), manifestUrl, __HOST_PROVIDED__);
  await Promise.all(
    previous
      .filter(
        (url) => !current.has(url) && guestCodeRequestOf(new URL(url), manifestUrl) === 'hashed',
      )
      .map((url) => cache.delete(url)),
  );
}

/** At install: the remote's current manifest, its entry and every file it lists. */
export async function installGuestCode(manifestUrl: URL): Promise<void> {
  const cache = await openKept(CODE_CACHE);
  const previous = (await (await cache.match(manifestUrl.href))?.text()) ?? null;
  try {
    const response = await fetch(manifestUrl.href, {
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-cache',
    });
    if (!response.ok) return;
    const text = await response.clone().text();
    if (isForgotten()) return;
    await cache.put(manifestUrl.href, response);
    await keepGuestCode(manifestUrl, text, previous, true);
  } catch {
    // The remote is down: its files are kept as the guest's page asks for them.
  }
}

/** The routes of the guest remote's files. */
export function routeGuestCode(manifestUrl: URL): void {
  const kindOf = (url: URL) => guestCodeRequestOf(url, manifestUrl);
  const newDeploy: WorkboxPlugin = {
    async cacheDidUpdate({ oldResponse, newResponse }) {
      const [before, after] = await Promise.all([oldResponse?.text(), newResponse.text()]);
      if (before !== after) await keepGuestCode(manifestUrl, after, before ?? null, false);
    },
  };
  const networkFirst = (plugins: WorkboxPlugin[]) =>
    new NetworkFirst({
      cacheName: CODE_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [notAfterForgetting, inCorsMode, okOnly, ...plugins],
    });
  registerRoute(({ url }) => kindOf(url) === 'manifest', networkFirst([newDeploy]));
  registerRoute(({ url }) => kindOf(url) === 'entry', networkFirst([]));
  registerRoute(
    ({ url }) => kindOf(url) === 'hashed',
    new CacheFirst({ cacheName: CODE_CACHE, plugins: [notAfterForgetting, inCorsMode, okOnly] }),
  );
}
