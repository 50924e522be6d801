import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Room } from '@soglia/api-client';
import { toRoom, type RoomRow } from './rooms.serializer';
import { isPk } from '../http';
import { type Db, doorRooms, doors, rooms } from '../db';

export const createRoomsRepository = (db: Db) => {
  const doorIdsOf = async (roomIds: number[]): Promise<Map<number, number[]>> => {
    const out = new Map<number, number[]>(roomIds.map((id) => [id, []]));
    if (roomIds.length === 0) return out;
    const links = await db
      .select()
      .from(doorRooms)
      .where(inArray(doorRooms.roomId, roomIds))
      .orderBy(asc(doorRooms.doorId));
    for (const link of links) out.get(link.roomId)?.push(link.doorId);
    return out;
  };

  return {
    async listForApartment(ownerId: number, apartmentId: number): Promise<Room[]> {
      const rows = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.ownerId, ownerId), eq(rooms.apartmentId, apartmentId)))
        .orderBy(asc(rooms.id));
      const links = await doorIdsOf(rows.map((r) => r.id));
      return rows.map((row) => toRoom(row, links.get(row.id) ?? []));
    },

    async findOwned(ownerId: number, id: number): Promise<RoomRow | null> {
      if (!isPk(id)) return null;
      const [row] = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.id, id), eq(rooms.ownerId, ownerId)));
      return row ?? null;
    },

    /** The owner's doors among `ids` (with their apartment), for link validation. */
    async ownedDoors(ownerId: number, ids: number[]) {
      const valid = ids.filter(isPk);
      if (valid.length === 0) return [];
      return db
        .select({ id: doors.id, apartmentId: doors.apartmentId })
        .from(doors)
        .where(and(eq(doors.ownerId, ownerId), inArray(doors.id, valid)));
    },

    async view(id: number): Promise<Room> {
      const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
      const links = await doorIdsOf([id]);
      return toRoom(row, links.get(id) ?? []);
    },

    /** Inserts the room and its door links in one transaction. */
    async create(ownerId: number, apartmentId: number, name: string, doorIds: number[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(rooms).values({ ownerId, apartmentId, name }).returning();
        if (doorIds.length > 0) {
          await tx.insert(doorRooms).values(doorIds.map((doorId) => ({ doorId, roomId: row.id })));
        }
        return row.id;
      });
    },

    /** Renames; replaces the door links when `doorIds` is given. */
    async update(id: number, name: string, doorIds: number[] | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(rooms).set({ name }).where(eq(rooms.id, id));
        if (doorIds === undefined) return;
        await tx.delete(doorRooms).where(eq(doorRooms.roomId, id));
        if (doorIds.length > 0) {
          await tx.insert(doorRooms).values(doorIds.map((doorId) => ({ doorId, roomId: id })));
        }
      });
    },

    /** Door links and room infos go by cascade; check-in profiles keep their stay (room null). */
    async delete(ownerId: number, id: number): Promise<boolean> {
      if (!isPk(id)) return false;
      const deleted = await db
        .delete(rooms)
        .where(and(eq(rooms.id, id), eq(rooms.ownerId, ownerId)))
        .returning({ id: rooms.id });
      return deleted.length > 0;
    },
  };
};
