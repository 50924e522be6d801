// What the guest's service worker keeps, for whom and for how long
// (docs/adr/0032-guest-offline-service-worker.md). Pure: the worker (sw.ts), the page and the
// tests read it.
import { areaOfPath } from '@soglia/api-client/areas';

/** The worker's script and the pages it controls: the guest's page only, never the console. */
export const WORKER_URL = '/sw.js';
export const WORKER_SCOPE = '/guest';
/** The page the worker keeps, and serves for a guest page's navigation. */
export const GUEST_PAGE = '/guest';

/** The caches the worker writes (beside Workbox's precache of the shell's own files). */
export const DATA_CACHE = 'soglia-guest-data';
export const CODE_CACHE = 'soglia-guest-code';

/** Asked for by the page once the worker is active (see `firstReads`). */
export const WARM_MESSAGE = 'soglia:keep-first-reads';
/**
 * The page ended the session (logout, a 401): the worker deletes the guest's copy, writes nothing
 * more and unregisters, then answers on the message's port.
 */
export const FORGET_MESSAGE = 'soglia:forget';

/** Beside X-Soglia-Cached-At on a kept answer: whose session asked for it (a hash). */
export const SESSION_HEADER = 'x-soglia-session';

/** How long a read waits for the network before the kept answer is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** As long as the guest's login works: 24 hours after check-out (docs/product.md). */
export const AFTER_CHECK_OUT_MS = 24 * 60 * 60 * 1000;

/** The guest's own reads kept for offline use. */
export type KeptRead = 'user' | 'profile' | 'room' | 'guidebook';

const LANGUAGE = /^[a-z]{2}$/;

/**
 * Which of the guest's own reads a GET is, or null for everything never kept: document photos
 * (/api/media/…), login, logout and tokens, the identification's servers and socket, the owner's
 * reads (the owner's guidebook list is /api/apartment-info/ without a language) and any other URL.
 */
export function keptReadOf(url: URL, origin: string): KeptRead | null {
  if (url.origin !== origin) return null;
  const names = [...url.searchParams.keys()];
  const none = names.length === 0;
  const onlyLanguage = names.length === 1 && LANGUAGE.test(url.searchParams.get('language') ?? '');
  switch (url.pathname) {
    case '/api/user_information/':
      return none ? 'user' : null;
    case '/api/checkin-profiles-guest/':
      return none ? 'profile' : null;
    case '/api/guest-room/':
      return none || onlyLanguage ? 'room' : null;
    case '/api/apartment-info/':
      return onlyLanguage ? 'guidebook' : null;
    default:
      return null;
  }
}

/**
 * Whether an answer of a kept read may be kept: only a guest's (the user information of an owner
 * who opened /guest is not).
 */
export function mayKeep(kind: KeptRead, body: unknown): boolean {
  if (kind !== 'user') return true;
  return (body as { profile_type?: unknown } | null)?.profile_type === 'guest';
}

/** The reads the page's first screen makes, in the guest's language. */
export function firstReads(language: string): string[] {
  if (!LANGUAGE.test(language)) return [];
  return [
    '/api/user_information/',
    '/api/checkin-profiles-guest/',
    `/api/guest-room/?language=${language}`,
    `/api/apartment-info/?language=${language}`,
  ];
}

/** 'yyyy-mm-dd' + 'HH:MM[:SS]' as a moment of this phone's clock, or null. */
function momentOf(date: unknown, time: unknown): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(date ?? ''));
  const clock = /^(\d{2}):(\d{2})/.exec(String(time ?? ''));
  if (!day || !clock) return null;
  const [y, m, d] = day.slice(1).map(Number);
  return new Date(y, m - 1, d, Number(clock[1]), Number(clock[2])).getTime();
}

/**
 * Until when the guest's kept answers may be shown, from the answer of
 * GET /api/checkin-profiles-guest/: 24 hours after the check-out (null: no stay in it).
 */
export function keepUntilOf(profiles: unknown): number | null {
  const stay = Array.isArray(profiles) ? (profiles[0] as Record<string, unknown>) : null;
  const checkOut = stay ? momentOf(stay.check_out_date, stay.check_out_time) : null;
  return checkOut === null ? null : checkOut + AFTER_CHECK_OUT_MS;
}

/**
 * Whether a kept answer fetched at `cachedAt` may be shown at `now`: before `keepUntil` when the
 * stay is known, else for at most a day after it was fetched.
 */
export function mayServe(now: number, cachedAt: number, keepUntil: number | null): boolean {
  if (Number.isNaN(cachedAt)) return false;
  return keepUntil === null ? now - cachedAt < AFTER_CHECK_OUT_MS : now < keepUntil;
}

/** A navigation to the guest's page (the only page the worker answers). */
export function isGuestPage(url: URL, origin: string): boolean {
  return url.origin === origin && areaOfPath(url.pathname) === 'guest';
}

/** A file name with webpack's content hash: never changes, so it is kept as it is. */
const HASHED = /\.[0-9a-f]{10}\.js$/;

/** What a request to the guest remote is: its manifest, its entry, a hashed file, or none. */
export type GuestCodeRequest = 'manifest' | 'entry' | 'hashed' | null;

/** The folder of the remote's files: its manifest's (the remotes are built with publicPath auto). */
export const guestBaseOf = (manifestUrl: URL) => new URL('./', manifestUrl);

export function guestCodeRequestOf(url: URL, manifestUrl: URL): GuestCodeRequest {
  if (url.href === manifestUrl.href) return 'manifest';
  const base = guestBaseOf(manifestUrl).href;
  if (!url.href.startsWith(base) || url.search) return null;
  const name = url.href.slice(base.length);
  if (name === 'remoteEntry.js') return 'entry';
  return HASHED.test(name) && !name.includes('/') ? 'hashed' : null;
}

interface Assets {
  assets?: { js?: { sync?: unknown; async?: unknown } };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: (Assets & { path?: string })[];
  shared?: (Assets & { name?: string })[];
}

/**
 * Every script of the guest remote a guest may run, from its mf-manifest.json: the entry, ./App's
 * chunks (the languages, the sections, the doors and forms) and those of the shared libraries
 * the shell does not provide itself (`hostProvided`, their share keys). Only files in the
 * manifest's folder.
 */
export function guestCodeOf(
  data: unknown,
  manifestUrl: URL,
  hostProvided: readonly string[],
): string[] {
  const { metaData, exposes = [], shared = [] } = (data ?? {}) as Manifest;
  const scripts = (item: Assets) => {
    const { sync, async } = item.assets?.js ?? {};
    return [sync, async].flatMap((list) => (Array.isArray(list) ? list : []));
  };
  const entry = metaData?.remoteEntry;
  const entryPath = typeof entry?.path === 'string' && entry.path ? `${entry.path}/` : '';
  const files = [
    ...(typeof entry?.name === 'string' ? [`${entryPath}${entry.name}`] : []),
    ...exposes.filter((expose) => expose.path === './App').flatMap(scripts),
    ...shared.filter((item) => !hostProvided.includes(item.name ?? '')).flatMap(scripts),
  ];
  const base = guestBaseOf(manifestUrl);
  const urls = files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base))
    .filter((url) => guestCodeRequestOf(url, manifestUrl) !== null)
    .map((url) => url.href);
  return [...new Set(urls)];
}

/**
 * A session's mark on the answers it had kept: a hash of its Authorization header (never the
 * token itself), so a kept answer goes back only to the session that asked for it.
 */
export async function sessionTagOf(authorization: string | null): Promise<string> {
  if (!authorization) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
