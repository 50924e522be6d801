/// <reference lib="webworker" />
// The guest's service worker, served at /sw.js for /guest only (docs/adr/0032-guest-offline-
// service-worker.md): the guest's page, the shell's files (Workbox's precache, versioned by the
// build) and the guest remote's (guestCode.ts) open without a network, and the guest's own reads
// (keptReads.ts, docs/adr/0034) answer their last answers at once while the network is asked.
// Nothing else is touched: no other request is answered, so the owner console, the API's writes,
// document photos, credentials and the identification's socket go to the network as if there were
// no worker.
import { clientsClaim } from 'workbox-core';
import {
  addRoute,
  createHandlerBoundToURL,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { clearOfflineStorage } from '../storage';
import {
  FORGET_MESSAGE,
  GUEST_PAGE,
  WARM_MESSAGE,
  firstReads,
  isGuestPage,
  keptReadOf,
} from '../rules';
import { isForgotten, markForgotten } from './forgetting';
import { installGuestCode, routeGuestCode } from './guestCode';
import { keptReads, keptReadsFirst, stayIsOver } from './keptReads';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** What the shell's server writes into this file when it serves it (shell/server). */
declare const __SOGLIA_WORKER_SETTINGS__: string;

interface WorkerSettings {
  /** The guest remote's mf-manifest.json. */
  guestManifest?: string;
}

function guestManifestUrl(): URL | null {
  try {
    const settings = JSON.parse(__SOGLIA_WORKER_SETTINGS__) as WorkerSettings;
    return settings.guestManifest ? new URL(settings.guestManifest, self.location.href) : null;
  } catch {
    return null;
  }
}

const origin = self.location.origin;
const guestManifest = guestManifestUrl();

/** The stay is over: nothing of it stays on the phone, this worker included. */
async function forgetEverything(): Promise<void> {
  markForgotten();
  await clearOfflineStorage();
  await self.registration.unregister();
}

// A new build takes over at once; the guest's next visit runs it.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  if (guestManifest) event.waitUntil(installGuestCode(guestManifest));
});
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(stayIsOver().then((over) => (over ? forgetEverything() : undefined)));
});

// Before Workbox's listeners: once forgotten, every request goes to the network untouched.
self.addEventListener('fetch', (event) => {
  if (isForgotten()) event.stopImmediatePropagation();
});

precache(self.__WB_MANIFEST);
const guestPage = createHandlerBoundToURL(GUEST_PAGE);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isGuestPage(url, origin),
  async (options) => {
    if (await stayIsOver()) {
      await forgetEverything();
      return fetch(options.request);
    }
    return guestPage(options);
  },
);
addRoute();
if (guestManifest) routeGuestCode(guestManifest);
registerRoute(({ url }) => keptReadOf(url, origin) !== null, keptReadsFirst);

// A page that opened at /login is not this worker's: once it is active, that page asks for its
// first reads to be kept (with its Authorization header, used for these requests only).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; language?: unknown; authorization?: unknown };
  if (data?.type === FORGET_MESSAGE) {
    event.waitUntil(forgetEverything().finally(() => event.ports[0]?.postMessage('forgotten')));
    return;
  }
  if (data?.type !== WARM_MESSAGE || isForgotten()) return;
  if (typeof data.language !== 'string' || typeof data.authorization !== 'string') return;
  const headers = { authorization: data.authorization };
  event.waitUntil(
    Promise.allSettled(
      firstReads(data.language).map((path) =>
        keptReads.handle({ event, request: new Request(path, { headers }) }),
      ),
    ),
  );
});
