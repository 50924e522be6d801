import { clearToken, storeToken } from './auth-token';
import { getUserInformation, prefetchUserInformation } from './resources/auth';
import { listGuestProfiles, prefetchGuestProfiles } from './resources/checkinProfiles';
import { getGuestRoom, prefetchGuestRoom } from './resources/doorAccess';
import { startApiServer, type ApiServer } from './testing';

let server: ApiServer;
let profileAnswers = 0;

beforeAll(async () => {
  server = await startApiServer({
    'GET /api/user_information/': { status: 200, body: { profile_type: 'guest' } },
    'GET /api/guest-room/': (request) => ({
      status: 200,
      body: { language: request.query.get('language') },
    }),
    'GET /api/checkin-profiles-guest/': (request) => {
      profileAnswers += 1;
      // Under the second login the profile is another guest's, whichever request lands first.
      const name = request.headers.authorization === 'Token k2' ? 'Marco' : 'Giulia';
      return { status: 200, body: [{ id: profileAnswers, name }] };
    },
  });
});

afterAll(() => server.close());

beforeEach(() => {
  clearToken();
  storeToken('k1');
  server.requests.length = 0;
  profileAnswers = 0;
});

test('a prefetched read answers the next call: one request, not two', async () => {
  prefetchGuestProfiles();
  prefetchUserInformation();
  const [profiles, user] = await Promise.all([listGuestProfiles(), getUserInformation()]);
  expect(profiles).toEqual([{ id: 1, name: 'Giulia' }]);
  expect(user).toEqual({ profile_type: 'guest' });
  // Both reads start at once: either may reach the server first.
  expect(server.calls().sort()).toEqual([
    'GET /api/checkin-profiles-guest/',
    'GET /api/user_information/',
  ]);
  expect(server.requests.map((request) => request.headers.authorization)).toEqual([
    'Token k1',
    'Token k1',
  ]);
});

test('the room data is held per language: only a call in the prefetched language takes it', async () => {
  prefetchGuestRoom('en');
  await expect(getGuestRoom({ language: 'de' })).resolves.toEqual({ language: 'de' });
  await expect(getGuestRoom({ language: 'en' })).resolves.toEqual({ language: 'en' });
  expect(server.calls()).toEqual(['GET /api/guest-room/', 'GET /api/guest-room/']);
  expect(server.requests.map((r) => r.query.get('language'))).toEqual(['en', 'de']);
});

test('a prefetched read is sent within the call, before the calling script has finished', async () => {
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
  try {
    prefetchGuestProfiles();
    expect(send).toHaveBeenCalledTimes(1);
  } finally {
    send.mockRestore();
  }
  await expect(listGuestProfiles()).resolves.toEqual([{ id: 1, name: 'Giulia' }]);
});

test('the held answer goes to the first caller only; the next one asks the server again', async () => {
  prefetchGuestProfiles();
  await expect(listGuestProfiles()).resolves.toEqual([{ id: 1, name: 'Giulia' }]);
  await expect(listGuestProfiles()).resolves.toEqual([{ id: 2, name: 'Giulia' }]);
  expect(server.calls()).toHaveLength(2);
});

test('a caller that gives up leaves the held answer to the next caller', async () => {
  prefetchGuestProfiles();
  const controller = new AbortController();
  const first = listGuestProfiles({ signal: controller.signal });
  controller.abort();
  await expect(first).rejects.toMatchObject({ name: 'CanceledError' });
  await expect(listGuestProfiles()).resolves.toEqual([{ id: 1, name: 'Giulia' }]);
  expect(server.calls()).toEqual(['GET /api/checkin-profiles-guest/']);
});

test('a login or a logout drops what was asked for with the previous token', async () => {
  prefetchGuestProfiles();
  storeToken('k2');
  await expect(listGuestProfiles()).resolves.toEqual([{ id: expect.any(Number), name: 'Marco' }]);
  expect(server.requests.map((r) => r.headers.authorization).sort()).toEqual([
    'Token k1',
    'Token k2',
  ]);
});
