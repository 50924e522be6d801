import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  createCalendarExport,
  deleteCalendarExport,
  listCalendarExports,
  rotateCalendarExport,
  type CalendarExport,
  type CalendarExportInput,
} from '@soglia/api-client';
import {
  createAppSlice,
  groupListRequest,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';

const name = 'calendarExports';

const exportsAdapter = createEntityAdapter<CalendarExport>();

export type CalendarExportsState = EntityState<CalendarExport, number> & WithRequests;

const initialState: CalendarExportsState = exportsAdapter.getInitialState({ requests: {} });

const request = requestsOf<CalendarExportsState>(name);

/** The key of a scope's create: the apartment's own calendar or one room's. */
export const exportScopeKey = ({ apartment, room }: CalendarExportInput) =>
  `create:${apartment}:${room ?? 'all'}`;

export const calendarExportsSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => ({
    /**
     * The apartment's calendars were shown: Soglia's own calendars of the apartment and of its
     * rooms. Request key `list:<apartmentId>`.
     */
    calendarExportsRequested: groupListRequest(
      create,
      request,
      exportsAdapter,
      (apartmentId, options) => listCalendarExports({ apartment: apartmentId }, options),
      (item) => item.apartment,
    ),
    /** Crea. Request key `create:<apartment>:<room or all>`. */
    calendarExportCreated: request(
      create,
      (input: CalendarExportInput, signal) => createCalendarExport(input, { signal }),
      {
        key: exportScopeKey,
        fulfilled: (state, { payload }) => {
          exportsAdapter.addOne(state, payload);
        },
      },
    ),
    /** Rigenera: a new secret, the old URL stops working. Request key `rotate:<id>`. */
    calendarExportRotated: request(
      create,
      (id: number, signal) => rotateCalendarExport(id, { signal }),
      {
        key: (id) => `rotate:${id}`,
        fulfilled: (state, { payload }) => {
          exportsAdapter.setOne(state, payload);
        },
      },
    ),
    /** Revoca. Request key `revoke:<id>`. */
    calendarExportRevoked: request(
      create,
      (id: number, signal) => deleteCalendarExport(id, { signal }),
      {
        key: (id) => `revoke:${id}`,
        fulfilled: (state, { meta }) => {
          exportsAdapter.removeOne(state, meta.arg);
        },
      },
    ),
  }),
  selectors: {
    selectCalendarExportsRequest: (state, key: string) => requestOf(state, key),
  },
});

export const {
  calendarExportsRequested,
  calendarExportCreated,
  calendarExportRotated,
  calendarExportRevoked,
} = calendarExportsSlice.actions;
export const { selectCalendarExportsRequest } = calendarExportsSlice.selectors;

const { selectAll: selectAllCalendarExports } = exportsAdapter.getSelectors(
  calendarExportsSlice.selectSlice,
);

/** Soglia's calendar of the apartment (`room` null) or of one room; undefined when none. */
export const selectCalendarExportOf = createSelector(
  [
    selectAllCalendarExports,
    (_state: unknown, apartmentId: number) => apartmentId,
    (_state: unknown, _apartmentId: number, room: number | null) => room,
  ],
  (items, apartmentId, room) =>
    items.find((item) => item.apartment === apartmentId && item.room === room),
);
