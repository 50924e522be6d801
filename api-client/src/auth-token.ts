import { COOKIES } from './contract';

/** Local storage key of the login token. */
const TOKEN_KEY = COOKIES.token;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

/** A first-party cookie on path '/', 365 days unless told otherwise (Expires for old browsers). */
export function writeCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Expires=${expires}; Path=/; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The Authorization header's value for a token. */
export const authorizationOf = (token: string) => `Token ${token}`;

export function getStoredToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_KEY);
}

/**
 * The token lives in local storage only (for the Authorization header); a cookie says no more
 * than "signed in", and the token cookie older versions wrote is removed.
 */
export function storeToken(key: string): void {
  localStorage.setItem(TOKEN_KEY, key);
  writeCookie(COOKIES.signedIn, '1');
  deleteCookie(TOKEN_KEY);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  deleteCookie(COOKIES.signedIn);
  deleteCookie(TOKEN_KEY);
}
