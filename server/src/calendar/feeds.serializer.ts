import type { CalendarFeed } from '@soglia/api-client';
import type { calendarFeeds } from '../db';
import type { Cipher } from '../security';

export type FeedRow = typeof calendarFeeds.$inferSelect;

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export const toCalendarFeed = (row: FeedRow, cipher: Cipher): CalendarFeed => {
  let url = '';
  try {
    url = cipher.decrypt(row.urlEncrypted);
  } catch {
    // A key that cannot read it shows an empty address; the API refuses to start in that case.
  }
  return {
    id: row.id,
    apartment: row.apartmentId,
    room: row.roomId,
    label: row.label,
    url,
    next_sync_at: row.nextSyncAt.toISOString(),
    last_sync_at: iso(row.lastSyncAt),
    last_result: row.lastResult ?? null,
    last_error_code: row.lastErrorCode ?? null,
    last_error_message: row.lastErrorMessage,
    bookings_found: row.bookingsFound,
    blocked_found: row.blockedFound,
    to_decide_found: row.toDecideFound,
    created_at: row.createdAt.toISOString(),
  };
};
