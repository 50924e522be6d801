import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.table';
import { owners } from './owners.table';

/**
 * An owner's Alloggiati Web accounts: the main one (`apartment_id` null, at most one per owner)
 * and the accounts of single apartments (hosts with one portal account per structure). The
 * portal user in clear, password and WsKey encrypted with the server secret (like Shelly keys)
 * and never sent back.
 */
export const alloggiatiAccounts = pgTable(
  'alloggiati_accounts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'cascade' }),
    user: text('user').notNull(),
    passwordEncrypted: text('password_encrypted').notNull(),
    wsKeyEncrypted: text('ws_key_encrypted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alloggiati_accounts_main_idx')
      .on(t.ownerId)
      .where(sql`${t.apartmentId} is null`),
    uniqueIndex('alloggiati_accounts_apartment_idx').on(t.apartmentId),
  ],
);
