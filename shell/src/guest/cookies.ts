import { readCookie, writeCookie, type LanguageCode } from '@soglia/api-client';

export const LANGUAGE_COOKIE = 'language';
export const CONSENT_COOKIE = 'privacy_consent';

export const LANGUAGE_CODES: readonly LanguageCode[] = ['it', 'en', 'es', 'fr', 'de'];

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
