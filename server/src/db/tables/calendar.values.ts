/** The channel a calendar feed comes from: it decides how its events' summaries are read. */
export const CALENDAR_LABELS = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type CalendarLabel = (typeof CALENDAR_LABELS)[number];

/**
 * What an imported event is: a `booking` (a check-in profile awaiting details), a `blocked`
 * period (no stay), `to_decide` (the feed does not say; the host decides) or `ignored` (the host
 * decided it is no stay).
 */
export const CALENDAR_EVENT_KINDS = ['booking', 'blocked', 'to_decide', 'ignored'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** Why an event stopped counting: the feed marked it cancelled, or it left the feed. */
export const CALENDAR_CANCEL_REASONS = ['cancelled', 'removed'] as const;
export type CalendarCancelReason = (typeof CALENDAR_CANCEL_REASONS)[number];

/** Why a sync failed (docs/api.md § Calendar import and export). */
export const CALENDAR_SYNC_ERRORS = [
  'invalid_url',
  'insecure_url',
  'host_not_allowed',
  'address_not_allowed',
  'dns_failed',
  'connect_failed',
  'timeout',
  'too_large',
  'too_many_redirects',
  'http_error',
  'not_a_calendar',
] as const;
export type CalendarSyncError = (typeof CALENDAR_SYNC_ERRORS)[number];
