import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Owners log in case-insensitively, so usernames are unique regardless of case. */
export const owners = pgTable(
  'owners',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('owners_username_lower_uq').on(sql`lower(${t.username})`)],
);
