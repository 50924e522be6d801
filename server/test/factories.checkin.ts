import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { insertCheckinProfile } from './factories.profile';
import type { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { addDays, localDate } from '../src/lib/time';
import { TestClient } from './api-client';
import { createApartment, createOwner, createRoom, unique } from './factories';
import type { TestContext } from './helper';

/** An owner with one apartment and one room, logged in. */
export const ownerSetup = async (
  ctx: TestContext,
  apartmentOverrides: Parameters<typeof createApartment>[2] = {},
) => {
  const owner = await createOwner(ctx);
  const apartment = await createApartment(ctx, owner.id, apartmentOverrides);
  const room = await createRoom(ctx, owner.id, apartment.id, 'Camera Blu');
  const client = new TestClient(ctx.baseUrl);
  await client.login(owner.username, owner.password);
  return { owner, apartment, room, client };
};

export const romeToday = () => localDate(new Date(), 'Europe/Rome');

/** A valid POST /api/register/checkin/ body. */
export const profileBody = (apartment: number, room: number, overrides: object = {}) => ({
  name: 'Mario',
  surname: 'Rossi',
  source: 'Booking',
  guest_number: 2,
  check_in_date: romeToday(),
  check_out_date: addDays(romeToday(), 3),
  check_in_time: '15:00',
  check_out_time: '10:00',
  password: 'ABCD1234',
  apartment,
  room,
  ...overrides,
});

type ProfileInsert = Partial<
  Omit<typeof checkinProfiles.$inferInsert, 'passwordHash' | 'passwordEncrypted'>
>;

/** Inserts a profile directly (any dates), for list and overlap tests. */
export const insertProfile = async (
  ctx: TestContext,
  base: { ownerId: number; apartmentId: number; roomId: number | null },
  overrides: ProfileInsert = {},
) =>
  insertCheckinProfile(
    ctx.db,
    {
      ...base,
      name: 'Anna',
      surname: 'Verdi',
      source: 'Airbnb',
      guestNumber: 2,
      checkInDate: romeToday(),
      checkOutDate: addDays(romeToday(), 1),
      checkInTime: '15:00:00',
      checkOutTime: '10:00:00',
      username: unique('anna.verdi'),
      password: 'PASSWORD',
      ...overrides,
    },
    ctx.app.cipher,
  );

export const rowCount = async (ctx: TestContext, table: PgTable): Promise<number> => {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return Number(row.n);
};

export const rowsWhere = async <T extends PgTable>(
  ctx: TestContext,
  table: T,
  column: Parameters<typeof eq>[0],
  value: number,
) =>
  ctx.db
    .select()
    .from(table as PgTable)
    .where(eq(column, value));
