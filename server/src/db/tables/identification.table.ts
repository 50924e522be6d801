import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from './owners.table';
import { checkinProfiles } from './checkin-profiles.table';
import { doors } from './doors.table';
import { guestRegistrations } from './guests.table';
import type {
  CallCaller,
  CallEndedBy,
  CallStatus,
  IdentificationMethod,
} from './identification.values';

/**
 * One identification call between a stay's guest and its host. Nothing of the video passes
 * through or is stored by Soglia: the row is who called whom, when, and how it ended.
 * `guest_socket` and `owner_socket` name the connections taking part (`<process>:<n>`), so
 * signals go to those two tabs only, in whichever process holds them.
 */
export const identificationCalls = pgTable(
  'identification_calls',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    checkinProfileId: integer('checkin_profile_id')
      .notNull()
      .references(() => checkinProfiles.id, { onDelete: 'cascade' }),
    /** The door whose CPC the guest typed (null for the host's call back). */
    doorId: integer('door_id').references(() => doors.id, { onDelete: 'set null' }),
    caller: text('caller').$type<CallCaller>().notNull().default('guest'),
    status: text('status').$type<CallStatus>().notNull().default('ringing'),
    guestSocket: text('guest_socket'),
    ownerSocket: text('owner_socket'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** How long it rings before it is missed: its apartment's setting when it started. */
    ringSeconds: integer('ring_seconds').notNull().default(120),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by').$type<CallEndedBy>(),
  },
  (t) => [
    index('identification_calls_owner_idx').on(t.ownerId, t.createdAt),
    // At most one live call per stay: a second start ends the first (see the service).
    uniqueIndex('identification_calls_live_idx')
      .on(t.checkinProfileId)
      .where(sql`${t.status} in ('ringing', 'answered')`),
    index('identification_calls_ringing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('ringing', 'answered')`),
  ],
);

/**
 * The audit log of identification: each guest outcome and each stay identified, by whom, how,
 * in which call. Kept with the stay (deleted with it).
 */
export const identificationEvents = pgTable(
  'identification_events',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    checkinProfileId: integer('checkin_profile_id')
      .notNull()
      .references(() => checkinProfiles.id, { onDelete: 'cascade' }),
    callId: integer('call_id').references(() => identificationCalls.id, { onDelete: 'set null' }),
    guestRegistrationId: integer('guest_registration_id').references(() => guestRegistrations.id, {
      onDelete: 'set null',
    }),
    /** `identified` / `mismatch` (one guest), or `stay_identified`. */
    event: text('event').notNull(),
    method: text('method').$type<IdentificationMethod>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identification_events_profile_idx').on(t.checkinProfileId)],
);
