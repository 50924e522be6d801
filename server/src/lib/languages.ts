import { z } from 'zod';

/** Translation language names and their codes (docs/api.md § Doors); 'it' is the original text. */
export const CODE_OF_LANGUAGE = {
  Inglese: 'en',
  Spagnolo: 'es',
  Francese: 'fr',
  Tedesco: 'de',
} as const;

export const GUEST_LANGUAGE_CODES = ['it', 'en', 'es', 'fr', 'de'] as const;

export const translationLanguageSchema = z.enum(['Inglese', 'Spagnolo', 'Francese', 'Tedesco']);
export const translationCodeSchema = z.enum(['en', 'es', 'fr', 'de']);
export const guestLanguageSchema = z.enum(GUEST_LANGUAGE_CODES);

export const LANGUAGE_CODE_MISMATCH = 'Il codice non corrisponde alla lingua.';
