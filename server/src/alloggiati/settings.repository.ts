import { and, asc, eq } from 'drizzle-orm';
import type { AlloggiatiApartmentSettings } from '@soglia/api-client';
import { type Db, apartments, alloggiatiAccounts } from '../db';
import { toAccount } from './account.serializer';

export const createSettingsRepository = (db: Db) => ({
  /** The owner's apartments (or one) with their automatic sending and own account, in one query. */
  async apartments(ownerId: number, apartmentId?: number): Promise<AlloggiatiApartmentSettings[]> {
    const rows = await db
      .select({ apartment: apartments, account: alloggiatiAccounts })
      .from(apartments)
      .leftJoin(alloggiatiAccounts, eq(alloggiatiAccounts.apartmentId, apartments.id))
      .where(
        and(
          eq(apartments.ownerId, ownerId),
          apartmentId === undefined ? undefined : eq(apartments.id, apartmentId),
        ),
      )
      .orderBy(asc(apartments.id));
    return rows.map(({ apartment, account }) => ({
      id: apartment.id,
      name: apartment.name,
      auto_send: apartment.alloggiatiAutoSend,
      account: account ? toAccount(account) : null,
    }));
  },

  /** Turns one of the owner's apartments' automatic sending on or off; false when not theirs. */
  async setAutoSend(ownerId: number, apartmentId: number, autoSend: boolean): Promise<boolean> {
    const updated = await db
      .update(apartments)
      .set({ alloggiatiAutoSend: autoSend })
      .where(and(eq(apartments.id, apartmentId), eq(apartments.ownerId, ownerId)))
      .returning({ id: apartments.id });
    return updated.length > 0;
  },
});
