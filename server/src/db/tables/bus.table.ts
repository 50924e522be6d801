import { bigserial, index, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bus messages too large for one NOTIFY (8000 bytes; e.g. a WebRTC offer): the message is kept
 * here and only its id travels. Rows are read by every listening process and swept after a minute.
 */
export const busPayloads = pgTable(
  'bus_payloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bus_payloads_created_idx').on(t.createdAt)],
);
