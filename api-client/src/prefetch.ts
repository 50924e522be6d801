import { CanceledError } from 'axios';
import { getStoredToken } from './auth-token';
import { heldReads as held, type HeldRead as Held } from './http';

/**
 * Reads started before their reader exists: the shell asks for the user and for a remote's first
 * data as soon as it knows the token, while the remote's code is still downloading, and the
 * remote's own call receives that answer instead of asking again. The held answers live in
 * http.ts, api-client's state, one shared instance for the shell and the remotes (Module
 * Federation singleton).
 *
 * A held answer goes to the first call that asks for it, once; any later call asks the server
 * again. Held answers older than HELD_MS, or asked with another token (before a login or a
 * logout), are never given.
 */
const HELD_MS = 30_000;

const usable = (entry: Held) =>
  Date.now() - entry.at <= HELD_MS && entry.token === getStoredToken();

/** Starts `request` now and holds its answer for the first `takePrefetched(key, …)`. */
export function prefetch(key: string, request: () => Promise<unknown>): void {
  const existing = held.get(key);
  if (existing && usable(existing)) return;
  const entry: Held = {
    promise: request(),
    at: Date.now(),
    token: getStoredToken(),
    settled: false,
  };
  const settle = () => {
    entry.settled = true;
  };
  // The reader gets the failure; an answer nobody takes must not be an unhandled rejection.
  entry.promise.then(settle, settle);
  held.set(key, entry);
}

/**
 * The held answer of `key` if there is one, else `request()`. A reader that gives up (its
 * signal aborts) before the held answer arrives leaves it for the next reader.
 */
export function takePrefetched<T>(
  key: string,
  request: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const entry = held.get(key);
  held.delete(key);
  if (!entry || !usable(entry)) return request();
  if (!signal) return entry.promise as Promise<T>;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      if (!entry.settled && !held.has(key)) held.set(key, entry);
      reject(new CanceledError());
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    (entry.promise as Promise<T>).then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
