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

export function clearSession(): void {
  clearToken();
  localStorage.removeItem(FLAG_KEY);
  confirmedProfile = null;
}
