import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Lease-style locks so a periodic job runs on one process at a time. */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
