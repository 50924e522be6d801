import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  createBillingInfo,
  createGuest,
  deleteBillingInfo,
  deleteGuest,
  identifyInPerson,
  listStays,
  updateBillingInfo,
  updateGuest,
  type BillingInfoInput,
  type BillingInfoUpdate,
  type GuestPhotoFiles,
  type GuestRegistrationInput,
  type Stay,
  type StaysQuery,
} from '@soglia/api-client';
import { stayIdentificationChanged } from '../../shared/identification';
import { createAppSlice, requestOf, requestsOf, type WithRequests } from '../../shared/requests';

const name = 'stays';

/** Stays by check-in date, then surname: the order the search results are browsed in. */
const staysAdapter = createEntityAdapter<Stay>({
  sortComparer: (a, b) =>
    a.check_in_date.localeCompare(b.check_in_date) || a.surname.localeCompare(b.surname, 'it'),
});

export type StaysState = EntityState<Stay, number> &
  WithRequests & {
    /** The Dal / Al range of the stays shown, once searched. */
    range: StaysQuery | null;
    /** The range the host asked for last: only its answer replaces the stays shown. */
    wanted: StaysQuery | null;
  };

const initialState: StaysState = staysAdapter.getInitialState({
  requests: {},
  range: null,
  wanted: null,
});

/** Request key of the stays of one range: two ranges never wait for each other. */
export const staysListKey = (range: StaysQuery) => `list:${range.start_date}:${range.end_date}`;

export const sameRange = (a: StaysQuery | null, b: StaysQuery | null) =>
  a !== null && b !== null && a.start_date === b.start_date && a.end_date === b.end_date;

const request = requestsOf<StaysState>(name);

const stayOf = (state: StaysState, stayId: number) => state.entities[stayId];

export const staysSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => ({
    /**
     * Soggiorni was searched (Dal, Al), or reloaded after a delete. Request key
     * `staysListKey(range)`. A late answer for a range the host has left is not shown.
     */
    staysRequested: request(create, (range: StaysQuery, signal) => listStays(range, { signal }), {
      key: staysListKey,
      pending: (state, { meta }) => {
        state.wanted = meta.arg;
      },
      fulfilled: (state, { payload, meta }) => {
        if (!sameRange(state.wanted, meta.arg)) return;
        staysAdapter.setAll(state, payload);
        state.range = meta.arg;
      },
    }),
    /** 'Aggiungi Ospite' saved. Request key 'createGuest'. */
    guestCreated: request(
      create,
      (input: GuestRegistrationInput & { checkin_profile: number }, signal) =>
        createGuest(input, { signal }),
      {
        key: 'createGuest',
        fulfilled: (state, { payload }) => {
          const stay = stayOf(state, payload.checkin_profile);
          if (!stay) return;
          stay.guests.push(payload);
          stay.registered_guests = stay.guests.length;
        },
      },
    ),
    /** 'Dettagli Documento' saved (photo files are sent only when replaced). Key `editGuest:<id>`. */
    guestEdited: request(
      create,
      (
        {
          id,
          input,
          files,
        }: { id: number; input: GuestRegistrationInput; files?: GuestPhotoFiles },
        signal,
      ) => updateGuest(id, input, files, { signal }),
      {
        key: ({ id }) => `editGuest:${id}`,
        fulfilled: (state, { payload }) => {
          const stay = stayOf(state, payload.checkin_profile);
          if (!stay) return;
          stay.guests = stay.guests.map((guest) => (guest.id === payload.id ? payload : guest));
        },
      },
    ),
    /** Request key `deleteGuest:<id>`. */
    guestDeleted: request(
      create,
      ({ id }: { id: number; stayId: number }, signal) => deleteGuest(id, { signal }),
      {
        key: ({ id }) => `deleteGuest:${id}`,
        fulfilled: (state, { meta }) => {
          const stay = stayOf(state, meta.arg.stayId);
          if (!stay) return;
          stay.guests = stay.guests.filter((guest) => guest.id !== meta.arg.id);
          stay.registered_guests = stay.guests.length;
        },
      },
    ),
    /** 'Aggiungi Dati di Fatturazione' saved. Request key 'createBilling'. */
    billingCreated: request(
      create,
      (input: BillingInfoInput, signal) => createBillingInfo(input, { signal }),
      {
        key: 'createBilling',
        fulfilled: (state, { payload }) => {
          const stay = stayOf(state, payload.checkin_profile);
          if (!stay) return;
          stay.billing_info.push(payload);
          stay.got_billing_info = true;
        },
      },
    ),
    /** 'Modifica Informazioni di Fatturazione' saved. Request key `editBilling:<id>`. */
    billingEdited: request(
      create,
      ({ id, input }: { id: number; input: BillingInfoUpdate }, signal) =>
        updateBillingInfo(id, input, { signal }),
      {
        key: ({ id }) => `editBilling:${id}`,
        fulfilled: (state, { payload }) => {
          const stay = stayOf(state, payload.checkin_profile);
          if (!stay) return;
          stay.billing_info = stay.billing_info.map((row) =>
            row.id === payload.id ? payload : row,
          );
        },
      },
    ),
    /** Request key `deleteBilling:<id>`. */
    billingDeleted: request(
      create,
      ({ id }: { id: number; stayId: number }, signal) => deleteBillingInfo(id, { signal }),
      {
        key: ({ id }) => `deleteBilling:${id}`,
        fulfilled: (state, { meta }) => {
          const stay = stayOf(state, meta.arg.stayId);
          if (!stay) return;
          stay.billing_info = stay.billing_info.filter((row) => row.id !== meta.arg.id);
          stay.got_billing_info = stay.billing_info.length > 0;
        },
      },
    ),
    /** 'Identificati di persona' confirmed: every registered guest seen. Key `identify:<stayId>`. */
    stayIdentifiedInPerson: request(
      create,
      ({ stayId, guests }: { stayId: number; guests: number[] }, signal) =>
        identifyInPerson(stayId, { guests }, { signal }),
      {
        key: ({ stayId }) => `identify:${stayId}`,
        fulfilled: (state, { payload }) => {
          const stay = stayOf(state, payload.profile_id);
          if (!stay) return;
          stay.identified_at = payload.identified_at;
          stay.identification_method = payload.method;
        },
      },
    ),
  }),
  extraReducers: (builder) => {
    // Identified (or undone) in a video call, in this tab or another of the host's.
    builder.addCase(stayIdentificationChanged, (state, { payload }) => {
      const stay = stayOf(state, payload.profileId);
      if (!stay) return;
      stay.identified_at = payload.identifiedAt;
      stay.identification_method = payload.method;
    });
  },
  selectors: {
    selectStaysRequest: (state, key: string) => requestOf(state, key),
    selectStaysRange: (state) => state.range,
  },
});

export const {
  staysRequested,
  guestCreated,
  guestEdited,
  guestDeleted,
  billingCreated,
  billingEdited,
  billingDeleted,
  stayIdentifiedInPerson,
} = staysSlice.actions;
export const { selectStaysRequest, selectStaysRange } = staysSlice.selectors;

export const {
  selectAll: selectAllStays,
  selectById: selectStayById,
  selectIds: selectStayIds,
} = staysAdapter.getSelectors(staysSlice.selectSlice);

export interface GuestPlace {
  stayId: number;
  guestId: number;
}

/**
 * Every registered guest of the stays shown, stay after stay: the order the document comparison
 * walks with Indietro / Avanti.
 */
export const selectGuestSequence = createSelector([selectAllStays], (stays): GuestPlace[] =>
  stays.flatMap((stay) => stay.guests.map((guest) => ({ stayId: stay.id, guestId: guest.id }))),
);
