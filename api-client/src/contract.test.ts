import {
  areaOfPath,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  REMOTE_BASE_PATHS,
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

describe('remote areas', () => {
  it('gives /owners and every path below it to the owner, only /guest itself to the guest', () => {
    expect(['/owners', '/owners/', '/owners/stays/4/guests/2'].map(areaOfPath)).toEqual([
      'owner',
      'owner',
      'owner',
    ]);
    expect(['/guest', '/guest/'].map(areaOfPath)).toEqual(['guest', 'guest']);
    for (const path of ['/', '/login', '/ownersx', '/guest/extra', '/guests']) {
      expect(areaOfPath(path)).toBeNull();
    }
    expect(REMOTE_BASE_PATHS).toEqual({ owner: '/owners', guest: '/guest' });
  });
});
