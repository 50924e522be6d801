/// <reference lib="webworker" />
// The guest's own reads: each 200 answer of one of them (rules.ts) is kept, marked with when it
// was fetched and whose session asked, and given to the same session only, until 24 hours after
// the check-out (docs/adr/0032-guest-offline-service-worker.md). The page gets the kept answer at
// once while the network is asked, then a message saying how the network answered; with nothing
// kept yet, the network first (docs/adr/0034-guest-reads-from-the-phone-first.md).
import { CACHED_AT_HEADER } from '@soglia/api-client/contract';
import {
  KEPT_READ_MESSAGE,
  REVALIDATING_HEADER,
  type KeptReadMessage,
} from '@soglia/api-client/offline';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types';
import { CacheOnly, NetworkFirst } from 'workbox-strategies';
import {
  DATA_CACHE,
  NETWORK_TIMEOUT_SECONDS,
  SESSION_HEADER,
  keepUntilOf,
  keptReadOf,
  mayKeep,
  mayServe,
  sessionTagOf,
} from '../rules';
import { notAfterForgetting, openKept } from './forgetting';

declare const self: ServiceWorkerGlobalScope;

/** What the kept answers belong to: the session that asked, and the end of its stay. */
interface Stay {
  session: string;
  keepUntil: number | null;
}

const stayKey = () => new URL('/__soglia/stay', self.location.origin).href;

export async function readStay(): Promise<Stay | null> {
  // CacheStorage.match: reading never creates the cache (caches.open would).
  const answer = await caches.match(stayKey(), { cacheName: DATA_CACHE });
  if (!answer) return null;
  try {
    const stay = (await answer.json()) as Stay;
    return typeof stay.session === 'string' ? stay : null;
  } catch {
    return null;
  }
}

async function writeStay(stay: Stay): Promise<void> {
  const cache = await openKept(DATA_CACHE);
  await cache.put(stayKey(), new Response(JSON.stringify(stay)));
}

/** The kept answers are gone (the worker and the code stay). */
export const forgetData = () => caches.delete(DATA_CACHE);

/** Whether the stay of the kept answers is over (24 hours after its check-out). */
export async function stayIsOver(now = Date.now()): Promise<boolean> {
  const keepUntil = (await readStay())?.keepUntil ?? null;
  return keepUntil !== null && now >= keepUntil;
}

// The reads of a page arrive together: their updates of the stay run one after the other.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const keptReadsPlugin: WorkboxPlugin = {
  async cacheWillUpdate({ request, response }) {
    if (response.status !== 200) return null;
    const kind = keptReadOf(new URL(request.url), self.location.origin);
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return null;
    }
    if (!kind || !mayKeep(kind, body)) return null;
    const session = await sessionTagOf(request.headers.get('authorization'));
    if (!session) return null;
    const kept = await oneAtATime(async () => {
      const stay = await readStay();
      // Another session's answers are never kept beside this one's.
      if (stay && stay.session !== session) await forgetData();
      const keepUntil =
        kind === 'profile' ? keepUntilOf(body) : stay?.session === session ? stay.keepUntil : null;
      if (keepUntil !== null && Date.now() >= keepUntil) {
        await forgetData();
        return false;
      }
      await writeStay({ session, keepUntil });
      return true;
    });
    if (!kept) return null;
    const headers = new Headers({
      'content-type': response.headers.get('content-type') ?? 'application/json',
      [CACHED_AT_HEADER]: new Date().toISOString(),
      [SESSION_HEADER]: session,
    });
    return new Response(text, { status: 200, statusText: response.statusText, headers });
  },

  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse) return null;
    const session = await sessionTagOf(request.headers.get('authorization'));
    const stay = await readStay();
    if (!session || !stay || stay.session !== session) return null;
    if (cachedResponse.headers.get(SESSION_HEADER) !== session) return null;
    const cachedAt = Date.parse(cachedResponse.headers.get(CACHED_AT_HEADER) ?? '');
    if (!mayServe(Date.now(), cachedAt, stay.keepUntil)) {
      await forgetData();
      return null;
    }
    return cachedResponse;
  },
};

/** The strategy of the guest's own reads. */
export const keptReads = new NetworkFirst({
  cacheName: DATA_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [notAfterForgetting, keptReadsPlugin],
});

const keptCopy = new CacheOnly({ cacheName: DATA_CACHE, plugins: [keptReadsPlugin] });

/** How the network answered a read whose kept answer the page already has. */
async function revalidate(
  event: FetchEvent,
  request: Request,
  given: string,
  givenAt: string,
): Promise<Omit<KeptReadMessage, 'type' | 'path'>> {
  const stale = (cachedAt: string) => ({ state: 'stale' as const, cachedAt });
  try {
    const [response, kept] = keptReads.handleAll({ event, request });
    const answer = await response;
    // The page asks again on `updated`: the new answer must be the one kept by then.
    await kept;
    // The strategy's own fallback: the network did not answer in time.
    const keptAt = answer.headers.get(CACHED_AT_HEADER);
    if (keptAt) return stale(keptAt);
    if (answer.status === 401) return { state: 'refused' };
    if (answer.status !== 200) return stale(givenAt);
    return { state: (await answer.text()) === given ? 'fresh' : 'updated' };
  } catch {
    return stale(givenAt);
  }
}

/** The reads each page has asked for (by client id), the last MAX_PAGES pages. */
const asked = new Map<string, Set<string>>();
const MAX_PAGES = 20;

/**
 * Whether this is the page's first ask for `read`: only that one gets the copy. A later one (the
 * page asks again after a form it sent, or after `updated`) must read what the network has now.
 */
function firstOfPage(clientId: string, read: string): boolean {
  if (!clientId) return false;
  const reads = asked.get(clientId) ?? new Set<string>();
  if (!asked.has(clientId)) {
    if (asked.size >= MAX_PAGES) asked.delete(asked.keys().next().value!);
    asked.set(clientId, reads);
  }
  const first = !reads.has(read);
  reads.add(read);
  return first;
}

/**
 * The route's handler: for a page's first ask of a read, the kept answer of this session at once,
 * marked REVALIDATING_HEADER, and the network asked meanwhile (its answer kept, the page told how
 * it went); for a later ask, or with none kept, the network first.
 */
export const keptReadsFirst: RouteHandlerCallback = async ({ event, request }) => {
  const fetchEvent = event as FetchEvent;
  const url = new URL(request.url);
  const copy = firstOfPage(fetchEvent.clientId, url.pathname + url.search)
    ? await keptCopy.handle({ event: fetchEvent, request }).catch(() => null)
    : null;
  if (!copy) return keptReads.handle({ event: fetchEvent, request });
  const given = await copy.text();
  const givenAt = copy.headers.get(CACHED_AT_HEADER) ?? '';
  fetchEvent.waitUntil(
    revalidate(fetchEvent, request, given, givenAt).then(async (outcome) => {
      const client = fetchEvent.clientId ? await self.clients.get(fetchEvent.clientId) : undefined;
      const message: KeptReadMessage = {
        type: KEPT_READ_MESSAGE,
        path: url.pathname,
        ...outcome,
      };
      client?.postMessage(message);
    }),
  );
  return new Response(given, {
    status: 200,
    headers: {
      'content-type': copy.headers.get('content-type') ?? 'application/json',
      [REVALIDATING_HEADER]: givenAt,
    },
  });
};
