import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window failure counters shared by every server process (login, CPC, ...). */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    /** End of the window; rows past it are deleted when a new window opens. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);

/** Generated server secrets (first writer wins, so every process agrees). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
