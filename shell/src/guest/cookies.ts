import {
  COOKIES,
  isLanguageCode,
  readCookie,
  writeCookie,
  type LanguageCode,
} from '@soglia/api-client';

/** The saved guest language, or null when missing or not one of the five. */
export function readLanguage(): LanguageCode | null {
  const value = readCookie(COOKIES.language);
  return isLanguageCode(value) ? value : null;
}

export function saveLanguage(code: LanguageCode): void {
  writeCookie(COOKIES.language, code);
}

export function hasConsent(): boolean {
  return readCookie(COOKIES.consent) === 'accepted';
}

export function saveConsent(): void {
  writeCookie(COOKIES.consent, 'accepted');
}
