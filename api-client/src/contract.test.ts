import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  isLanguageCode,
} from './contract';

describe('remote contract', () => {
  it('offers the five guest languages, Italian first, each named in its own language', () => {
    expect(LANGUAGE_CODES).toEqual(['it', 'en', 'es', 'fr', 'de']);
    expect(LANGUAGES.map(({ label }) => label)).toEqual([
      'Italiano',
      'English',
      'Español',
      'Français',
      'Deutsch',
    ]);
    expect([DEFAULT_LANGUAGE, FALLBACK_LANGUAGE]).toEqual(['it', 'en']);
  });

  it('recognises only those codes', () => {
    expect(LANGUAGE_CODES.every(isLanguageCode)).toBe(true);
    for (const value of ['', 'IT', 'pt', 'toString', null, undefined, 3]) {
      expect(isLanguageCode(value)).toBe(false);
    }
  });
});
