import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { authorizationOf, clearToken, getStoredToken, readCookie } from './auth-token';
import { CACHED_AT_HEADER, COOKIES } from './contract';
import { KEPT_READ_MESSAGE, REVALIDATING_HEADER, type KeptReadMessage } from './offline';

const CSRF_COOKIE = COOKIES.csrf;
const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

type UnauthorizedHandler = () => void;

const redirectToLogin: UnauthorizedHandler = () => {
  clearToken();
  localStorage.removeItem('isAuthenticated');
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

let unauthorizedHandler: UnauthorizedHandler = redirectToLogin;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? redirectToLogin;
}

/** A read started ahead of its reader (prefetch.ts), until the first reader takes it. */
export interface HeldRead {
  promise: Promise<unknown>;
  at: number;
  /** The token it was asked with: a login or a logout makes it someone else's answer. */
  token: string | null;
  settled: boolean;
}

/**
 * The held reads by key. Here, beside the axios instance, because this module is the one
 * instance of api-client's state that the shell and the remotes share.
 */
export const heldReads = new Map<string, HeldRead>();

/**
 * The one axios instance every call goes through. Its CSRF header is ours (X-CSRFToken from the
 * `csrftoken` cookie, below): axios' own XSRF-TOKEN handling is off, which also keeps it from
 * reading that cookie through the browser's async Cookie Store before sending, which would hold
 * back every request until the running script has finished.
 */
export const http = axios.create({ baseURL: '', withCredentials: true, withXSRFToken: false });

interface SogliaRequestConfig extends InternalAxiosRequestConfig {
  unauthorizedHandled?: boolean;
}

let csrfRequest: Promise<unknown> | null = null;

async function ensureCsrfCookie(baseURL: string | undefined): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  // One shared request even when several unsafe calls start at once.
  csrfRequest ??= axios.get(`${baseURL ?? ''}/api/csrf/`, { withCredentials: true }).finally(() => {
    csrfRequest = null;
  });
  await csrfRequest;
  return readCookie(CSRF_COOKIE);
}

const isUnsafe = (config: InternalAxiosRequestConfig) =>
  UNSAFE_METHODS.has((config.method ?? 'get').toLowerCase());

// Synchronous, and the CSRF one skipped for reads: axios then sends a read within the call
// itself, not after the running script has finished (the page's first reads go out while the
// rest of the shell's code is still being evaluated).
http.interceptors.request.use(
  (config) => {
    const token = getStoredToken();
    if (token) config.headers.set('Authorization', authorizationOf(token));
    return config;
  },
  undefined,
  { synchronous: true },
);

http.interceptors.request.use(
  async (config) => {
    const csrf = await ensureCsrfCookie(config.baseURL ?? http.defaults.baseURL);
    if (csrf) config.headers.set('X-CSRFToken', csrf);
    return config;
  },
  undefined,
  { runWhen: isUnsafe },
);

http.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) {
    const config = error.config as SogliaRequestConfig | undefined;
    if (config && !config.unauthorizedHandled) {
      config.unauthorizedHandled = true;
      unauthorizedHandler();
    }
  }
  return Promise.reject(error);
});

/**
 * When each read the shell's service worker answered from its cache was fetched, by path: a
 * later answer of the same path from the network takes it off (docs/adr/0032).
 */
const cachedAnswers = new Map<string, number>();
const cachedListeners = new Set<() => void>();
let oldestCached: number | null = null;

/** Marks `path`'s answer on screen as the phone's copy fetched at `at`, or (NaN) as live. */
function markCached(path: string, at: number): void {
  const before = cachedAnswers.get(path);
  if (Number.isNaN(at)) cachedAnswers.delete(path);
  else cachedAnswers.set(path, at);
  if (cachedAnswers.get(path) !== before) {
    oldestCached = cachedAnswers.size > 0 ? Math.min(...cachedAnswers.values()) : null;
    cachedListeners.forEach((listener) => listener());
  }
}

http.interceptors.response.use((response) => {
  // The worker's copy while it asks the network: its message says what it is (below).
  if (!response.headers?.[REVALIDATING_HEADER]) {
    markCached(
      String(response.config?.url ?? '').split('?', 1)[0],
      Date.parse(String(response.headers?.[CACHED_AT_HEADER] ?? '')),
    );
  }
  return response;
});

/** Adds a listener to `listeners`; answers the function that removes it. */
function subscriber(listeners: Set<() => void>) {
  return (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
}

const updatedListeners = new Set<() => void>();

/**
 * Calls `listener` when a copy the service worker gave while it asked the network turned out to
 * differ from the network's answer: ask again for the new one.
 */
export const subscribeUpdatedAnswers = subscriber(updatedListeners);

/** How the network answered a read the worker gave from its copy (docs/adr/0034). */
export function receiveKeptReadMessage({ path, state, cachedAt }: KeptReadMessage): void {
  if (state === 'refused') return unauthorizedHandler();
  // Not stale: the answer on screen is live (an empty date is NaN).
  markCached(path, Date.parse((state === 'stale' && cachedAt) || ''));
  if (state === 'updated') {
    // A screen not there yet asks again instead of taking the copy held for it.
    heldReads.clear();
    updatedListeners.forEach((listener) => listener());
  }
}

// Messages posted before this listener existed were queued until now (setting onmessage starts
// them).
if (navigator.serviceWorker) {
  navigator.serviceWorker.onmessage = ({ data }) => {
    if ((data as KeptReadMessage | null)?.type === KEPT_READ_MESSAGE) receiveKeptReadMessage(data);
  };
}

/**
 * When the oldest answer on screen that came from the service worker's cache was fetched
 * (ms since the epoch), or null while every answer came from the network.
 */
export function cachedAnswersSince(): number | null {
  return oldestCached;
}

/** Calls `listener` when cachedAnswersSince() changes; answers the unsubscribe function. */
export const subscribeCachedAnswers = subscriber(cachedListeners);
