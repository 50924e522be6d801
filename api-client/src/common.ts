// Wire types shared by several resources.

/** The five interface languages; 'it' is the original text of every owner-written entry. */
export type LanguageCode = 'it' | 'en' | 'es' | 'fr' | 'de';
/** Languages an owner can translate an entry into. */
export type TranslationCode = Exclude<LanguageCode, 'it'>;
export type TranslationLanguage = 'Inglese' | 'Spagnolo' | 'Francese' | 'Tedesco';

/** DRF-style field errors: `{"field": ["message"]}`. */
export type FieldErrors = Record<string, string[]>;
/** `{"detail": "message"}`: a non-field error, or the answer of a call that only reports. */
export interface DetailError {
  detail: string;
}
