import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PersonType } from '@soglia/api-client';
import { checkinProfiles } from './checkin-profiles.table';

export const billingInfo = pgTable(
  'billing_info',
  {
    id: serial('id').primaryKey(),
    checkinProfileId: integer('checkin_profile_id')
      .notNull()
      .references(() => checkinProfiles.id, { onDelete: 'cascade' }),
    personType: text('person_type').$type<PersonType>().notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    taxCode: text('tax_code').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Codice destinatario SDI of an Italian company (7 characters), or ''. */
    sdiCode: text('sdi_code').notNull().default(''),
    /** PEC address of an Italian company, or ''. */
    pec: text('pec').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_info_profile_idx').on(t.checkinProfileId)],
);
