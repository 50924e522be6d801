import { clearToken, getStoredToken } from '@soglia/api-client';

const FLAG_KEY = 'isAuthenticated';

/** The locally stored flag every route except /login requires (SPEC §2). */
export function isAuthenticated(): boolean {
  return localStorage.getItem(FLAG_KEY) === 'true';
}

export function markAuthenticated(): void {
  localStorage.setItem(FLAG_KEY, 'true');
}

/** On load: a token in local storage means the user counts as authenticated (SPEC §4). */
export function restoreSession(): void {
  if (getStoredToken()) markAuthenticated();
}

export function clearSession(): void {
  clearToken();
  localStorage.removeItem(FLAG_KEY);
}
