/**
 * @jest-environment node
 */
import {
  firstReads,
  guestCodeOf,
  guestCodeRequestOf,
  isGuestPage,
  keepUntilOf,
  keptReadOf,
  mayKeep,
  mayServe,
  sessionTagOf,
} from './rules';

const ORIGIN = 'https://soglia.example';
const read = (path: string, origin = ORIGIN) => keptReadOf(new URL(path, origin), ORIGIN);

describe('what the worker keeps', () => {
  test("the guest's own reads: who, the stay, the room and doors and the guidebook per language", () => {
    expect(read('/api/user_information/')).toBe('user');
    expect(read('/api/checkin-profiles-guest/')).toBe('profile');
    expect(read('/api/guest-room/?language=de')).toBe('room');
    expect(read('/api/guest-room/')).toBe('room');
    expect(read('/api/apartment-info/?language=fr')).toBe('guidebook');
  });

  test('never document photos, credentials, the door opening, the identification or the console', () => {
    for (const path of [
      '/api/media/guests/12/front/',
      '/api/media/guests/12/back/',
      '/api/auth/login/',
      '/api/auth/logout/',
      '/api/csrf/',
      '/api/check-cpc/',
      '/api/identification/ice-servers/',
      '/api/identification/socket/',
      '/api/identification/stays/4/',
      // The owner's guidebook and stays.
      '/api/apartment-info/',
      '/api/apartment-info/?apartment=3',
      '/api/apartment-info/?apartment=3&language=it',
      '/api/owner-checkin-details/?start_date=2026-07-01',
      '/api/apartments/',
      '/api/checkin-profiles/',
      '/api/places/?search=rom',
      '/api/guest-room/?language=../x',
      '/owners',
      '/guest',
    ]) {
      expect([path, read(path)]).toEqual([path, null]);
    }
    expect(read('/api/checkin-profiles-guest/', 'https://elsewhere.example')).toBeNull();
  });

  test("only a guest's user information is kept", () => {
    expect(mayKeep('user', { profile_type: 'guest' })).toBe(true);
    expect(mayKeep('user', { profile_type: 'owner' })).toBe(false);
    expect(mayKeep('user', null)).toBe(false);
    expect(mayKeep('profile', [])).toBe(true);
  });

  test("the first screen's reads in a language", () => {
    expect(firstReads('en')).toEqual([
      '/api/user_information/',
      '/api/checkin-profiles-guest/',
      '/api/guest-room/?language=en',
      '/api/apartment-info/?language=en',
    ]);
    expect(firstReads('../../api/auth')).toEqual([]);
  });
});

describe('how long', () => {
  const stay = [{ check_out_date: '2026-07-04', check_out_time: '10:00:00' }];
  const checkOut = new Date(2026, 6, 4, 10, 0).getTime();
  const hour = 60 * 60 * 1000;

  test('until 24 hours after check-out, as the login', () => {
    expect(keepUntilOf(stay)).toBe(checkOut + 24 * hour);
    expect(keepUntilOf([])).toBeNull();
    expect(keepUntilOf([{ check_out_date: '', check_out_time: '10:00' }])).toBeNull();
    expect(keepUntilOf({ detail: 'x' })).toBeNull();
  });

  test('a kept answer is shown before that moment, never after', () => {
    const keepUntil = keepUntilOf(stay);
    const fetched = checkOut - 48 * hour;
    expect(mayServe(checkOut, fetched, keepUntil)).toBe(true);
    expect(mayServe(checkOut + 23 * hour, fetched, keepUntil)).toBe(true);
    expect(mayServe(checkOut + 24 * hour, fetched, keepUntil)).toBe(false);
    expect(mayServe(checkOut + 30 * hour, fetched, keepUntil)).toBe(false);
  });

  test('without a known stay, for a day after it was fetched; never without a date', () => {
    expect(mayServe(1_000 + 23 * hour, 1_000, null)).toBe(true);
    expect(mayServe(1_000 + 24 * hour, 1_000, null)).toBe(false);
    expect(mayServe(1_000, Number.NaN, null)).toBe(false);
  });

  test("a session's mark is a hash, the same for the same header, never the token", async () => {
    const tag = await sessionTagOf('Token 0123456789abcdef');
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(tag).not.toContain('0123456789abcdef');
    expect(await sessionTagOf('Token 0123456789abcdef')).toBe(tag);
    expect(await sessionTagOf('Token fedcba9876543210')).not.toBe(tag);
    expect(await sessionTagOf(null)).toBe('');
  });
});

describe('the pages and the guest remote', () => {
  test('the guest page only', () => {
    expect(isGuestPage(new URL('/guest', ORIGIN), ORIGIN)).toBe(true);
    expect(isGuestPage(new URL('/guest/?a=1', ORIGIN), ORIGIN)).toBe(true);
    expect(isGuestPage(new URL('/guestbook', ORIGIN), ORIGIN)).toBe(false);
    expect(isGuestPage(new URL('/owners/stays', ORIGIN), ORIGIN)).toBe(false);
    expect(isGuestPage(new URL('/login', ORIGIN), ORIGIN)).toBe(false);
  });

  const manifestUrl = new URL('https://cdn.example/guest/mf-manifest.json');
  test("the remote's manifest, entry and hashed files, nothing else", () => {
    const kind = (href: string) => guestCodeRequestOf(new URL(href), manifestUrl);
    expect(kind('https://cdn.example/guest/mf-manifest.json')).toBe('manifest');
    expect(kind('https://cdn.example/guest/remoteEntry.js')).toBe('entry');
    expect(kind('https://cdn.example/guest/i18n-en.948541465a.js')).toBe('hashed');
    expect(kind('https://cdn.example/guest/343.2746f20670.js')).toBe('hashed');
    expect(kind('https://cdn.example/guest/index.html')).toBeNull();
    expect(kind('https://cdn.example/guest/contract.json')).toBeNull();
    expect(kind('https://cdn.example/guest/remoteEntry.js?v=2')).toBeNull();
    // The owner remote, even on the same origin.
    expect(kind('https://cdn.example/owner/remoteEntry.js')).toBeNull();
    expect(kind('https://cdn.example/owner/343.2746f20670.js')).toBeNull();
    expect(kind('https://other.example/guest/343.2746f20670.js')).toBeNull();
  });

  test("every script a guest may run, from the manifest, not the shell's shared libraries", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './App',
          assets: {
            js: {
              sync: ['343.2746f20670.js', '__federation_expose_App.046668eabd.js'],
              async: ['i18n-en.948541465a.js', 'keys-checkin.16d24818ad.js'],
            },
          },
        },
      ],
      shared: [
        { name: 'react', assets: { js: { sync: ['696.fa287e869c.js'], async: [] } } },
        { name: 'react-intl', assets: { js: { sync: ['638.eef1678098.js'], async: [] } } },
        { name: 'evil', assets: { js: { sync: ['https://evil.example/x.0123456789.js'] } } },
      ],
    };
    const base = 'https://cdn.example/guest/';
    expect(guestCodeOf(manifest, manifestUrl, ['react'])).toEqual([
      `${base}remoteEntry.js`,
      `${base}343.2746f20670.js`,
      `${base}__federation_expose_App.046668eabd.js`,
      `${base}i18n-en.948541465a.js`,
      `${base}keys-checkin.16d24818ad.js`,
      `${base}638.eef1678098.js`,
    ]);
    expect(guestCodeOf(null, manifestUrl, [])).toEqual([]);
  });
});
