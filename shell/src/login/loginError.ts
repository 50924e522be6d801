import { isAxiosError, readErrorCode, readRetryAfter, type LanguageCode } from '@soglia/api-client';
import { readLanguage } from '../guest/cookies';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const NO_RESPONSE = 'Il server non risponde. Riprova.';

/** Too many failed logins: the wait in minutes (from `Retry-After`), or null when not given. */
const THROTTLED: Record<LanguageCode, (minutes: number | null) => string> = {
  it: (n) =>
    `Troppi tentativi. Riprova tra ${n === null ? 'qualche minuto' : n === 1 ? '1 minuto' : `${n} minuti`}.`,
  en: (n) =>
    `Too many attempts. Try again in ${n === null ? 'a few minutes' : n === 1 ? '1 minute' : `${n} minutes`}.`,
  es: (n) =>
    `Demasiados intentos. Vuelve a intentarlo dentro de ${n === null ? 'unos minutos' : n === 1 ? '1 minuto' : `${n} minutos`}.`,
  fr: (n) =>
    `Trop de tentatives. Réessayez dans ${n === null ? 'quelques minutes' : n === 1 ? '1 minute' : `${n} minutes`}.`,
  de: (n) =>
    `Zu viele Versuche. Bitte versuchen Sie es in ${n === null ? 'ein paar Minuten' : n === 1 ? '1 Minute' : `${n} Minuten`} erneut.`,
};

/**
 * The login's error text (docs/product.md § Signing in and out), chosen by the answer's code:
 * too many failed logins (`throttled`) say so with the wait the server gave, in the language this
 * browser chose as a guest, else in Italian; any other answer reads as bad credentials; no
 * answer at all is "no response".
 */
export function loginErrorMessage(error: unknown): string {
  if (!isAxiosError(error) || !error.response) return NO_RESPONSE;
  if (readErrorCode(error) === 'throttled') {
    const seconds = readRetryAfter(error);
    return THROTTLED[readLanguage() ?? 'it'](seconds === null ? null : Math.ceil(seconds / 60));
  }
  return INVALID_CREDENTIALS;
}
