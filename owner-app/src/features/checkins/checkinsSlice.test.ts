import { setUnauthorizedHandler } from '@soglia/api-client';
import { makeProfile, startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import {
  checkinCreated,
  checkinDeleted,
  checkinEdited,
  checkinsRequested,
  selectIsSearch,
  selectSearchCapped,
  selectShownCheckins,
} from './checkinsSlice';

let api: ApiServer;
const today = makeProfile();
const arriving = makeProfile({
  id: 31,
  name: 'Marco',
  surname: 'Bianchi',
  username: 'marco.bianchi',
});

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/checkin-profiles/': { status: 200, body: { currents: [today, arriving] } },
    'POST /api/register/checkin/': (req) => ({
      status: 201,
      body: makeProfile({ id: 32, ...JSON.parse(req.body) }),
    }),
    'PATCH /api/register/checkin/31/': (req) => ({
      status: 200,
      body: { ...arriving, ...JSON.parse(req.body) },
    }),
    'DELETE /api/register/checkin/30/': { status: 204 },
  });
});
afterAll(() => api.close());

it("shows today's view, then search results, in the server's order", async () => {
  const store = makeStore();
  await store.dispatch(checkinsRequested({}));
  expect(selectShownCheckins(store.getState()).map((p) => p.surname)).toEqual(['Rossi', 'Bianchi']);
  expect(selectIsSearch(store.getState())).toBe(false);

  store.dispatch(
    checkinsRequested.fulfilled({ search_results: [arriving] }, 'search', { surname: 'bian' }),
  );
  expect(selectShownCheckins(store.getState()).map((p) => p.surname)).toEqual(['Bianchi']);
  expect(selectIsSearch(store.getState())).toBe(true);
});

it('adds a new check-in on top, replaces an edited one and drops a deleted one', async () => {
  const store = makeStore();
  await store.dispatch(checkinsRequested({}));
  await store
    .dispatch(
      checkinCreated({
        name: 'Anna',
        surname: 'Verdi',
        source: 'Diretto',
        guest_number: 1,
        check_in_date: '2026-03-06',
        check_out_date: '2026-03-08',
        check_in_time: '15:00',
        check_out_time: '10:00',
        password: 'sicura-123',
        apartment: 1,
        room: 10,
      }),
    )
    .unwrap();
  await store.dispatch(checkinEdited({ id: 31, patch: { guest_number: 3 } })).unwrap();
  await store.dispatch(checkinDeleted(30)).unwrap();
  const shown = selectShownCheckins(store.getState());
  expect(shown.map((p) => [p.surname, p.guest_number])).toEqual([
    ['Verdi', 1],
    ['Bianchi', 3],
  ]);
  const patch = api.requests.find((r) => r.method === 'PATCH');
  expect(JSON.parse(patch!.body)).toEqual({ guest_number: 3 });
});

it("says when a search reached the API cap of 200 results (never for today's view)", () => {
  const store = makeStore();
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => makeProfile({ id: 100 + i }));
  store.dispatch(checkinsRequested.fulfilled({ search_results: many(199) }, 'a', { name: 'a' }));
  expect(selectSearchCapped(store.getState())).toBe(false);
  store.dispatch(checkinsRequested.fulfilled({ search_results: many(200) }, 'b', { name: 'a' }));
  expect(selectSearchCapped(store.getState())).toBe(true);
  store.dispatch(checkinsRequested.fulfilled({ currents: many(250) }, 'c', {}));
  expect(selectSearchCapped(store.getState())).toBe(false);
});

it('a search cancelled by a newer one changes nothing and frees its key', async () => {
  const store = makeStore();
  const first = store.dispatch(checkinsRequested({ surname: 'bian' }));
  first.abort();
  await first;
  expect(store.getState().checkins.requests.search?.status).toBe('idle');
  await store.dispatch(checkinsRequested({}));
  expect(selectShownCheckins(store.getState())).toHaveLength(2);
});
