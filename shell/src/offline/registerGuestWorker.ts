import { authorizationOf, getStoredToken, type LanguageCode } from '@soglia/api-client';
import { WARM_MESSAGE, WORKER_SCOPE, WORKER_URL } from '../sw/rules';

const MANIFEST_URL = '/manifest.webmanifest';

/** The worker once it is active (at once on a repeat visit). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const check = () => {
      if (registration.active) resolve(registration.active);
    };
    check();
    (registration.installing ?? registration.waiting)?.addEventListener('statechange', check);
  });
}

/**
 * Links the web app manifest (the served /guest page does; a page that opened at /login does
 * not) and registers the service worker. Unless the page's first reads went through the worker,
 * asks it for the first screen's reads in `language`, so they are kept from the first visit on.
 */
export function registerGuestWorker(language: LanguageCode, readsWentThrough: boolean): void {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_URL;
    document.head.appendChild(link);
  }
  navigator.serviceWorker
    .register(WORKER_URL, { scope: WORKER_SCOPE })
    .then(activeWorker)
    .then((worker) => {
      const token = getStoredToken();
      if (readsWentThrough || !token) return;
      worker.postMessage({ type: WARM_MESSAGE, language, authorization: authorizationOf(token) });
    })
    .catch(() => {});
}
