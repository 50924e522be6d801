import { lazy, Suspense, useSyncExternalStore } from 'react';
import { cachedAnswersSince, subscribeCachedAnswers } from '@soglia/api-client';

// Downloaded only when the phone's copy is on screen: a visit with a connection never needs it
// (the service worker keeps it for the visits without one).
const ShownAsOf = lazy(() =>
  import(/* webpackChunkName: "offline-notice" */ './ShownAsOf').then((module) => ({
    default: module.ShownAsOf,
  })),
);

/**
 * "Offline: shown as of HH:MM" while something on screen is the copy the phone kept, not a live
 * answer: the time the oldest such answer was fetched (docs/product.md § Offline at the door).
 */
export function OfflineNotice() {
  const since = useSyncExternalStore(subscribeCachedAnswers, cachedAnswersSince);
  if (since === null) return null;
  return (
    <Suspense fallback={null}>
      <ShownAsOf since={since} />
    </Suspense>
  );
}
