export type { Db } from './client';
export { FOREIGN_KEY_VIOLATION, isUniqueViolation, pgErrorCode } from './errors';
export { DataDirLockedError } from './lock';
export { migrationsFolder } from './migrate';
export { openDatabase } from './open';
export type { OpenedDatabase } from './open';
export { rawQueryOf } from './raw';
export { alloggiatiAccounts } from './tables/alloggiati-accounts.table';
export { alloggiatiReceipts, alloggiatiRecords } from './tables/alloggiati-records.table';
export type { RecordStatus } from './tables/alloggiati-records.table';
export { apartments } from './tables/apartments.table';
export { billingInfo } from './tables/billing.table';
export { busPayloads } from './tables/bus.table';
export { calendarEvents, calendarExports, calendarFeeds } from './tables/calendar.table';
export {
  CALENDAR_CANCEL_REASONS,
  CALENDAR_EVENT_KINDS,
  CALENDAR_LABELS,
  CALENDAR_SYNC_ERRORS,
} from './tables/calendar.values';
export type {
  CalendarCancelReason,
  CalendarEventKind,
  CalendarLabel,
  CalendarSyncError,
} from './tables/calendar.values';
export { checkinProfiles } from './tables/checkin-profiles.table';
export { doorOpenAudit, doorRooms, doors, doorTranslations } from './tables/doors.table';
export { guestRegistrations } from './tables/guests.table';
export { guidebookEntries, guidebookTranslations } from './tables/guidebook.table';
export { identificationCalls, identificationEvents } from './tables/identification.table';
export {
  CALL_STATUSES,
  GUEST_OUTCOMES,
  IDENTIFICATION_METHODS,
} from './tables/identification.values';
export type {
  CallCaller,
  CallEndedBy,
  CallStatus,
  GuestIdentificationStatus,
  IdentificationMethod,
} from './tables/identification.values';
export { jobLocks } from './tables/jobs.table';
export { owners } from './tables/owners.table';
export { rooms } from './tables/rooms.table';
export { serverSecrets, throttleCounters } from './tables/security.table';
export { shellyRateSlots } from './tables/shelly.table';
export { authTokens } from './tables/tokens.table';
