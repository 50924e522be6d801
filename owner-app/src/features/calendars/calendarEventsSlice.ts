import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  decideCalendarEvent,
  listCalendarEvents,
  type CalendarDecision,
  type CalendarEvent,
} from '@soglia/api-client';
import {
  createAppSlice,
  groupListRequest,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';

const name = 'calendarEvents';

/** The periods the host has to decide, earliest check-in first. */
const eventsAdapter = createEntityAdapter<CalendarEvent>({
  sortComparer: (a, b) => a.check_in_date.localeCompare(b.check_in_date) || a.id - b.id,
});

export type CalendarEventsState = EntityState<CalendarEvent, number> & WithRequests;

const initialState: CalendarEventsState = eventsAdapter.getInitialState({ requests: {} });

const request = requestsOf<CalendarEventsState>(name);

export const calendarEventsSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => ({
    /**
     * An apartment's calendars were shown or read again: the periods to decide (kind
     * `to_decide`) of its feeds. Request key `list:<apartmentId>`.
     */
    calendarEventsToDecideRequested: groupListRequest(
      create,
      request,
      eventsAdapter,
      (apartmentId, options) =>
        listCalendarEvents({ apartment: apartmentId, kind: 'to_decide' }, options),
      (event) => event.apartment,
    ),
    /**
     * The host chose È una prenotazione or Ignora: the event leaves the list. Request key
     * `decide:<id>`.
     */
    calendarEventDecided: request(
      create,
      ({ id, decision }: { id: number; decision: CalendarDecision }, signal) =>
        decideCalendarEvent(id, decision, { signal }),
      {
        key: ({ id }) => `decide:${id}`,
        fulfilled: (state, { payload }) => {
          if (payload.kind === 'to_decide') eventsAdapter.setOne(state, payload);
          else eventsAdapter.removeOne(state, payload.id);
        },
      },
    ),
  }),
  selectors: {
    selectCalendarEventsRequest: (state, key: string) => requestOf(state, key),
  },
});

export const { calendarEventsToDecideRequested, calendarEventDecided } =
  calendarEventsSlice.actions;
export const { selectCalendarEventsRequest } = calendarEventsSlice.selectors;

const { selectAll: selectAllCalendarEvents } = eventsAdapter.getSelectors(
  calendarEventsSlice.selectSlice,
);

/** The periods to decide of a room (`room` its id) or of the whole apartment (`room` null). */
export const selectEventsToDecideOf = createSelector(
  [
    selectAllCalendarEvents,
    (_state: unknown, apartmentId: number) => apartmentId,
    (_state: unknown, _apartmentId: number, room: number | null) => room,
  ],
  (events, apartmentId, room) =>
    events.filter(
      (event) =>
        event.apartment === apartmentId &&
        event.kind === 'to_decide' &&
        (room === null || event.room === room),
    ),
);
