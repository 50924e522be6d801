import { deleteResource, getBlob, getJson, postJson, putJson, type CallOptions } from '../request';

/** The channel a calendar feed comes from: it decides how the feed's summaries are read. */
export type CalendarLabel = 'airbnb' | 'booking' | 'vrbo' | 'other';

/**
 * What an imported event is: a `booking` (it made or joined a check-in profile), a `blocked`
 * period, `to_decide` (the feed does not say: Booking.com's `CLOSED - Not available`, unknown
 * summaries) or `ignored` (the host decided it is no stay).
 */
export type CalendarEventKind = 'booking' | 'blocked' | 'to_decide' | 'ignored';

/** `cancelled`: the feed marked the event cancelled; `removed`: it left the feed before it ended. */
export type CalendarCancelReason = 'cancelled' | 'removed';

/** Why the last sync of a feed failed (docs/api.md § Calendar import and export). */
export type CalendarSyncError =
  | 'invalid_url'
  | 'insecure_url'
  | 'host_not_allowed'
  | 'address_not_allowed'
  | 'dns_failed'
  | 'connect_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_error'
  | 'not_a_calendar';

/** A channel's calendar (iCal) read for an apartment or one of its rooms. */
export interface CalendarFeed {
  id: number;
  apartment: number;
  /** Null: the feed is the whole apartment's. */
  room: number | null;
  label: CalendarLabel;
  /** The feed's address, as the host gave it (only ever shown to its host). */
  url: string;
  /** When the scheduled sync reads it next (ISO). */
  next_sync_at: string;
  /** The last sync (on schedule or Sincronizza ora); null before the first. */
  last_sync_at: string | null;
  last_result: 'ok' | 'error' | null;
  last_error_code: CalendarSyncError | null;
  /** The Italian text of the error, to show as it is. */
  last_error_message: string | null;
  /** Live events of the feed that have not ended, by kind, as of the last successful sync. */
  bookings_found: number;
  blocked_found: number;
  to_decide_found: number;
  created_at: string;
}

/** POST / PUT body. A feed cannot move to another apartment. */
export interface CalendarFeedInput {
  apartment: number;
  /** A room of the apartment; null or omitted: the whole apartment. */
  room?: number | null;
  label: CalendarLabel;
  /** https, on a channel's calendar host (docs/api.md § Calendar import and export). */
  url: string;
}

export interface CalendarFeedsQuery {
  /** The apartment's feeds (its rooms' included); omitted: all the host's. */
  apartment?: number;
}

/** One event of a feed (one occurrence of a recurring one). */
export interface CalendarEvent {
  id: number;
  /** Null once the feed was removed (its bookings' events are kept with their stays). */
  feed: number | null;
  label: CalendarLabel;
  apartment: number;
  room: number | null;
  uid: string;
  kind: CalendarEventKind;
  /** yyyy-mm-dd in the apartment's time zone; check-out is the day the guest leaves. */
  check_in_date: string;
  check_out_date: string;
  summary: string;
  description: string;
  reservation_url: string;
  reservation_code: string;
  phone_last4: string;
  /** The check-in profile it made or joined (kind `booking`). */
  profile: number | null;
  /** When the host accepted or ignored it. */
  decided_at: string | null;
  cancelled_at: string | null;
  cancel_reason: CalendarCancelReason | null;
  first_seen_at: string;
  last_seen_at: string;
}

export interface CalendarEventsQuery {
  apartment?: number;
  feed?: number;
  kind?: CalendarEventKind;
}

/** `booking`: make it a stay (or join the same stay already known); `ignore`: no stay. */
export type CalendarDecision = 'booking' | 'ignore';

/** The secret calendar an apartment or a room offers the channels. */
export interface CalendarExport {
  id: number;
  apartment: number;
  room: number | null;
  /** `/api/calendar/<secret>.ics`: give the channels the app's origin followed by it. */
  path: string;
  created_at: string;
  rotated_at: string | null;
}

export interface CalendarExportInput {
  apartment: number;
  room?: number | null;
}

export interface CalendarExportsQuery {
  apartment: number;
}

export function listCalendarFeeds(
  query: CalendarFeedsQuery = {},
  options?: CallOptions,
): Promise<CalendarFeed[]> {
  return getJson('/api/calendar-feeds/', query, options);
}

export function createCalendarFeed(
  input: CalendarFeedInput,
  options?: CallOptions,
): Promise<CalendarFeed> {
  return postJson('/api/calendar-feeds/', input, options);
}

export function updateCalendarFeed(
  id: number,
  input: CalendarFeedInput,
  options?: CallOptions,
): Promise<CalendarFeed> {
  return putJson(`/api/calendar-feeds/${id}/`, input, options);
}

/** Removes the feed; the stays it made stay, with what their channel said. */
export function deleteCalendarFeed(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/calendar-feeds/${id}/`, options);
}

/** Sincronizza ora: reads the feed now; a failure is in the answer's `last_*` fields. */
export function syncCalendarFeed(id: number, options?: CallOptions): Promise<CalendarFeed> {
  return postJson(`/api/calendar-feeds/${id}/sync/`, {}, options);
}

export function listCalendarEvents(
  query: CalendarEventsQuery = {},
  options?: CallOptions,
): Promise<CalendarEvent[]> {
  return getJson('/api/calendar-events/', query, options);
}

export function decideCalendarEvent(
  id: number,
  decision: CalendarDecision,
  options?: CallOptions,
): Promise<CalendarEvent> {
  return postJson(`/api/calendar-events/${id}/decide/`, { decision }, options);
}

export function listCalendarExports(
  query: CalendarExportsQuery,
  options?: CallOptions,
): Promise<CalendarExport[]> {
  return getJson('/api/calendar-exports/', query, options);
}

export function createCalendarExport(
  input: CalendarExportInput,
  options?: CallOptions,
): Promise<CalendarExport> {
  return postJson('/api/calendar-exports/', input, options);
}

/** A new secret: the old URL stops working at once. */
export function rotateCalendarExport(id: number, options?: CallOptions): Promise<CalendarExport> {
  return postJson(`/api/calendar-exports/${id}/rotate/`, {}, options);
}

/** Revokes the URL (it answers 404 from then on). */
export function deleteCalendarExport(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/calendar-exports/${id}/`, options);
}

/** The exported calendar itself (no login: the secret in the path is the key). */
export function downloadCalendarExport(path: string, options?: CallOptions): Promise<Blob> {
  return getBlob(path, options);
}
