import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  createCalendarFeed,
  deleteCalendarFeed,
  listCalendarFeeds,
  syncCalendarFeed,
  updateCalendarFeed,
  type CalendarFeed,
  type CalendarFeedInput,
} from '@soglia/api-client';
import {
  createAppSlice,
  entityRequests,
  groupListRequest,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';

const name = 'calendarFeeds';

/** In the order they were added. */
const feedsAdapter = createEntityAdapter<CalendarFeed>({ sortComparer: (a, b) => a.id - b.id });

export type CalendarFeedsState = EntityState<CalendarFeed, number> & WithRequests;

const initialState: CalendarFeedsState = feedsAdapter.getInitialState({ requests: {} });

const request = requestsOf<CalendarFeedsState>(name);

export const calendarFeedsSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => {
    const writes = entityRequests<CalendarFeedsState, CalendarFeed, CalendarFeedInput>(
      create,
      request,
      feedsAdapter,
      { create: createCalendarFeed, update: updateCalendarFeed, remove: deleteCalendarFeed },
    );
    return {
      /**
       * An apartment's calendars were shown (its rooms' included). Request key
       * `list:<apartmentId>`.
       */
      calendarFeedsRequested: groupListRequest(
        create,
        request,
        feedsAdapter,
        (apartmentId, options) => listCalendarFeeds({ apartment: apartmentId }, options),
        (feed) => feed.apartment,
      ),
      /** The host added a channel's calendar. Request key 'create'. */
      calendarFeedCreated: writes.created,
      /** Request key `edit:<id>`. */
      calendarFeedEdited: writes.edited,
      /** Request key `delete:<id>`. */
      calendarFeedDeleted: writes.deleted,
      /**
       * Sincronizza ora: the feed is read at once; the answer is the feed with its new result
       * (a failed read is an answer too). Request key `sync:<id>`.
       */
      calendarFeedSyncRequested: request(
        create,
        (id: number, signal) => syncCalendarFeed(id, { signal }),
        {
          key: (id) => `sync:${id}`,
          fulfilled: (state, { payload }) => {
            feedsAdapter.setOne(state, payload);
          },
        },
      ),
    };
  },
  selectors: {
    selectCalendarFeedsRequest: (state, key: string) => requestOf(state, key),
  },
});

export const {
  calendarFeedsRequested,
  calendarFeedCreated,
  calendarFeedEdited,
  calendarFeedDeleted,
  calendarFeedSyncRequested,
} = calendarFeedsSlice.actions;
export const { selectCalendarFeedsRequest } = calendarFeedsSlice.selectors;

const { selectAll: selectAllCalendarFeeds } = feedsAdapter.getSelectors(
  calendarFeedsSlice.selectSlice,
);

/**
 * The feeds of one scope: a room's (`room` its id), or the whole apartment's with its rooms'
 * (`room` null). Memoised per scope.
 */
export const selectCalendarFeedsOf = createSelector(
  [
    selectAllCalendarFeeds,
    (_state: unknown, apartmentId: number) => apartmentId,
    (_state: unknown, _apartmentId: number, room: number | null) => room,
  ],
  (feeds, apartmentId, room) =>
    feeds.filter((feed) => feed.apartment === apartmentId && (room === null || feed.room === room)),
);
