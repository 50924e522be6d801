import { FORGET_MESSAGE } from '../sw/rules';
import { clearOfflineStorage } from '../sw/storage';

/** How long the page waits for a worker to say it has forgotten (a stopped one may never). */
const WORKER_ANSWER_MS = 2000;

/** Asks a worker to forget and stop writing; resolves on its answer or after WORKER_ANSWER_MS. */
function askToForget(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: FORGET_MESSAGE }, [channel.port2]);
  });
}

/**
 * What the guest's phone kept for offline use is deleted: every cache and IndexedDB database of
 * the app, and the service worker (docs/adr/0032). At logout and on a 401. The worker is told
 * first, so a request it is still answering cannot write a cache again after the page deleted it.
 */
export async function forgetOfflineData(): Promise<void> {
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.allSettled(
      registrations.flatMap((registration) => {
        const worker = registration.active;
        return [...(worker ? [askToForget(worker)] : []), registration.unregister()];
      }),
    );
  }
  await clearOfflineStorage();
}
