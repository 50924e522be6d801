import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Shelly Cloud rate gate every API process shares: one row per account, keyed by a hash of
 * its server URI and auth key (never the key itself). Each caller takes a ticket
 * (`next_ticket`) and the time its turn is due (`next_slot_at`); tickets start in order
 * (`serving_ticket`: the last one started). The last call: its id, when it started and when its
 * answer came back (null while it is in flight): the next one starts a second after that answer,
 * so the cloud sees them a second apart however late either was sent.
 */
export const shellyRateSlots = pgTable('shelly_rate_slots', {
  keyHash: text('key_hash').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
  nextTicket: bigint('next_ticket', { mode: 'number' }).notNull().default(0),
  servingTicket: bigint('serving_ticket', { mode: 'number' }).notNull().default(0),
  callId: text('call_id').notNull().default(''),
  callStartedAt: timestamp('call_started_at', { withTimezone: true }).notNull(),
  callDoneAt: timestamp('call_done_at', { withTimezone: true }),
});
