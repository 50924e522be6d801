import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Db, alloggiatiAccounts } from '../db';
import type { AccountRow } from './account.serializer';

/** The main account (apartmentId null) or one apartment's own account of the owner. */
const which = (ownerId: number, apartmentId: number | null) =>
  and(
    eq(alloggiatiAccounts.ownerId, ownerId),
    apartmentId === null
      ? isNull(alloggiatiAccounts.apartmentId)
      : eq(alloggiatiAccounts.apartmentId, apartmentId),
  );

export const createAccountRepository = (db: Db) => ({
  /** The main account (apartmentId null) or one apartment's own account of the owner. */
  async find(ownerId: number, apartmentId: number | null): Promise<AccountRow | null> {
    const [row] = await db.select().from(alloggiatiAccounts).where(which(ownerId, apartmentId));
    return row ?? null;
  },

  async findById(id: number): Promise<AccountRow | null> {
    const [row] = await db.select().from(alloggiatiAccounts).where(eq(alloggiatiAccounts.id, id));
    return row ?? null;
  },

  /** Creates or replaces the main account (apartmentId null) or one apartment's own account. */
  async save(
    ownerId: number,
    apartmentId: number | null,
    values: Pick<AccountRow, 'user' | 'passwordEncrypted' | 'wsKeyEncrypted' | 'updatedAt'>,
  ): Promise<AccountRow> {
    const insert = db.insert(alloggiatiAccounts).values({ ownerId, apartmentId, ...values });
    const [row] = await (
      apartmentId === null
        ? insert.onConflictDoUpdate({
            target: alloggiatiAccounts.ownerId,
            targetWhere: isNull(alloggiatiAccounts.apartmentId),
            set: values,
          })
        : insert.onConflictDoUpdate({ target: alloggiatiAccounts.apartmentId, set: values })
    ).returning();
    return row;
  },

  /** Forgets the main account or one apartment's own account (nothing when there is none). */
  async delete(ownerId: number, apartmentId: number | null): Promise<void> {
    await db.delete(alloggiatiAccounts).where(which(ownerId, apartmentId));
  },

  /** Every account (one owner's, or all), main accounts first. */
  list(ownerId?: number): Promise<AccountRow[]> {
    return db
      .select()
      .from(alloggiatiAccounts)
      .where(ownerId === undefined ? undefined : eq(alloggiatiAccounts.ownerId, ownerId))
      .orderBy(asc(alloggiatiAccounts.ownerId), asc(alloggiatiAccounts.id));
  },
});

export type AccountRepository = ReturnType<typeof createAccountRepository>;
