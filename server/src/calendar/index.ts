export { calendarRoutes, registerCalendar } from './calendar.routes';
export { CHANNEL_HOSTS, calendarPolicy } from './calendar.config';
export { startCalendarSchedule } from './schedule';
export { createCalendarSyncer } from './sync.service';
export type { CalendarSyncer } from './sync.service';
export { createFeedsRepository } from './feeds.repository';
export type {
  calendarEventListResponse,
  calendarEventSchema,
  calendarEventsQuery,
  decideBody,
} from './events.schema';
export type {
  calendarExportInput,
  calendarExportListResponse,
  calendarExportSchema,
  calendarExportsQuery,
} from './exports.schema';
export type {
  calendarFeedInput,
  calendarFeedListResponse,
  calendarFeedSchema,
  calendarFeedsQuery,
} from './feeds.schema';
