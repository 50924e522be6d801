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
import { createAppSlice, requestOf, requestsOf, type WithRequests } from '../../shared/requests';

const name = 'checkins';

const checkinsAdapter = createEntityAdapter<CheckinProfile>();

export type CheckinsState = EntityState<CheckinProfile, number> &
  WithRequests & {
    /** The criteria of the list shown; empty = today's view (`currents`). */
    query: CheckinProfilesQuery;
    /** The profiles shown, in the server's order. */
    shownIds: number[];
  };

const initialState: CheckinsState = checkinsAdapter.getInitialState({
  requests: {},
  query: {},
  shownIds: [],
});

const request = requestsOf<CheckinsState>(name);

export const checkinsSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => ({
    /**
     * Accessi was opened (no criteria: stays in progress or arriving today) or searched by name,
     * surname, check-in date. Request key 'search'.
     */
    checkinsRequested: request(
      create,
      (query: CheckinProfilesQuery, signal) => searchCheckinProfiles(query, { signal }),
      {
        key: 'search',
        fulfilled: (state, { payload, meta }) => {
          const shown = payload.search_results ?? payload.currents ?? [];
          checkinsAdapter.setAll(state, shown);
          state.shownIds = shown.map((profile) => profile.id);
          state.query = meta.arg;
        },
      },
    ),
    /** The owner registered a new check-in. Request key 'create'. */
    checkinCreated: request(
      create,
      (input: CheckinProfileInput, signal) => createCheckinProfile(input, { signal }),
      {
        key: 'create',
        fulfilled: (state, { payload }) => {
          checkinsAdapter.addOne(state, payload);
          state.shownIds.unshift(payload.id);
        },
      },
    ),
    /** The owner saved 'Modifica Check-in' (changed fields only). Request key `edit:<id>`. */
    checkinEdited: request(
      create,
      ({ id, patch }: { id: number; patch: CheckinProfilePatch }, signal) =>
        updateCheckinProfile(id, patch, { signal }),
      {
        key: ({ id }) => `edit:${id}`,
        fulfilled: (state, { payload }) => {
          checkinsAdapter.setOne(state, payload);
        },
      },
    ),
    /** Request key `delete:<id>`. */
    checkinDeleted: request(create, (id: number, signal) => deleteCheckinProfile(id, { signal }), {
      key: (id) => `delete:${id}`,
      fulfilled: (state, { meta }) => {
        checkinsAdapter.removeOne(state, meta.arg);
        state.shownIds = state.shownIds.filter((id) => id !== meta.arg);
      },
    }),
  }),
  selectors: {
    selectCheckinsRequest: (state, key: string = 'search') => requestOf(state, key),
    selectCheckinsQuery: (state) => state.query,
    selectShownCheckinIds: (state) => state.shownIds,
  },
});

export const { checkinsRequested, checkinCreated, checkinEdited, checkinDeleted } =
  checkinsSlice.actions;
export const { selectCheckinsRequest, selectCheckinsQuery, selectShownCheckinIds } =
  checkinsSlice.selectors;

export const { selectById: selectCheckinById, selectEntities: selectCheckinEntities } =
  checkinsAdapter.getSelectors(checkinsSlice.selectSlice);

/** The profiles of the current view, in order (memoised). */
export const selectShownCheckins = createSelector(
  [selectCheckinEntities, selectShownCheckinIds],
  (entities, ids) => ids.flatMap((id) => entities[id] ?? []),
);

/** True when the list shows search results rather than today's view. */
export const selectIsSearch = createSelector([selectCheckinsQuery], (query) =>
  Object.values(query).some((value) => typeof value === 'string' && value.trim() !== ''),
);

/**
 * True when a search answered as many results as the API gives (the newest ones): older
 * matches may be missing, so the host should narrow the search.
 */
export const selectSearchCapped = createSelector(
  [selectIsSearch, selectShownCheckinIds],
  (isSearch, ids) => isSearch && ids.length >= CHECKIN_SEARCH_LIMIT,
);
