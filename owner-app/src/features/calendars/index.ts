export { CalendarsView } from './CalendarsView';
export type { CalendarScope } from './scope';
export { calendarEventsSlice } from './calendarEventsSlice';
export type { CalendarEventsState } from './calendarEventsSlice';
export { calendarExportsSlice } from './calendarExportsSlice';
export type { CalendarExportsState } from './calendarExportsSlice';
export { calendarFeedsSlice } from './calendarFeedsSlice';
export type { CalendarFeedsState } from './calendarFeedsSlice';
