import type { LanguageCode } from '@soglia/api-client';

export const LANGUAGE_COOKIE = 'language';
export const CONSENT_COOKIE = 'privacy_consent';
export const COOKIE_DAYS = 365;

export const LANGUAGE_CODES: readonly LanguageCode[] = ['it', 'en', 'es', 'fr', 'de'];

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const part = document.cookie.split(/;\s*/).find((item) => item.startsWith(prefix));
  if (!part) return null;
  try {
    return decodeURIComponent(part.slice(prefix.length));
  } catch {
    return null;
  }
}

export function writeCookie(name: string, value: string, days = COOKIE_DAYS): void {
  const maxAge = days * 24 * 60 * 60;
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax`;
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The saved guest language, or null when missing or not one of the five. */
export function readLanguage(): LanguageCode | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguageCode(value) ? value : null;
}

export function saveLanguage(code: LanguageCode): void {
  writeCookie(LANGUAGE_COOKIE, code);
}

export function hasConsent(): boolean {
  return readCookie(CONSENT_COOKIE) === 'accepted';
}

export function saveConsent(): void {
  writeCookie(CONSENT_COOKIE, 'accepted');
}
