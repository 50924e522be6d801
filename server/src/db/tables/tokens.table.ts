import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { checkinProfiles } from './checkin-profiles.table';
import { owners } from './owners.table';

/** Login tokens: only the sha256 of the key is stored. Exactly one of owner / guest profile. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    checkinProfileId: integer('checkin_profile_id').references(() => checkinProfiles.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'auth_tokens_one_subject',
      sql`(${t.ownerId} IS NULL) <> (${t.checkinProfileId} IS NULL)`,
    ),
    index('auth_tokens_owner_idx').on(t.ownerId),
    index('auth_tokens_profile_idx').on(t.checkinProfileId),
  ],
);
