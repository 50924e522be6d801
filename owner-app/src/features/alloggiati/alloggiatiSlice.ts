import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  deleteAlloggiatiAccount,
  fetchAlloggiatiReceipts,
  getAlloggiatiDay,
  getAlloggiatiSettings,
  getAlloggiatiStay,
  listAlloggiatiDue,
  listAlloggiatiReceipts,
  listAlloggiatiStays,
  resolveAlloggiatiGuest,
  saveAlloggiatiAccount,
  sendAlloggiatiStay,
  setAlloggiatiAutoSend,
  testAlloggiatiStay,
  verifyAlloggiatiAccount,
  type AlloggiatiAccount,
  type AlloggiatiAccountInput,
  type AlloggiatiActionResult,
  type AlloggiatiDay,
  type AlloggiatiDayQuery,
  type AlloggiatiReceipt,
  type AlloggiatiSettings,
  type AlloggiatiStaysQuery,
  type AlloggiatiStayStatus,
} from '@soglia/api-client';
import { createAppSlice, requestOf, requestsOf, type WithRequests } from '../../shared/requests';
import { alloggiatiKeys, type AccountTarget } from './keys';

export { alloggiatiKeys, type AccountTarget } from './keys';

const name = 'alloggiati';

/** The Alloggiati state of each stay, by stay id. */
const staysAdapter = createEntityAdapter<AlloggiatiStayStatus>();

/** Receipts newest day first, then by portal user. */
const receiptsAdapter = createEntityAdapter<AlloggiatiReceipt>({
  sortComparer: (a, b) =>
    b.day.localeCompare(a.day) || a.account_user.localeCompare(b.account_user),
});

/** What the service said to the last Verifica or Invia of a stay, shown under its guests. */
export interface AlloggiatiCheck extends Omit<AlloggiatiActionResult, 'stay'> {
  action: 'test' | 'send';
}

export type AlloggiatiState = EntityState<AlloggiatiStayStatus, number> &
  WithRequests & {
    /** The stays of the last due list, earliest deadline first (null until loaded). */
    due: number[] | null;
    checks: Record<number, AlloggiatiCheck | undefined>;
    receipts: EntityState<AlloggiatiReceipt, number>;
    settings: AlloggiatiSettings | null;
    /** The day file's preview, for the query it answers. */
    day: { query: AlloggiatiDayQuery; day: AlloggiatiDay } | null;
  };

const initialState: AlloggiatiState = staysAdapter.getInitialState({
  requests: {},
  due: null,
  checks: {},
  receipts: receiptsAdapter.getInitialState(),
  settings: null,
  day: null,
});

const NO_ACCOUNT: AlloggiatiAccount = { user: '', has_password: false, has_ws_key: false };

const request = requestsOf<AlloggiatiState>(name);

type Draft = AlloggiatiState;

function keepResult(state: Draft, action: 'test' | 'send', result: AlloggiatiActionResult) {
  staysAdapter.upsertOne(state, result.stay);
  state.checks[result.stay.id] = { action, detail: result.detail, outcomes: result.outcomes };
}

function setAccount(state: Draft, { apartment }: AccountTarget, account: AlloggiatiAccount | null) {
  if (!state.settings) return;
  if (apartment === undefined) {
    state.settings.account = account ?? NO_ACCOUNT;
    return;
  }
  const settings = state.settings.apartments.find((item) => item.id === apartment);
  if (settings) settings.account = account;
}

export const alloggiatiSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => ({
    /** Soggiorni showed a Dal / Al range: the badges of its stays. */
    alloggiatiStaysRequested: request(
      create,
      (range: AlloggiatiStaysQuery, signal) => listAlloggiatiStays(range, { signal }),
      {
        key: alloggiatiKeys.range,
        fulfilled: (state, { payload }) => staysAdapter.upsertMany(state, payload),
      },
    ),
    /** A stay was opened, or its guests changed. */
    alloggiatiStayRequested: request(
      create,
      (id: number, signal) => getAlloggiatiStay(id, { signal }),
      {
        key: alloggiatiKeys.stay,
        // Its guests may have changed since the last Verifica: that outcome no longer holds.
        pending: (state, { meta }) => {
          delete state.checks[meta.arg];
        },
        fulfilled: (state, { payload }) => staysAdapter.upsertOne(state, payload),
      },
    ),
    /** 'In scadenza' opened or refreshed. */
    alloggiatiDueRequested: request(
      create,
      (hours: number | undefined, signal) => listAlloggiatiDue({ hours }, { signal }),
      {
        key: alloggiatiKeys.due,
        fulfilled: (state, { payload }) => {
          staysAdapter.upsertMany(state, payload);
          state.due = payload.map((stay) => stay.id);
        },
      },
    ),
    /** Verifica: the service's Test of the lines still to send. */
    alloggiatiStayTested: request(
      create,
      (id: number, signal) => testAlloggiatiStay(id, { signal }),
      {
        key: alloggiatiKeys.test,
        fulfilled: (state, { payload }) => keepResult(state, 'test', payload),
      },
    ),
    /** Invia, after the host confirmed. */
    alloggiatiStaySent: request(
      create,
      (id: number, signal) => sendAlloggiatiStay(id, { signal }),
      {
        key: alloggiatiKeys.send,
        fulfilled: (state, { payload }) => keepResult(state, 'send', payload),
      },
    ),
    /** The host checked the portal for an uncertain guest: received, or not received. */
    alloggiatiGuestResolved: request(
      create,
      (arg: { stayId: number; guestId: number; outcome: 'received' | 'not_received' }, signal) =>
        resolveAlloggiatiGuest(arg.stayId, arg.guestId, arg.outcome, { signal }),
      {
        key: ({ stayId, guestId }) => alloggiatiKeys.resolve(stayId, guestId),
        fulfilled: (state, { payload }) => staysAdapter.upsertOne(state, payload),
      },
    ),
    /** The Account part opened: the main account and each apartment's. */
    alloggiatiSettingsRequested: request(
      create,
      (_: void, signal) => getAlloggiatiSettings({ signal }),
      {
        key: alloggiatiKeys.settings,
        fulfilled: (state, { payload }) => {
          state.settings = payload;
        },
      },
    ),
    /** Salva of an account form (empty password / WsKey keep the stored ones). */
    alloggiatiAccountSaved: request(
      create,
      ({ input, target }: { input: AlloggiatiAccountInput; target: AccountTarget }, signal) =>
        saveAlloggiatiAccount(input, target, { signal }),
      {
        key: ({ target }) => alloggiatiKeys.account('save', target),
        fulfilled: (state, { payload, meta }) => setAccount(state, meta.arg.target, payload),
      },
    ),
    /** Elimina of an account, after the confirmation. */
    alloggiatiAccountDeleted: request(
      create,
      (target: AccountTarget, signal) => deleteAlloggiatiAccount(target, { signal }),
      {
        key: (target) => alloggiatiKeys.account('delete', target),
        fulfilled: (state, { meta }) => setAccount(state, meta.arg, null),
      },
    ),
    /** Verifica of an account: the service's own words come back to the form. */
    alloggiatiAccountVerified: request(
      create,
      (target: AccountTarget, signal) => verifyAlloggiatiAccount(target, { signal }),
      { key: (target) => alloggiatiKeys.account('verify', target) },
    ),
    /** The 'Invio automatico' switch of an apartment. */
    alloggiatiAutoSendChanged: request(
      create,
      ({ apartmentId, autoSend }: { apartmentId: number; autoSend: boolean }, signal) =>
        setAlloggiatiAutoSend(apartmentId, autoSend, { signal }),
      {
        key: ({ apartmentId }) => alloggiatiKeys.autoSend(apartmentId),
        fulfilled: (state, { payload }) => {
          if (state.settings) {
            state.settings.apartments = state.settings.apartments.map((item) =>
              item.id === payload.id ? payload : item,
            );
          }
          for (const stay of Object.values(state.entities)) {
            if (stay.apartment === payload.id) stay.auto_send = payload.auto_send;
          }
        },
      },
    ),
    /** 'Ricevute' opened or filtered by days. */
    alloggiatiReceiptsRequested: request(
      create,
      (query: { from?: string; to?: string }, signal) => listAlloggiatiReceipts(query, { signal }),
      {
        key: alloggiatiKeys.receipts,
        fulfilled: (state, { payload }) => receiptsAdapter.setAll(state.receipts, payload),
      },
    ),
    /** 'Scarica dal servizio': a past day's receipts fetched now. */
    alloggiatiReceiptsFetched: request(
      create,
      (day: string, signal) => fetchAlloggiatiReceipts(day, { signal }),
      {
        key: alloggiatiKeys.fetchReceipts,
        fulfilled: (state, { payload }) => receiptsAdapter.upsertMany(state.receipts, payload),
      },
    ),
    /** 'File del giorno': what the day's file would hold. */
    alloggiatiDayRequested: request(
      create,
      (query: AlloggiatiDayQuery, signal) => getAlloggiatiDay(query, { signal }),
      {
        key: alloggiatiKeys.day,
        fulfilled: (state, { payload, meta }) => {
          state.day = { query: meta.arg, day: payload };
        },
      },
    ),
  }),
  selectors: {
    selectAlloggiatiRequest: (state, key: string) => requestOf(state, key),
    selectAlloggiatiRequests: (state) => state.requests,
    selectAlloggiatiCheck: (state, stayId: number) => state.checks[stayId],
    selectAlloggiatiSettings: (state) => state.settings,
    selectAlloggiatiDay: (state) => state.day,
  },
});

export const {
  alloggiatiStaysRequested,
  alloggiatiStayRequested,
  alloggiatiDueRequested,
  alloggiatiStayTested,
  alloggiatiStaySent,
  alloggiatiGuestResolved,
  alloggiatiSettingsRequested,
  alloggiatiAccountSaved,
  alloggiatiAccountDeleted,
  alloggiatiAccountVerified,
  alloggiatiAutoSendChanged,
  alloggiatiReceiptsRequested,
  alloggiatiReceiptsFetched,
  alloggiatiDayRequested,
} = alloggiatiSlice.actions;

export const {
  selectAlloggiatiRequest,
  selectAlloggiatiRequests,
  selectAlloggiatiCheck,
  selectAlloggiatiSettings,
  selectAlloggiatiDay,
} = alloggiatiSlice.selectors;

export const { selectById: selectAlloggiatiStay, selectEntities: selectAlloggiatiStayEntities } =
  staysAdapter.getSelectors(alloggiatiSlice.selectSlice);

export const { selectAll: selectAlloggiatiReceipts } = receiptsAdapter.getSelectors(
  (state: { [name]: AlloggiatiState }) => state[name].receipts,
);

const selectDueIds = (state: { [name]: AlloggiatiState }) => state[name].due;

/** The stays of the due list in its order, as they stand now (a sent one shows as sent). */
export const selectDueStays = createSelector(
  [selectDueIds, selectAlloggiatiStayEntities],
  (ids, entities): AlloggiatiStayStatus[] | null =>
    ids === null ? null : ids.flatMap((id) => (entities[id] ? [entities[id]] : [])),
);

/** Apartment names by id, from the settings (receipts and the day file name apartments). */
export const selectApartmentNames = createSelector(
  [selectAlloggiatiSettings],
  (settings): Record<number, string> =>
    Object.fromEntries((settings?.apartments ?? []).map((item) => [item.id, item.name])),
);
