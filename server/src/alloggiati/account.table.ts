import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { owners } from '../auth/owners.table';

/**
 * An owner's Alloggiati Web account: the portal user in clear, password and WsKey encrypted with
 * the server secret (like Shelly keys) and never sent back.
 */
export const alloggiatiAccounts = pgTable('alloggiati_accounts', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id')
    .notNull()
    .unique()
    .references(() => owners.id, { onDelete: 'cascade' }),
  user: text('user').notNull(),
  passwordEncrypted: text('password_encrypted').notNull(),
  wsKeyEncrypted: text('ws_key_encrypted').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
