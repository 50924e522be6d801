import { sql } from 'drizzle-orm';
import {
  customType,
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
import { owners } from './owners.table';
import { guestRegistrations } from './guests.table';
import { alloggiatiAccounts } from './alloggiati-accounts.table';

/** What is known of one guest's record: `unsent` is also the absence of a row. */
export type RecordStatus = 'unsent' | 'sending' | 'accepted' | 'refused' | 'uncertain';

/**
 * One row per guest that Soglia tried to send. The unique guest index is the claim: a Send
 * first turns its guests' rows to `sending` with one conditional upsert each, in one
 * transaction, so two requests, two processes or the auto-send job can never send a guest twice.
 */
export const alloggiatiRecords = pgTable(
  'alloggiati_records',
  {
    id: serial('id').primaryKey(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guestRegistrations.id, { onDelete: 'cascade' }),
    status: text('status').$type<RecordStatus>().notNull(),
    /** The status before the current claim: a Send that never went out goes back to it. */
    claimedFrom: text('claimed_from').$type<RecordStatus>().notNull().default('unsent'),
    /** The 168-character line as sent (or being sent). */
    line: text('line').notNull().default(''),
    /** The service's answer for a refused line. */
    errorCode: text('error_code').notNull().default(''),
    errorDescription: text('error_description').notNull().default(''),
    errorDetail: text('error_detail').notNull().default(''),
    /** The account of the Send (null once deleted; the user stays readable). */
    accountId: integer('account_id').references(() => alloggiatiAccounts.id, {
      onDelete: 'set null',
    }),
    accountUser: text('account_user').notNull().default(''),
    /** When the Send was made (claimed). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alloggiati_records_guest_idx').on(t.guestId),
    // The few rows a person must look at (uncertain) or that are in flight.
    index('alloggiati_records_open_idx')
      .on(t.guestId)
      .where(sql`${t.status} in ('sending', 'uncertain')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The service's daily receipts (Ricevuta), kept five years. One per portal user and day: two
 * accounts of the owner with the same user share it. `apartment_id` is the apartment of the
 * account it was fetched with (null: the main account, or an apartment deleted since).
 */
export const alloggiatiReceipts = pgTable(
  'alloggiati_receipts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id').references(() => apartments.id, {
      onDelete: 'set null',
    }),
    accountUser: text('account_user').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    pdf: bytea('pdf').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alloggiati_receipts_day_idx').on(t.ownerId, t.accountUser, t.day),
    index('alloggiati_receipts_purge_idx').on(t.day),
  ],
);
