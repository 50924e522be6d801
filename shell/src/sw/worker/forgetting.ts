/// <reference lib="webworker" />
// Once the page ends the session (logout, a 401), this worker writes nothing more: a read, a
// download of the guest's code or an update in flight would otherwise recreate a cache the page
// has just deleted, and the phone would keep part of the stay after the session ended.
import type { WorkboxPlugin } from 'workbox-core/types';

let forgotten = false;

export const isForgotten = (): boolean => forgotten;

export function markForgotten(): void {
  forgotten = true;
}

/** Opens a cache of the guest's copy; refuses once the session was forgotten. */
export async function openKept(name: string): Promise<Cache> {
  if (forgotten) throw new Error('the session on this phone has ended');
  return caches.open(name);
}

/** First in a strategy's plugins: no answer is kept once the session was forgotten. */
export const notAfterForgetting: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (forgotten ? null : response),
};
