import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CalendarFeed } from '@soglia/api-client';
import { calendarEvents, calendarFeeds, type CalendarLabel, type Db, rooms } from '../db';
import { isPk } from '../http';
import type { Cipher } from '../security';
import { toCalendarFeed, type FeedRow } from './feeds.serializer';

export interface FeedValues {
  apartmentId: number;
  roomId: number | null;
  label: CalendarLabel;
  url: string;
}

export const createFeedsRepository = (db: Db, cipher: Cipher) => ({
  async list(ownerId: number, apartmentId?: number): Promise<CalendarFeed[]> {
    const rows = await db
      .select()
      .from(calendarFeeds)
      .where(
        and(
          eq(calendarFeeds.ownerId, ownerId),
          apartmentId === undefined ? undefined : eq(calendarFeeds.apartmentId, apartmentId),
        ),
      )
      .orderBy(asc(calendarFeeds.id));
    return rows.map((row) => toCalendarFeed(row, cipher));
  },

  async findOwned(ownerId: number, id: number): Promise<FeedRow | null> {
    if (!isPk(id)) return null;
    const [row] = await db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.ownerId, ownerId)));
    return row ?? null;
  },

  async view(ownerId: number, id: number): Promise<CalendarFeed | null> {
    const row = await this.findOwned(ownerId, id);
    return row ? toCalendarFeed(row, cipher) : null;
  },

  /** The owner's room, for checking a body's `room`. */
  async room(ownerId: number, id: number) {
    if (!isPk(id)) return null;
    const [row] = await db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, id), eq(rooms.ownerId, ownerId)));
    return row ?? null;
  },

  async create(ownerId: number, values: FeedValues): Promise<CalendarFeed> {
    const [row] = await db
      .insert(calendarFeeds)
      .values({
        ownerId,
        apartmentId: values.apartmentId,
        roomId: values.roomId,
        label: values.label,
        urlEncrypted: cipher.encrypt(values.url),
      })
      .returning();
    return toCalendarFeed(row, cipher);
  },

  /** A new address is read at the next scheduled round. */
  async update(ownerId: number, row: FeedRow, values: FeedValues): Promise<CalendarFeed> {
    const urlChanged = cipher.decrypt(row.urlEncrypted) !== values.url;
    const [updated] = await db
      .update(calendarFeeds)
      .set({
        roomId: values.roomId,
        label: values.label,
        urlEncrypted: cipher.encrypt(values.url),
        ...(urlChanged ? { nextSyncAt: new Date() } : {}),
      })
      .where(and(eq(calendarFeeds.id, row.id), eq(calendarFeeds.ownerId, ownerId)))
      .returning();
    return toCalendarFeed(updated, cipher);
  },

  /**
   * Removes the feed and its events that made no stay; the events of its stays stay with them
   * (feed null), so a stay keeps what its channel said. No stay is cancelled.
   */
  async delete(ownerId: number, id: number): Promise<boolean> {
    if (!isPk(id)) return false;
    return db.transaction(async (tx) => {
      const [feed] = await tx
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.ownerId, ownerId)));
      if (!feed) return false;
      await tx
        .delete(calendarEvents)
        .where(and(eq(calendarEvents.feedId, id), isNull(calendarEvents.checkinProfileId)));
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, id));
      return true;
    });
  },
});

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
