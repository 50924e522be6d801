import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  CHECKIN_SEARCH_LIMIT,
  createCheckinProfile,
  deleteCheckinProfile,
  searchCheckinProfiles,
  updateCheckinProfile,
  type CheckinProfile,
  type CheckinProfileInput,
  type CheckinProfilePatch,
  type CheckinProfilesQuery,
} from '@soglia/api-client';
import {
  createAppSlice,
  entityRequests,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';

const name = 'checkinProfiles';

const checkinProfilesAdapter = createEntityAdapter<CheckinProfile>();

export type CheckinProfilesState = EntityState<CheckinProfile, number> &
  WithRequests & {
    /** The criteria of the list shown; empty = today's view (`currents`). */
    query: CheckinProfilesQuery;
    /** The profiles shown, in the server's order. */
    shownIds: number[];
    /**
     * Today's view only: the stays made from the channels' calendars that await the host's
     * details, listed before the others (and not again among them).
     */
    awaitingIds: number[];
  };

const initialState: CheckinProfilesState = checkinProfilesAdapter.getInitialState({
  requests: {},
  query: {},
  shownIds: [],
  awaitingIds: [],
});

const request = requestsOf<CheckinProfilesState>(name);

export const checkinProfilesSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => {
    const writes = entityRequests<
      CheckinProfilesState,
      CheckinProfile,
      CheckinProfileInput,
      CheckinProfilePatch
    >(
      create,
      request,
      checkinProfilesAdapter,
      { create: createCheckinProfile, update: updateCheckinProfile, remove: deleteCheckinProfile },
      {
        // A new profile shows first; a deleted one leaves the list shown.
        created: (state, profile) => {
          state.shownIds.unshift(profile.id);
        },
        deleted: (state, id) => {
          state.shownIds = state.shownIds.filter((shown) => shown !== id);
          state.awaitingIds = state.awaitingIds.filter((awaiting) => awaiting !== id);
        },
      },
    );
    return {
      /**
       * Accessi was opened (no criteria: the stays awaiting details, then those in progress or
       * arriving today) or searched by name, surname, check-in date. Request key 'search'.
       */
      checkinProfilesRequested: request(
        create,
        (query: CheckinProfilesQuery, signal) => searchCheckinProfiles(query, { signal }),
        {
          key: 'search',
          fulfilled: (state, { payload, meta }) => {
            const awaiting = payload.search_results ? [] : (payload.awaiting_details ?? []);
            const awaitingIds = new Set(awaiting.map((profile) => profile.id));
            const shown = (payload.search_results ?? payload.currents ?? []).filter(
              (profile) => !awaitingIds.has(profile.id),
            );
            checkinProfilesAdapter.setAll(state, [...awaiting, ...shown]);
            state.awaitingIds = [...awaitingIds];
            state.shownIds = shown.map((profile) => profile.id);
            state.query = meta.arg;
          },
        },
      ),
      /** The owner registered a new check-in. Request key 'create'. */
      checkinProfileCreated: writes.created,
      /** The owner saved 'Modifica Check-in' (changed fields only). Request key `edit:<id>`. */
      checkinProfileEdited: writes.edited,
      /** Request key `delete:<id>`. */
      checkinProfileDeleted: writes.deleted,
    };
  },
  selectors: {
    selectCheckinProfilesRequest: (state, key: string = 'search') => requestOf(state, key),
    selectCheckinProfilesQuery: (state) => state.query,
    selectShownCheckinProfileIds: (state) => state.shownIds,
    selectAwaitingCheckinProfileIds: (state) => state.awaitingIds,
  },
});

export const {
  checkinProfilesRequested,
  checkinProfileCreated,
  checkinProfileEdited,
  checkinProfileDeleted,
} = checkinProfilesSlice.actions;
export const {
  selectCheckinProfilesRequest,
  selectCheckinProfilesQuery,
  selectShownCheckinProfileIds,
  selectAwaitingCheckinProfileIds,
} = checkinProfilesSlice.selectors;

export const {
  selectById: selectCheckinProfileById,
  selectEntities: selectCheckinProfileEntities,
} = checkinProfilesAdapter.getSelectors(checkinProfilesSlice.selectSlice);

/** The profiles of the current view, in order (memoised). */
export const selectShownCheckinProfiles = createSelector(
  [selectCheckinProfileEntities, selectShownCheckinProfileIds],
  (entities, ids) => ids.flatMap((id) => entities[id] ?? []),
);

/**
 * Today's view: the stays from the channels' calendars still to complete, oldest check-in first
 * (one the host completed meanwhile stays here, completed, until the list is read again).
 */
export const selectAwaitingCheckinProfiles = createSelector(
  [selectCheckinProfileEntities, selectAwaitingCheckinProfileIds],
  (entities, ids) => ids.flatMap((id) => entities[id] ?? []),
);

/** True when the list shows search results rather than today's view. */
export const selectIsSearch = createSelector([selectCheckinProfilesQuery], (query) =>
  Object.values(query).some((value) => typeof value === 'string' && value.trim() !== ''),
);

/**
 * True when a search answered as many results as the API gives (the newest ones): older
 * matches may be missing, so the host should narrow the search.
 */
export const selectSearchCapped = createSelector(
  [selectIsSearch, selectShownCheckinProfileIds],
  (isSearch, ids) => isSearch && ids.length >= CHECKIN_SEARCH_LIMIT,
);
