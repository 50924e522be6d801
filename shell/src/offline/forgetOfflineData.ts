import { clearOfflineStorage } from '../sw/storage';

/**
 * What the guest's phone kept for offline use is deleted: every cache and IndexedDB database of
 * the app, and the service worker (docs/adr/0032). At logout and on a 401.
 */
export async function forgetOfflineData(): Promise<void> {
  await Promise.allSettled([
    clearOfflineStorage(),
    'serviceWorker' in navigator
      ? navigator.serviceWorker
          .getRegistrations()
          .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      : undefined,
  ]);
}
