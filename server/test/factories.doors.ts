import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { doorRooms, doors, doorTranslations } from '../src/db/tables/doors.table';
import { TestClient } from './api-client';
import { createApartment, createOwner, createRoom } from './factories';
import type { TestContext } from './helper';

/** A fresh owner, logged in. */
export const ownerClient = async (ctx: TestContext) => {
  const owner = await createOwner(ctx);
  const client = new TestClient(ctx.baseUrl);
  await client.login(owner.username, owner.password);
  return { owner, client };
};

/** A fresh owner, logged in, with one apartment and one room in it. */
export const ownerWithApartment = async (ctx: TestContext) => {
  const { owner, client } = await ownerClient(ctx);
  const apartment = await createApartment(ctx, owner.id);
  const room = await createRoom(ctx, owner.id, apartment.id, 'Camera 1');
  return { owner, client, apartment, room };
};

export const rowCount = async (ctx: TestContext, table: PgTable): Promise<number> =>
  (await ctx.db.select({ n: count() }).from(table))[0].n;

export const createDoor = async (
  ctx: TestContext,
  ownerId: number,
  apartmentId: number,
  overrides: Partial<typeof doors.$inferInsert> = {},
) => {
  const [row] = await ctx.db
    .insert(doors)
    .values({ ownerId, apartmentId, name: 'Portone', priority: 1, ...overrides })
    .returning();
  return row;
};

export const linkDoorRoom = async (ctx: TestContext, doorId: number, roomId: number) => {
  await ctx.db.insert(doorRooms).values({ doorId, roomId });
};

export const createInstruction = async (
  ctx: TestContext,
  doorId: number,
  overrides: Partial<typeof doorTranslations.$inferInsert> = {},
) => {
  const [row] = await ctx.db
    .insert(doorTranslations)
    .values({
      doorId,
      language: 'Inglese',
      code: 'en',
      doorName: 'Main door',
      text: 'Push',
      ...overrides,
    })
    .returning();
  return row;
};
