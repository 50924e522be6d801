import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apartments } from './apartments.table';
import { checkinProfiles } from './checkin-profiles.table';
import { owners } from './owners.table';
import { rooms } from './rooms.table';
import type {
  CalendarCancelReason,
  CalendarEventKind,
  CalendarLabel,
  CalendarSyncError,
} from './calendar.values';

/**
 * A channel's calendar (iCal) the API reads for one apartment, or one room of it. The URL is a
 * secret of the host's channel account (it reads reservations): stored encrypted, never logged.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    label: text('label').$type<CalendarLabel>().notNull(),
    /** AES-256-GCM ciphertext of the feed's URL. */
    urlEncrypted: text('url_encrypted').notNull(),
    /** The scheduled sync claims a feed by moving this forward (one process per period). */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastResult: text('last_result').$type<'ok' | 'error'>(),
    lastErrorCode: text('last_error_code').$type<CalendarSyncError>(),
    lastErrorMessage: text('last_error_message'),
    bookingsFound: integer('bookings_found').notNull().default(0),
    blockedFound: integer('blocked_found').notNull().default(0),
    toDecideFound: integer('to_decide_found').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_feeds_owner_idx').on(t.ownerId),
    index('calendar_feeds_apartment_idx').on(t.apartmentId),
    index('calendar_feeds_room_idx').on(t.roomId),
    index('calendar_feeds_next_sync_idx').on(t.nextSyncAt),
  ],
);

/**
 * One event of a feed, by its UID: what the feed carried, what it is, and the check-in profile it
 * made or joined. Rows outlive their feed (feed null), so a stay keeps what its channel said.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    feedId: integer('feed_id').references(() => calendarFeeds.id, { onDelete: 'set null' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    label: text('label').$type<CalendarLabel>().notNull(),
    uid: text('uid').notNull(),
    kind: text('kind').$type<CalendarEventKind>().notNull(),
    /** The stay's dates in the apartment's time zone (check-out: the day the guest leaves). */
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    reservationUrl: text('reservation_url').notNull().default(''),
    reservationCode: text('reservation_code').notNull().default(''),
    phoneLast4: text('phone_last4').notNull().default(''),
    checkinProfileId: integer('checkin_profile_id').references(() => checkinProfiles.id, {
      onDelete: 'set null',
    }),
    /** When the host chose `booking` or `ignored` for it; later syncs keep that choice. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CalendarCancelReason>(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_events_feed_uid_idx').on(t.feedId, t.uid),
    index('calendar_events_apartment_idx').on(t.apartmentId, t.checkInDate),
    index('calendar_events_profile_idx').on(t.checkinProfileId),
    index('calendar_events_owner_idx').on(t.ownerId, t.kind),
  ],
);

/**
 * The secret calendar an apartment (or one of its rooms) offers the channels. Found by the
 * sha256 of its secret; the secret itself is kept encrypted so the host can copy the URL again.
 */
export const calendarExports = pgTable(
  'calendar_exports',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    secretEncrypted: text('secret_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_exports_target_idx').on(t.apartmentId, sql`coalesce(${t.roomId}, 0)`),
    index('calendar_exports_owner_idx').on(t.ownerId),
  ],
);
