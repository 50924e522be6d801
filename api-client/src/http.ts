import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { clearToken, getStoredToken, readCookie } from './auth-token';
import { COOKIES } from './contract';

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
    if (token) config.headers.set('Authorization', `Token ${token}`);
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
