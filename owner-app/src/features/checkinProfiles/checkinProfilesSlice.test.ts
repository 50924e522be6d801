import { setUnauthorizedHandler } from '@soglia/api-client';
import { makeProfile, startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import {
  checkinProfileCreated,
  checkinProfileDeleted,
  checkinProfileEdited,
  checkinProfilesRequested,
  selectAwaitingCheckinProfiles,
  selectIsSearch,
  selectSearchCapped,
  selectShownCheckinProfiles,
} from './checkinProfilesSlice';

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
  await store.dispatch(checkinProfilesRequested({}));
  expect(selectShownCheckinProfiles(store.getState()).map((p) => p.surname)).toEqual([
    'Rossi',
    'Bianchi',
  ]);
  expect(selectIsSearch(store.getState())).toBe(false);

  store.dispatch(
    checkinProfilesRequested.fulfilled({ search_results: [arriving] }, 'search', {
      surname: 'bian',
    }),
  );
  expect(selectShownCheckinProfiles(store.getState()).map((p) => p.surname)).toEqual(['Bianchi']);
  expect(selectIsSearch(store.getState())).toBe(true);
});

it('keeps the bookings awaiting details apart, first, and not again among the others', () => {
  const store = makeStore();
  const fromAirbnb = makeProfile({ id: 40, surname: 'Airbnb', status: 'awaiting_details' });
  store.dispatch(
    checkinProfilesRequested.fulfilled(
      { awaiting_details: [fromAirbnb], currents: [today, fromAirbnb] },
      'search',
      {},
    ),
  );
  expect(selectAwaitingCheckinProfiles(store.getState()).map((p) => p.id)).toEqual([40]);
  expect(selectShownCheckinProfiles(store.getState()).map((p) => p.id)).toEqual([30]);

  // Completed: it stays where it is, completed, until the list is read again.
  store.dispatch(
    checkinProfileEdited.fulfilled({ ...fromAirbnb, status: 'active' }, 'edit', {
      id: 40,
      input: { awaiting_details: false },
    }),
  );
  expect(selectAwaitingCheckinProfiles(store.getState())[0].status).toBe('active');

  // A search has no such list; a delete takes it off.
  store.dispatch(checkinProfileDeleted.fulfilled(undefined, 'delete', 40));
  expect(selectAwaitingCheckinProfiles(store.getState())).toEqual([]);
  store.dispatch(
    checkinProfilesRequested.fulfilled(
      { awaiting_details: [fromAirbnb], search_results: [fromAirbnb] },
      'search',
      { surname: 'airbnb' },
    ),
  );
  expect(selectAwaitingCheckinProfiles(store.getState())).toEqual([]);
  expect(selectShownCheckinProfiles(store.getState()).map((p) => p.id)).toEqual([40]);
});

it('adds a new check-in on top, replaces an edited one and drops a deleted one', async () => {
  const store = makeStore();
  await store.dispatch(checkinProfilesRequested({}));
  await store
    .dispatch(
      checkinProfileCreated({
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
  await store.dispatch(checkinProfileEdited({ id: 31, input: { guest_number: 3 } })).unwrap();
  await store.dispatch(checkinProfileDeleted(30)).unwrap();
  const shown = selectShownCheckinProfiles(store.getState());
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
  store.dispatch(
    checkinProfilesRequested.fulfilled({ search_results: many(199) }, 'a', { name: 'a' }),
  );
  expect(selectSearchCapped(store.getState())).toBe(false);
  store.dispatch(
    checkinProfilesRequested.fulfilled({ search_results: many(200) }, 'b', { name: 'a' }),
  );
  expect(selectSearchCapped(store.getState())).toBe(true);
  store.dispatch(checkinProfilesRequested.fulfilled({ currents: many(250) }, 'c', {}));
  expect(selectSearchCapped(store.getState())).toBe(false);
});

it('a search cancelled by a newer one changes nothing and frees its key', async () => {
  const store = makeStore();
  const first = store.dispatch(checkinProfilesRequested({ surname: 'bian' }));
  first.abort();
  await first;
  expect(store.getState().checkinProfiles.requests.search?.status).toBe('idle');
  await store.dispatch(checkinProfilesRequested({}));
  expect(selectShownCheckinProfiles(store.getState())).toHaveLength(2);
});
