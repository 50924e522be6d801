import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/errors';
import type { AccountRow } from './accounts';
import type { LineOutcome } from './client';
import { alloggiatiRecords } from './records.table';
import type { SendUnit } from './stay-status';

class ClaimLost extends Error {}

/**
 * The record rows of a unit around its Send call: claimed (`sending`) before it, then accepted,
 * refused or uncertain after it, or put back as they were when the call never went out.
 */
export const createUnitRecords = (db: Db) => {
  /**
   * One conditional upsert per guest, in one transaction: a row turns `sending` only from
   * `unsent` or `refused` (or is created so), so a guest is never claimed twice. False when
   * another Send holds one of them, or a guest was deleted meanwhile.
   */
  const claim = async (unit: SendUnit, account: AccountRow, now: Date): Promise<boolean> => {
    try {
      await db.transaction(async (tx) => {
        for (const guest of unit.guests) {
          const values = {
            status: 'sending' as const,
            line: guest.line,
            accountId: account.id,
            accountUser: account.user,
            sentAt: now,
            updatedAt: now,
          };
          const rows = await tx
            .insert(alloggiatiRecords)
            .values({ guestId: guest.id, claimedFrom: 'unsent', ...values })
            .onConflictDoUpdate({
              target: alloggiatiRecords.guestId,
              set: { ...values, claimedFrom: sql`${alloggiatiRecords.status}` },
              setWhere: sql`${alloggiatiRecords.status} in ('unsent', 'refused')`,
            })
            .returning({ id: alloggiatiRecords.id });
          if (rows.length === 0) throw new ClaimLost();
        }
      });
      return true;
    } catch (err) {
      if (err instanceof ClaimLost || pgErrorCode(err) === FOREIGN_KEY_VIOLATION) return false;
      throw err;
    }
  };

  const inFlight = (unit: SendUnit) =>
    and(
      inArray(
        alloggiatiRecords.guestId,
        unit.guests.map((g) => g.id),
      ),
      eq(alloggiatiRecords.status, 'sending'),
    );

  /** The call never went out: back to what the rows were. */
  const release = (unit: SendUnit) =>
    db
      .update(alloggiatiRecords)
      .set({ status: sql`${alloggiatiRecords.claimedFrom}`, updatedAt: new Date() })
      .where(inFlight(unit));

  const markUncertain = (unit: SendUnit) =>
    db
      .update(alloggiatiRecords)
      .set({ status: 'uncertain', updatedAt: new Date() })
      .where(inFlight(unit));

  /** Each line's outcome (a line the answer says nothing of is uncertain): the accepted guests. */
  const recordOutcomes = async (unit: SendUnit, lines: LineOutcome[]): Promise<number[]> => {
    const accepted: number[] = [];
    await db.transaction(async (tx) => {
      for (const [i, guest] of unit.guests.entries()) {
        const o = lines[i];
        if (o?.ok) accepted.push(guest.id);
        await tx
          .update(alloggiatiRecords)
          .set({
            status: !o ? 'uncertain' : o.ok ? 'accepted' : 'refused',
            errorCode: o && !o.ok ? o.code : '',
            errorDescription: o && !o.ok ? o.description : '',
            errorDetail: o && !o.ok ? o.detail : '',
            updatedAt: new Date(),
          })
          .where(
            and(eq(alloggiatiRecords.guestId, guest.id), eq(alloggiatiRecords.status, 'sending')),
          );
      }
    });
    return accepted;
  };

  return { claim, release, markUncertain, recordOutcomes };
};
