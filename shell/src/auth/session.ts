import { clearToken, getStoredToken, type ProfileType } from '@soglia/api-client';

const FLAG_KEY = 'isAuthenticated';

/** The stored flag every route except /login requires (docs/product.md § Signing in and out). */
export function isAuthenticated(): boolean {
  return localStorage.getItem(FLAG_KEY) === 'true';
}

export function markAuthenticated(): void {
  localStorage.setItem(FLAG_KEY, 'true');
}

/**
 * On load: a token in local storage means the user counts as authenticated
 * (docs/product.md § Signing in and out).
 */
export function restoreSession(): void {
  if (getStoredToken()) markAuthenticated();
}

/**
 * The profile the server confirmed during this page's login, so the area the user is sent to
 * does not ask again. A reload starts empty and asks the server
 * (docs/product.md § Signing in and out).
 */
let confirmedProfile: ProfileType | null = null;

export function rememberConfirmedProfile(profile: ProfileType): void {
  confirmedProfile = profile;
}

export function confirmedProfileOf(): ProfileType | null {
  return confirmedProfile;
}

/** Forgets the token and the flag: the login page, before it stores a new token. */
export function dropSession(): void {
  clearToken();
  localStorage.removeItem(FLAG_KEY);
  confirmedProfile = null;
}

/**
 * Ends the session on this device (logout, a 401) with what the phone kept for offline use
 * (docs/product.md § Offline at the door); resolves once that is deleted too.
 */
export function clearSession(): Promise<void> {
  dropSession();
  // A chunk of its own, loaded when a session ends: the login page never downloads it.
  return import(/* webpackChunkName: "forget" */ '../offline/forgetOfflineData').then(
    (module) => module.forgetOfflineData(),
    () => undefined,
  );
}
