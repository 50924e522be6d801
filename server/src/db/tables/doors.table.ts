import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AccessType, TranslationCode, TranslationLanguage } from '@soglia/api-client';
import { apartments } from './apartments.table';
import { owners } from './owners.table';
import { checkinProfiles } from './checkin-profiles.table';
import { rooms } from './rooms.table';

export const doors = pgTable(
  'doors',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    accessType: text('access_type').$type<AccessType>().notNull().default('solo istruzioni'),
    idDevice: text('id_device').notNull().default(''),
    checkPositionCode: text('check_position_code').notNull().default(''),
    channelDevice: integer('channel_device').notNull().default(0),
    accessCode: varchar('access_code', { length: 20 }).notNull().default(''),
    priority: integer('priority').notNull().default(0),
    description: varchar('description', { length: 200 }).notNull().default(''),
    instructions: varchar('instructions', { length: 5000 }).notNull().default(''),
  },
  (t) => [index('doors_owner_idx').on(t.ownerId), index('doors_apartment_idx').on(t.apartmentId)],
);

export const doorRooms = pgTable(
  'door_rooms',
  {
    doorId: integer('door_id')
      .notNull()
      .references(() => doors.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.doorId, t.roomId] }), index('door_rooms_room_idx').on(t.roomId)],
);

export const doorTranslations = pgTable(
  'language_instructions',
  {
    id: serial('id').primaryKey(),
    doorId: integer('door_id')
      .notNull()
      .references(() => doors.id, { onDelete: 'cascade' }),
    language: text('language').$type<TranslationLanguage>().notNull(),
    code: text('code').$type<TranslationCode>().notNull(),
    doorName: varchar('door_name', { length: 40 }).notNull().default(''),
    text: varchar('text', { length: 5000 }).notNull().default(''),
  },
  (t) => [unique('language_instructions_door_code_uq').on(t.doorId, t.code)],
);

/** Every door-open attempt by a guest, allowed or not; readable by the owner. */
export const doorOpenAudit = pgTable(
  'door_open_audit',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    doorId: integer('door_id').references(() => doors.id, { onDelete: 'set null' }),
    checkinProfileId: integer('checkin_profile_id').references(() => checkinProfiles.id, {
      onDelete: 'set null',
    }),
    doorName: text('door_name').notNull().default(''),
    guestUsername: text('guest_username').notNull().default(''),
    outcome: text('outcome').notNull(),
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('door_open_audit_owner_idx').on(t.ownerId, t.createdAt),
    index('door_open_audit_profile_idx').on(t.checkinProfileId, t.id),
  ],
);
