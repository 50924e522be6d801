import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.table';
import { owners } from './owners.table';

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('rooms_owner_idx').on(t.ownerId), index('rooms_apartment_idx').on(t.apartmentId)],
);
