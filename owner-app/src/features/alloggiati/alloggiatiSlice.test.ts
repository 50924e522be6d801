import { setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, type ApiServer, type Reply } from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import { alloggiatiApi, delegateTo, type AlloggiatiApiData } from '../../testing/alloggiatiApi';
import {
  alloggiatiOfWeek,
  alloggiatiReceipts,
  alloggiatiSettings,
  alloggiatiStay,
  guestRecord,
} from '../../testing/alloggiatiFixtures';
import {
  alloggiatiAccountDeleted,
  alloggiatiAccountSaved,
  alloggiatiAutoSendChanged,
  alloggiatiDueRequested,
  alloggiatiGuestResolved,
  alloggiatiKeys,
  alloggiatiReceiptsFetched,
  alloggiatiReceiptsRequested,
  alloggiatiSettingsRequested,
  alloggiatiStayRequested,
  alloggiatiStaySent,
  alloggiatiStaysRequested,
  alloggiatiStayTested,
  selectAlloggiatiCheck,
  selectAlloggiatiReceipts,
  selectAlloggiatiRequest,
  selectAlloggiatiSettings,
  selectAlloggiatiStay,
  selectApartmentNames,
  selectDueStays,
} from './alloggiatiSlice';

const now = Date.now();
let api: ApiServer;
let fake: ReturnType<typeof alloggiatiApi>;
let override: (req: { method: string; path: string }) => Reply | undefined = () => undefined;

const seed = (): AlloggiatiApiData => ({
  stays: [
    ...alloggiatiOfWeek(now),
    alloggiatiStay(now, 20, {
      id: 33,
      name: 'Anna',
      surname: 'Greco',
      state: 'uncertain',
      guests: [guestRecord({ guest: 44, name: 'Anna Greco', status: 'uncertain' })],
    }),
  ],
  settings: alloggiatiSettings(),
  receipts: alloggiatiReceipts(),
  serviceReceipts: {
    '2026-03-04': [
      {
        id: 0,
        day: '2026-03-04',
        account_user: 'RM012345',
        apartment: null,
        fetched_at: '2026-03-07T09:00:00Z',
        size: 40_000,
      },
    ],
  },
});

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer(delegateTo(() => fake.routes));
});
afterAll(() => api.close());
beforeEach(() => {
  override = () => undefined;
  fake = alloggiatiApi(seed(), (req) => override(req));
  api.requests.length = 0;
});

const week = { start_date: '2000-01-01', end_date: '2100-01-01' };

it('keeps each stay once by id, whichever list brought it, and the due list in its order', async () => {
  const store = makeStore();
  await store.dispatch(alloggiatiStaysRequested(week));
  expect(selectAlloggiatiStay(store.getState(), 31)?.state).toBe('sent');
  expect(selectDueStays(store.getState())).toBeNull();

  await store.dispatch(alloggiatiDueRequested(undefined));
  // Earliest deadline first: Chiara Esposito (1 h 30), Giulia Rossi (5 h 20), Anna Greco (20 h).
  expect(selectDueStays(store.getState())?.map((stay) => stay.id)).toEqual([32, 30, 33]);
  expect(store.getState().alloggiati.ids).toHaveLength(4);
  expect(selectDueStays(store.getState())).toBe(selectDueStays(store.getState()));
});

it('Invia updates the stay from the answer and keeps what the service said', async () => {
  const store = makeStore();
  await store.dispatch(alloggiatiDueRequested(undefined));
  const sending = store.dispatch(alloggiatiStaySent(30));
  expect(selectAlloggiatiRequest(store.getState(), alloggiatiKeys.send(30)).status).toBe('pending');
  await sending;
  const stay = selectAlloggiatiStay(store.getState(), 30);
  expect(stay?.state).toBe('sent');
  expect(stay?.guests.map((guest) => guest.status)).toEqual(['accepted', 'accepted', 'accepted']);
  expect(selectAlloggiatiCheck(store.getState(), 30)).toMatchObject({
    action: 'send',
    detail: 'Inviate 3 schedine su 3.',
  });
  // Still in the due list, now shown as sent.
  expect(selectDueStays(store.getState())?.find((item) => item.id === 30)?.state).toBe('sent');
});

it('a 409 keeps the stay as it was and the server detail as the failure', async () => {
  override = (req) =>
    req.path.endsWith('/send/')
      ? { status: 409, body: { detail: 'Un invio di questo soggiorno è già in corso.' } }
      : undefined;
  const store = makeStore();
  await store.dispatch(alloggiatiStayRequested(30));
  await expect(store.dispatch(alloggiatiStaySent(30)).unwrap()).rejects.toMatchObject({
    status: 409,
    detail: 'Un invio di questo soggiorno è già in corso.',
  });
  expect(selectAlloggiatiStay(store.getState(), 30)?.state).toBe('to_send');
});

it("a Verifica's outcome holds until the stay is read again", async () => {
  const store = makeStore();
  await store.dispatch(alloggiatiStayTested(30));
  expect(selectAlloggiatiCheck(store.getState(), 30)?.outcomes).toHaveLength(3);
  await store.dispatch(alloggiatiStayRequested(30));
  expect(selectAlloggiatiCheck(store.getState(), 30)).toBeUndefined();
});

it('resolving an uncertain guest replaces the stay with the answer', async () => {
  const store = makeStore();
  await store.dispatch(alloggiatiStayRequested(33));
  await store.dispatch(alloggiatiGuestResolved({ stayId: 33, guestId: 44, outcome: 'received' }));
  expect(selectAlloggiatiStay(store.getState(), 33)?.state).toBe('sent');
  expect(JSON.parse(api.requests.at(-1)?.body ?? '')).toEqual({ outcome: 'received' });
});

it('account writes and the auto-send switch update the settings in place', async () => {
  const store = makeStore();
  await store.dispatch(alloggiatiStaysRequested(week));
  await store.dispatch(alloggiatiSettingsRequested());
  expect(selectApartmentNames(store.getState())).toEqual({
    1: 'Casa Soglia',
    2: 'Attico Trastevere',
  });

  await store.dispatch(
    alloggiatiAccountSaved({
      input: { user: 'RM099999', password: 'nuova', ws_key: 'chiave' },
      target: { apartment: 1 },
    }),
  );
  expect(api.requests.at(-1)?.query.get('apartment')).toBe('1');
  expect(selectAlloggiatiSettings(store.getState())?.apartments[0].account?.user).toBe('RM099999');

  await store.dispatch(alloggiatiAccountDeleted({}));
  expect(selectAlloggiatiSettings(store.getState())?.account).toEqual({
    user: '',
    has_password: false,
    has_ws_key: false,
  });
  await store.dispatch(alloggiatiAccountDeleted({ apartment: 2 }));
  expect(selectAlloggiatiSettings(store.getState())?.apartments[1].account).toBeNull();

  await store.dispatch(alloggiatiAutoSendChanged({ apartmentId: 1, autoSend: true }));
  expect(selectAlloggiatiSettings(store.getState())?.apartments[0].auto_send).toBe(true);
  // The stays of that apartment say so too.
  expect(selectAlloggiatiStay(store.getState(), 30)?.auto_send).toBe(true);
  expect(selectAlloggiatiStay(store.getState(), 31)?.auto_send).toBe(false);
});

it('receipts come newest day first, and a fetched day joins them', async () => {
  const store = makeStore();
  await store.dispatch(alloggiatiReceiptsRequested({ from: '2026-03-01', to: '2026-03-31' }));
  expect(api.requests.at(-1)?.query.toString()).toBe('from=2026-03-01&to=2026-03-31');
  expect(selectAlloggiatiReceipts(store.getState()).map((r) => r.id)).toEqual([7, 8, 5]);
  await store.dispatch(alloggiatiReceiptsFetched('2026-03-04'));
  expect(selectAlloggiatiReceipts(store.getState()).map((r) => r.day)).toEqual([
    '2026-03-06',
    '2026-03-06',
    '2026-03-05',
    '2026-03-04',
  ]);
});
