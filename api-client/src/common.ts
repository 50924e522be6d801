// Wire types shared by several resources.

/** The five interface languages; 'it' is the original text of every owner-written entry. */
export type LanguageCode = 'it' | 'en' | 'es' | 'fr' | 'de';
/** Languages an owner can translate an entry into. */
export type TranslationCode = Exclude<LanguageCode, 'it'>;
export type TranslationLanguage = 'Inglese' | 'Spagnolo' | 'Francese' | 'Tedesco';

/** The translation languages in the order the forms list them, with their codes. */
export const TRANSLATION_LANGUAGES: readonly {
  language: TranslationLanguage;
  code: TranslationCode;
}[] = [
  { language: 'Inglese', code: 'en' },
  { language: 'Spagnolo', code: 'es' },
  { language: 'Francese', code: 'fr' },
  { language: 'Tedesco', code: 'de' },
];

/** The code of a translation language (`'Tedesco'` -> `'de'`). */
export const translationCodeOf = (language: TranslationLanguage): TranslationCode =>
  TRANSLATION_LANGUAGES.find((entry) => entry.language === language)?.code ?? 'en';

/** DRF-style field errors: `{"field": ["message"]}`. */
export type FieldErrors = Record<string, string[]>;
/** `{"detail": "message"}`: a non-field error, or the answer of a call that only reports. */
export interface DetailError {
  detail: string;
}
