import type { LanguageCode } from '@soglia/api-client';

/** How long nothing must have been downloaded before the worker's own downloads start. */
const QUIET_MS = 2000;

/**
 * Once the page has loaded and has downloaded nothing for QUIET_MS, when the phone is idle: the
 * worker's install downloads the guest app's files, which must not compete with the first screen's.
 */
function whenQuiet(run: () => void): void {
  let timer: ReturnType<typeof setTimeout>;
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, QUIET_MS);
  });
  const done = () => {
    observer.disconnect();
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
    else run();
  };
  const start = () => {
    observer.observe({ type: 'resource' });
    timer = setTimeout(done, QUIET_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Makes the guest's page installable and available offline (docs/adr/0032): once the page has
 * loaded and is quiet, a chunk of its own links the web app manifest and registers the
 * service worker. Whether the page's first reads went through the worker is read now: a first
 * visit's (or a page opened at /login, which the worker never controls) did not, and the worker is
 * asked to keep them. Production builds only.
 */
export function startGuestWorker(language: LanguageCode): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const readsWentThrough = navigator.serviceWorker.controller !== null;
  whenQuiet(() => {
    import(/* webpackChunkName: "guest-worker" */ './registerGuestWorker').then(
      (module) => module.registerGuestWorker(language, readsWentThrough),
      () => {},
    );
  });
}
