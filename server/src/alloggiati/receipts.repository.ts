import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AlloggiatiReceipt } from '@soglia/api-client';
import { type Db, alloggiatiReceipts } from '../db';
import type { AccountRow } from './account.serializer';

export const createReceiptsRepository = (db: Db) => ({
  /** The owner's receipts without their bytes, newest day first (within [from, to] when given). */
  async list(
    ownerId: number,
    { from, to, id }: { from?: string; to?: string; id?: number[] } = {},
  ): Promise<AlloggiatiReceipt[]> {
    const rows = await db
      .select({
        id: alloggiatiReceipts.id,
        day: alloggiatiReceipts.day,
        account_user: alloggiatiReceipts.accountUser,
        apartment: alloggiatiReceipts.apartmentId,
        fetched_at: alloggiatiReceipts.fetchedAt,
        size: sql<number>`octet_length(${alloggiatiReceipts.pdf})`,
      })
      .from(alloggiatiReceipts)
      .where(
        and(
          eq(alloggiatiReceipts.ownerId, ownerId),
          from ? gte(alloggiatiReceipts.day, from) : undefined,
          to ? lte(alloggiatiReceipts.day, to) : undefined,
          id ? inArray(alloggiatiReceipts.id, id) : undefined,
        ),
      )
      .orderBy(desc(alloggiatiReceipts.day), desc(alloggiatiReceipts.id));
    return rows.map((r) => ({
      ...r,
      fetched_at: r.fetched_at.toISOString(),
      size: Number(r.size),
    }));
  },

  /** One of the owner's receipts with its PDF, or null. */
  async findPdf(ownerId: number, id: number) {
    const [row] = await db
      .select({
        day: alloggiatiReceipts.day,
        user: alloggiatiReceipts.accountUser,
        pdf: alloggiatiReceipts.pdf,
      })
      .from(alloggiatiReceipts)
      .where(and(eq(alloggiatiReceipts.id, id), eq(alloggiatiReceipts.ownerId, ownerId)));
    return row ?? null;
  },

  /** Stores an account's receipt of a day, replacing a stored one; answers its id. */
  async save(account: AccountRow, day: string, pdf: Buffer, now: Date): Promise<number> {
    const values = { apartmentId: account.apartmentId, pdf, fetchedAt: now };
    const [row] = await db
      .insert(alloggiatiReceipts)
      .values({ ownerId: account.ownerId, accountUser: account.user, day, ...values })
      .onConflictDoUpdate({
        target: [
          alloggiatiReceipts.ownerId,
          alloggiatiReceipts.accountUser,
          alloggiatiReceipts.day,
        ],
        set: values,
      })
      .returning({ id: alloggiatiReceipts.id });
    return row.id;
  },

  /** Which owner, portal user and day have a receipt, from `day` on. */
  storedSince(day: string) {
    return db
      .select({
        owner: alloggiatiReceipts.ownerId,
        user: alloggiatiReceipts.accountUser,
        day: alloggiatiReceipts.day,
      })
      .from(alloggiatiReceipts)
      .where(gte(alloggiatiReceipts.day, day));
  },

  /** Deletes the receipts of the days before `day`; answers how many. */
  async deleteBefore(day: string): Promise<number> {
    const purged = await db
      .delete(alloggiatiReceipts)
      .where(lt(alloggiatiReceipts.day, day))
      .returning({ id: alloggiatiReceipts.id });
    return purged.length;
  },
});
