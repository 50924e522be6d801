// What the shell's service worker and api-client's http.ts tell each other about the guest's
// reads it answers from the phone's copy (docs/adr/0034-guest-reads-from-the-phone-first.md). Not
// in contract.ts: the remotes never read it, and their bundles carry contract.ts.

/**
 * Header of an answer the shell's service worker gives at once from its copy while it asks the
 * network for a fresh one (a repeat visit with a connection): when that copy was fetched. Not an
 * offline answer yet: the worker then posts a KEPT_READ_MESSAGE to the page saying how the
 * network answered (docs/adr/0034-guest-reads-from-the-phone-first.md).
 */
export const REVALIDATING_HEADER = 'x-soglia-kept-at';

/** The message the worker posts to the page about an answer it gave with REVALIDATING_HEADER. */
export const KEPT_READ_MESSAGE = 'soglia:read';

/**
 * How the network answered after the worker gave its copy: the same (`fresh`), something else
 * (`updated`, now kept: ask again), a refused token (`refused`: a 401), or nothing in time
 * (`stale`: the copy on screen is what the phone kept, fetched at `cachedAt`).
 */
export interface KeptReadMessage {
  type: typeof KEPT_READ_MESSAGE;
  /** The read's path, without its query (the page keeps one answer per path). */
  path: string;
  state: 'fresh' | 'updated' | 'refused' | 'stale';
  /** ISO 8601, with `stale`. */
  cachedAt?: string;
}
