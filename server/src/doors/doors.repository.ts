import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Door } from '@soglia/api-client';
import { isPk } from '../http';
import { type Db, rooms, doorRooms, doors, doorTranslations } from '../db';
import { toDoor, toInstruction, type DoorRow } from './doors.serializer';
import type { DoorValues } from './doors.values';

export const createDoorsRepository = (db: Db) => {
  /** Doors with their room ids and translations (three queries whatever the count). */
  const hydrate = async (rows: DoorRow[]): Promise<Door[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [links, translations] = await Promise.all([
      db
        .select()
        .from(doorRooms)
        .where(inArray(doorRooms.doorId, ids))
        .orderBy(asc(doorRooms.roomId)),
      db
        .select()
        .from(doorTranslations)
        .where(inArray(doorTranslations.doorId, ids))
        .orderBy(asc(doorTranslations.id)),
    ]);
    return rows.map((row) =>
      toDoor(
        row,
        links.filter((l) => l.doorId === row.id).map((l) => l.roomId),
        translations.filter((t) => t.doorId === row.id).map(toInstruction),
      ),
    );
  };

  const replaceLinks = async (tx: Db, doorId: number, roomIds: number[]) => {
    await tx.delete(doorRooms).where(eq(doorRooms.doorId, doorId));
    if (roomIds.length > 0) {
      await tx.insert(doorRooms).values(roomIds.map((roomId) => ({ doorId, roomId })));
    }
  };

  return {
    async listForApartment(ownerId: number, apartmentId: number): Promise<Door[]> {
      const rows = await db
        .select()
        .from(doors)
        .where(and(eq(doors.ownerId, ownerId), eq(doors.apartmentId, apartmentId)))
        .orderBy(asc(doors.priority), asc(doors.id));
      return hydrate(rows);
    },

    async findOwned(ownerId: number, id: number): Promise<DoorRow | null> {
      if (!isPk(id)) return null;
      const [row] = await db
        .select()
        .from(doors)
        .where(and(eq(doors.id, id), eq(doors.ownerId, ownerId)));
      return row ?? null;
    },

    /** The owner's rooms among `ids` (with their apartment), for link validation. */
    async ownedRooms(ownerId: number, ids: number[]) {
      const valid = ids.filter(isPk);
      if (valid.length === 0) return [];
      return db
        .select({ id: rooms.id, apartmentId: rooms.apartmentId })
        .from(rooms)
        .where(and(eq(rooms.ownerId, ownerId), inArray(rooms.id, valid)));
    },

    async view(id: number): Promise<Door> {
      const rows = await db.select().from(doors).where(eq(doors.id, id));
      const [door] = await hydrate(rows);
      return door;
    },

    async create(ownerId: number, apartmentId: number, values: DoorValues, roomIds: number[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(doors)
          .values({ ...values, ownerId, apartmentId })
          .returning({ id: doors.id });
        await replaceLinks(tx as unknown as Db, row.id, roomIds);
        return row.id;
      });
    },

    /** Updates the columns; replaces the room links when `roomIds` is given. */
    async update(id: number, values: DoorValues, roomIds: number[] | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(doors).set(values).where(eq(doors.id, id));
        if (roomIds !== undefined) await replaceLinks(tx as unknown as Db, id, roomIds);
      });
    },

    /** Room links and translations go by cascade; the audit log keeps its rows (door null). */
    async delete(ownerId: number, id: number): Promise<boolean> {
      if (!isPk(id)) return false;
      const deleted = await db
        .delete(doors)
        .where(and(eq(doors.id, id), eq(doors.ownerId, ownerId)))
        .returning({ id: doors.id });
      return deleted.length > 0;
    },
  };
};
