import {
  cachedAnswersSince,
  http,
  receiveKeptReadMessage,
  setUnauthorizedHandler,
  subscribeCachedAnswers,
  subscribeUpdatedAnswers,
} from './http';
import { clearToken, deleteCookie, getStoredToken, readCookie, storeToken } from './auth-token';
import { listApartments } from './resources/apartments';
import { listGuestProfiles } from './resources/checkinProfiles';
import { getGuestRoom } from './resources/doorAccess';
import { login, logout } from './resources/auth';
import {
  isNoResponse,
  readDetail,
  readErrorCode,
  readFieldErrorCodes,
  readFieldErrors,
  readRetryAfter,
} from './errors';
import { detailBody, fieldErrorsBody, startApiServer, type ApiServer } from './testing';

let server: ApiServer;
/** What the next answers of the guest's reads say about the service worker's cache. */
const cachedAt: Record<string, string | null> = { profiles: null, room: null };
const fromCache = (at: string | null) =>
  at
    ? { 'X-Soglia-Cached-At': at, 'Access-Control-Expose-Headers': 'X-Soglia-Cached-At' }
    : undefined;
/** The next room answers are the worker's copy given while it asks the network (fetched then). */
let revalidatingAt: string | null = null;

beforeAll(async () => {
  server = await startApiServer({
    'GET /api/csrf/': { status: 204, headers: { 'Set-Cookie': 'csrftoken=abc123; Path=/' } },
    'POST /api/auth/login/': (req) => {
      const { password } = JSON.parse(req.body) as { password: string };
      if (password === 'right') return { status: 200, body: { key: 'k1' } };
      if (password === 'again') {
        return {
          status: 429,
          headers: { 'Retry-After': '90' },
          body: detailBody('throttled', 'Request was throttled. Expected available in 90 seconds.'),
        };
      }
      return {
        status: 400,
        body: fieldErrorsBody({
          non_field_errors: [
            ['invalid_credentials', 'Unable to log in with provided credentials.'],
          ],
        }),
      };
    },
    'GET /api/apartments/': (req) =>
      req.headers.authorization === 'Token k1'
        ? { status: 200, body: [{ id: 1, name: 'Casa' }] }
        : { status: 401, body: detailBody('invalid_token', 'Invalid token.') },
    'POST /api/auth/logout/': { status: 200, body: { detail: 'Successfully logged out.' } },
    'GET /api/checkin-profiles-guest/': () => ({
      status: 200,
      body: [],
      headers: fromCache(cachedAt.profiles),
    }),
    'GET /api/guest-room/': () => ({
      status: 200,
      body: [],
      headers: revalidatingAt
        ? {
            'X-Soglia-Kept-At': revalidatingAt,
            'Access-Control-Expose-Headers': 'X-Soglia-Kept-At',
          }
        : fromCache(cachedAt.room),
    }),
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  clearToken();
  deleteCookie('csrftoken');
  setUnauthorizedHandler(null);
});

test('an unsafe call fetches the CSRF cookie first and sends it as X-CSRFToken', async () => {
  await login({ username: 'host', password: 'right' });
  expect(server.calls()).toEqual(['GET /api/csrf/', 'POST /api/auth/login/']);
  expect(server.requests[1].headers['x-csrftoken']).toBe('abc123');
  expect(readCookie('csrftoken')).toBe('abc123');
});

test('the stored token goes out as "Authorization: Token <key>"', async () => {
  storeToken('k1');
  expect(getStoredToken()).toBe('k1');
  await expect(listApartments()).resolves.toEqual([{ id: 1, name: 'Casa' }]);
  expect(server.requests[0].headers.authorization).toBe('Token k1');
});

test('the token is never in a cookie (scripts could read it): only a "signed in" hint is', async () => {
  document.cookie = 'token=old-k0; Path=/';
  storeToken((await login({ username: 'host', password: 'right' })).key);
  expect(getStoredToken()).toBe('k1');
  expect(document.cookie).not.toContain('k1');
  expect(readCookie('token')).toBeNull();
  expect(readCookie('signed_in')).toBe('1');
  clearToken();
  expect(readCookie('signed_in')).toBeNull();
});

test('a 401 calls the unauthorized handler once for the request', async () => {
  const onUnauthorized = jest.fn();
  setUnauthorizedHandler(onUnauthorized);
  storeToken('expired');
  await expect(listApartments()).rejects.toThrow();
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

test('logout posts an empty JSON body', async () => {
  await logout();
  const call = server.requests.find((r) => r.path === '/api/auth/logout/');
  expect(call?.method).toBe('POST');
  expect(call?.body).toBe('{}');
});

test('field errors and "no response" are told apart', async () => {
  const badLogin = await login({ username: 'host', password: 'wrong' }).catch((e: unknown) => e);
  expect(readFieldErrors(badLogin)).toEqual({
    non_field_errors: ['Unable to log in with provided credentials.'],
  });
  expect(readFieldErrorCodes(badLogin)).toEqual({ non_field_errors: ['invalid_credentials'] });
  expect(readErrorCode(badLogin)).toBeNull();
  expect(isNoResponse(badLogin)).toBe(false);
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const down = await http.get('http://localhost:1/api/x/').catch((e: unknown) => e);
  quiet.mockRestore();
  expect(isNoResponse(down)).toBe(true);
  expect(readDetail(down)).toBeNull();
});

test('the code of an error answer, and its Retry-After', async () => {
  const throttled = await login({ username: 'host', password: 'again' }).catch((e: unknown) => e);
  expect(readErrorCode(throttled)).toBe('throttled');
  expect(readRetryAfter(throttled)).toBe(90);
  expect(readDetail(throttled)).toBe('Request was throttled. Expected available in 90 seconds.');
  expect(readFieldErrors(throttled)).toBeNull();
  expect(readFieldErrorCodes(throttled)).toBeNull();
  const bad = await login({ username: 'host', password: 'wrong' }).catch((e: unknown) => e);
  expect(readRetryAfter(bad)).toBeNull();
});

test("answers from the service worker's cache say since when, until the network answers again", async () => {
  const changes: (number | null)[] = [];
  const unsubscribe = subscribeCachedAnswers(() => changes.push(cachedAnswersSince()));
  expect(cachedAnswersSince()).toBeNull();

  cachedAt.profiles = '2026-07-01T08:15:00.000Z';
  cachedAt.room = '2026-07-01T07:40:00.000Z';
  await listGuestProfiles();
  await getGuestRoom({ language: 'en' });
  // The oldest of what is on screen.
  expect(cachedAnswersSince()).toBe(Date.parse('2026-07-01T07:40:00.000Z'));

  cachedAt.room = null;
  await getGuestRoom({ language: 'de' });
  expect(cachedAnswersSince()).toBe(Date.parse('2026-07-01T08:15:00.000Z'));
  cachedAt.profiles = null;
  await listGuestProfiles();
  expect(cachedAnswersSince()).toBeNull();

  unsubscribe();
  cachedAt.profiles = '2026-07-01T09:00:00.000Z';
  await listGuestProfiles();
  expect(changes).toEqual([
    Date.parse('2026-07-01T08:15:00.000Z'),
    Date.parse('2026-07-01T07:40:00.000Z'),
    Date.parse('2026-07-01T08:15:00.000Z'),
    null,
  ]);
  cachedAt.profiles = null;
  await listGuestProfiles();
});

test("the worker's copy given while it asks the network is live unless the network does not answer", async () => {
  let updated = 0;
  const unsubscribe = subscribeUpdatedAnswers(() => (updated += 1));
  revalidatingAt = '2026-07-01T07:40:00.000Z';
  await getGuestRoom({ language: 'en' });
  expect(cachedAnswersSince()).toBeNull();

  // No answer in time: the copy is what the phone kept.
  receiveKeptReadMessage({
    type: 'soglia:read',
    path: '/api/guest-room/',
    state: 'stale',
    cachedAt: revalidatingAt,
  });
  expect(cachedAnswersSince()).toBe(Date.parse(revalidatingAt));
  receiveKeptReadMessage({ type: 'soglia:read', path: '/api/guest-room/', state: 'fresh' });
  expect(cachedAnswersSince()).toBeNull();
  expect(updated).toBe(0);

  // The network answered something else: whoever shows it asks again.
  receiveKeptReadMessage({ type: 'soglia:read', path: '/api/guest-room/', state: 'updated' });
  expect(updated).toBe(1);
  unsubscribe();
  revalidatingAt = null;
});

test("a token the API refuses while the worker's copy is on screen ends the session", () => {
  const refused = jest.fn();
  setUnauthorizedHandler(refused);
  receiveKeptReadMessage({
    type: 'soglia:read',
    path: '/api/user_information/',
    state: 'refused',
  });
  expect(refused).toHaveBeenCalledTimes(1);
});
