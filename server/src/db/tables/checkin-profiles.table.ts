import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GuestType } from '@soglia/api-client';
import type { IdentificationMethod } from './identification.values';
import { apartments } from './apartments.table';
import { owners } from './owners.table';
import { rooms } from './rooms.table';

/** A stay. Dates and times are wall-clock values in the apartment's time zone. */
export const checkinProfiles = pgTable(
  'checkin_profiles',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    source: text('source').notNull().default(''),
    guestNumber: integer('guest_number').notNull().default(1),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    checkInTime: time('check_in_time').notNull(),
    checkOutTime: time('check_out_time').notNull(),
    username: text('username').notNull().unique(),
    /** AES-256-GCM ciphertext, so the owner can see the password again. */
    passwordEncrypted: text('password_encrypted').notNull(),
    /** Password hash used for login (argon2id PHC string, or a legacy scrypt one). */
    passwordHash: text('password_hash').notNull(),
    guestType: text('guest_type').$type<GuestType>(),
    requireRegistrationForm: boolean('require_registration_form').notNull().default(false),
    requireDocumentPhoto: boolean('require_document_photo').notNull().default(false),
    requireBillingInfo: boolean('require_billing_info').notNull().default(false),
    /** When every registered guest was identified (src/identification/); null until then. */
    identifiedAt: timestamp('identified_at', { withTimezone: true }),
    identifiedBy: integer('identified_by').references(() => owners.id, { onDelete: 'set null' }),
    identificationMethod: text('identification_method').$type<IdentificationMethod>(),
    /** Made from a channel's calendar: the host still has to complete names and guests. */
    awaitingDetails: boolean('awaiting_details').notNull().default(false),
    /** The channel cancelled the stay (its logins were revoked); nothing else is deleted. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The dates before the channel's calendar last moved them. */
    previousCheckInDate: date('previous_check_in_date', { mode: 'string' }),
    previousCheckOutDate: date('previous_check_out_date', { mode: 'string' }),
    datesChangedAt: timestamp('dates_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkin_profiles_owner_idx').on(t.ownerId, t.checkInDate),
    // Overlap queries (owner-checkin-details, currents) bound check_out_date from below.
    index('checkin_profiles_owner_checkout_idx').on(t.ownerId, t.checkOutDate),
    index('checkin_profiles_apartment_idx').on(t.apartmentId),
    index('checkin_profiles_room_idx').on(t.roomId),
  ],
);
