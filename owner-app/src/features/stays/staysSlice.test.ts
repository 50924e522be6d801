import { setUnauthorizedHandler } from '@soglia/api-client';
import {
  makeBilling,
  makeGuest,
  makeStay,
  startApiServer,
  type ApiServer,
} from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import { stayIdentificationChanged } from '../../shared/identification';
import {
  billingCreated,
  billingDeleted,
  billingEdited,
  guestCreated,
  guestDeleted,
  guestEdited,
  selectAllStays,
  selectGuestSequence,
  selectStayById,
  selectStaysRange,
  selectStaysRequest,
  staysListKey,
  staysRequested,
} from './staysSlice';

let api: ApiServer;
let releaseSlow: () => void = () => {};
let slowNext = false;
const later = makeStay({
  id: 31,
  surname: 'Bianchi',
  check_in_date: '2026-03-07',
  guests: [],
  billing_info: [],
});

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/owner-checkin-details/': async () => {
      // The next request after `slowNext = true` answers only when released.
      if (slowNext) {
        slowNext = false;
        await new Promise<void>((ok) => (releaseSlow = ok));
      }
      return { status: 200, body: [later, makeStay()] };
    },
    'POST /api/guests-registration/': (req) => ({
      status: 201,
      body: makeGuest({ id: 41, ...JSON.parse(req.body) }),
    }),
    'PUT /api/guests-registration/41/': (req) => ({
      status: 200,
      body: makeGuest({
        id: 41,
        ...(req.headers['content-type']?.startsWith('multipart/') ? {} : JSON.parse(req.body)),
      }),
    }),
    'DELETE /api/guests-registration/41/': { status: 204 },
    'POST /api/billing-info/': (req) => ({
      status: 201,
      body: makeBilling({ id: 51, ...JSON.parse(req.body) }),
    }),
    'PUT /api/billing-info/51/': (req) => ({
      status: 200,
      body: makeBilling({ id: 51, ...JSON.parse(req.body) }),
    }),
    'DELETE /api/billing-info/51/': { status: 204 },
  });
});
afterAll(() => api.close());

it('lists the stays of a range by check-in date and remembers the range', async () => {
  const store = makeStore();
  const range = { start_date: '2026-03-01', end_date: '2026-03-31' };
  await store.dispatch(staysRequested(range));
  expect(selectAllStays(store.getState()).map((stay) => stay.id)).toEqual([30, 31]);
  expect(selectStaysRange(store.getState())).toEqual(range);
});

it("adds, edits and deletes a stay's guests and billing rows in place", async () => {
  const store = makeStore();
  await store.dispatch(staysRequested({ start_date: '2026-03-01', end_date: '2026-03-31' }));
  const stay = () => selectStayById(store.getState(), 31)!;

  await store
    .dispatch(guestCreated({ checkin_profile: 31, first_name: 'Luca', last_name: 'Bianchi' }))
    .unwrap();
  expect(stay().guests.map((g) => g.first_name)).toEqual(['Luca']);
  expect(stay().registered_guests).toBe(1);
  await store
    .dispatch(guestEdited({ id: 41, input: { checkin_profile: 31, first_name: 'Lucia' } }))
    .unwrap();
  expect(stay().guests.map((g) => g.first_name)).toEqual(['Lucia']);
  await store.dispatch(guestDeleted({ id: 41, stayId: 31 })).unwrap();
  expect(stay().guests).toEqual([]);

  const { id: _id, ...billing } = makeBilling({ checkin_profile: 31 });
  await store.dispatch(billingCreated(billing)).unwrap();
  expect(stay().got_billing_info).toBe(true);
  await store.dispatch(billingEdited({ id: 51, input: { ...billing, city: 'Milano' } })).unwrap();
  expect(stay().billing_info.map((row) => row.city)).toEqual(['Milano']);
  await store.dispatch(billingDeleted({ id: 51, stayId: 31 })).unwrap();
  expect(stay().billing_info).toEqual([]);
  expect(stay().got_billing_info).toBe(false);
  // The other stay is untouched.
  expect(selectStayById(store.getState(), 30)).toEqual(makeStay());
});

it("a late answer for a range the host has left does not replace the newer range's stays", async () => {
  const store = makeStore();
  const april = { start_date: '2026-04-01', end_date: '2026-04-30' };
  const march = { start_date: '2026-03-01', end_date: '2026-03-31' };
  slowNext = true;
  const first = store.dispatch(staysRequested(april));
  await new Promise((ok) => setTimeout(ok, 50));
  await store.dispatch(staysRequested(march));
  expect(selectStaysRange(store.getState())).toEqual(march);
  releaseSlow();
  await first;
  expect(selectStaysRequest(store.getState(), staysListKey(april)).status).toBe('succeeded');
  expect(selectStaysRange(store.getState())).toEqual(march);
});

it('lists every guest stay after stay for the document comparison', async () => {
  const store = makeStore();
  await store.dispatch(staysRequested({ start_date: '2026-03-01', end_date: '2026-03-31' }));
  expect(selectGuestSequence(store.getState())).toEqual([{ stayId: 30, guestId: 40 }]);
  expect(selectGuestSequence(store.getState())).toBe(selectGuestSequence(store.getState()));
});

it('sends a replaced document photo as multipart', async () => {
  const store = makeStore();
  await store.dispatch(staysRequested({ start_date: '2026-03-01', end_date: '2026-03-31' }));
  api.requests.length = 0;
  await store
    .dispatch(
      guestEdited({
        id: 41,
        input: { first_name: 'Giulia' },
        files: { document_photo: new Blob(['jpeg'], { type: 'image/jpeg' }) },
      }),
    )
    .unwrap();
  const put = api.requests.find((req) => req.method === 'PUT')!;
  expect(put.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(put.body).toContain('name="document_photo"');
  expect(put.body).toContain('Giulia');
});

it('shows a stay identified in a video call, and undone by a later outcome', async () => {
  const store = makeStore();
  await store.dispatch(staysRequested({ start_date: '2026-03-01', end_date: '2026-03-31' }));
  const at = '2026-03-05T18:44:00.000Z';
  store.dispatch(
    stayIdentificationChanged({ profileId: 30, identifiedAt: at, method: 'video_call' }),
  );
  expect(selectStayById(store.getState(), 30)).toMatchObject({
    identified_at: at,
    identification_method: 'video_call',
  });
  store.dispatch(stayIdentificationChanged({ profileId: 30, identifiedAt: null, method: null }));
  expect(selectStayById(store.getState(), 30)).toMatchObject({
    identified_at: null,
    identification_method: null,
  });
  // A stay Soggiorni does not show is left alone.
  store.dispatch(
    stayIdentificationChanged({ profileId: 99, identifiedAt: at, method: 'video_call' }),
  );
  expect(selectAllStays(store.getState()).map((stay) => stay.id)).not.toContain(99);
});
