import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { owners } from './owners.table';

export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    cin: text('cin').notNull(),
    googleMapsLink: text('google_maps_link').notNull().default(''),
    shelly: boolean('shelly').notNull().default(false),
    serverUri: text('server_uri').notNull().default(''),
    /** AES-256-GCM ciphertext of the Shelly Cloud auth key ('' when none). */
    authKeyEncrypted: text('auth_key_encrypted').notNull().default(''),
    getGuestInfo: boolean('get_guest_info').notNull().default(false),
    getDocumentPhoto: boolean('get_document_photo').notNull().default(false),
    getBillingInfo: boolean('get_billing_info').notNull().default(false),
    timeZone: text('time_zone').notNull().default('Europe/Rome'),
    /** Alloggiati Web code of the apartment's comune ('' while unknown); the CIN must match it. */
    comuneCode: text('comune_code').notNull().default(''),
    /** Alloggiati Web: send each stay by itself once its registrations are complete. */
    alloggiatiAutoSend: boolean('alloggiati_auto_send').notNull().default(false),
    /** Guests are identified (video call or in person) before their first door opening. */
    identificationRequired: boolean('identification_required').notNull().default(false),
    /** How long a guest's identification call rings before it is missed (the host sets it). */
    identificationRingSeconds: integer('identification_ring_seconds').notNull().default(120),
    /** The times of the stays Soglia makes by itself (calendar import). */
    defaultCheckInTime: time('default_check_in_time').notNull().default('15:00:00'),
    defaultCheckOutTime: time('default_check_out_time').notNull().default('10:00:00'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apartments_owner_idx').on(t.ownerId)],
);
