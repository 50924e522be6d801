import { index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import type { InfoType, TranslationCode, TranslationLanguage } from '@soglia/api-client';
import { apartments } from './apartments.table';
import { owners } from './owners.table';
import { rooms } from './rooms.table';

export const guidebookEntries = pgTable(
  'apartment_info',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    type: text('type').$type<InfoType>().notNull(),
    info: varchar('info', { length: 5000 }).notNull(),
    googleLink: text('google_link').notNull().default(''),
  },
  (t) => [
    index('apartment_info_owner_idx').on(t.ownerId),
    index('apartment_info_apartment_idx').on(t.apartmentId),
  ],
);

export const guidebookTranslations = pgTable(
  'language_informations',
  {
    id: serial('id').primaryKey(),
    apartmentInfoId: integer('apartment_info_id')
      .notNull()
      .references(() => guidebookEntries.id, { onDelete: 'cascade' }),
    language: text('language').$type<TranslationLanguage>().notNull(),
    code: text('code').$type<TranslationCode>().notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    info: varchar('info', { length: 5000 }).notNull(),
  },
  (t) => [unique('language_informations_info_code_uq').on(t.apartmentInfoId, t.code)],
);
