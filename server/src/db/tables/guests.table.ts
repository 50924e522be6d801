import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DocumentType } from '@soglia/api-client';
import type { GuestIdentificationStatus } from './identification.values';
import { checkinProfiles } from './checkin-profiles.table';

export const guestRegistrations = pgTable(
  'guest_registrations',
  {
    id: serial('id').primaryKey(),
    checkinProfileId: integer('checkin_profile_id')
      .notNull()
      .references(() => checkinProfiles.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    citizenship: text('citizenship').notNull().default(''),
    placeOfBirth: text('place_of_birth').notNull().default(''),
    gender: text('gender').notNull().default(''),
    documentType: text('document_type').$type<DocumentType>().notNull().default('identity card'),
    documentNumber: text('document_number').notNull().default(''),
    placeOfIssue: text('place_of_issue').notNull().default(''),
    /** Alloggiati Web codes beside the readable names ('' while unknown). */
    placeOfBirthCode: text('place_of_birth_code').notNull().default(''),
    citizenshipCode: text('citizenship_code').notNull().default(''),
    placeOfIssueCode: text('place_of_issue_code').notNull().default(''),
    /** Rows stored before the codes existed, not yet matched to the tables (see backfill). */
    placeCodesPending: boolean('place_codes_pending').notNull().default(false),
    /** Stored file name (random, outside any public folder), or null. */
    documentPhoto: text('document_photo'),
    documentPhotoBack: text('document_photo_back'),
    /**
     * When the guest's document photos were provided. It stays when the photos are deleted by
     * retention or once the record is accepted: check-in stays complete (the doors stay open).
     */
    documentsProvidedAt: timestamp('documents_provided_at', { withTimezone: true }),
    /** The host's outcome on seeing this guest (src/identification/); null while not seen. */
    identificationStatus: text('identification_status').$type<GuestIdentificationStatus>(),
    identifiedAt: timestamp('identified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_registrations_profile_idx').on(t.checkinProfileId)],
);
