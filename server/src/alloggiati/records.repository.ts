import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type Db,
  FOREIGN_KEY_VIOLATION,
  pgErrorCode,
  alloggiatiRecords,
  type RecordStatus,
} from '../db';
import type { AccountRow } from './account.serializer';
import type { LineOutcome } from './client';
import type { SendUnit } from './stay-status';

class ClaimLost extends Error {}

/**
 * The record rows of a unit around its Send call: claimed (`sending`) before it, then accepted,
 * refused or uncertain after it, or put back as they were when the call never went out.
 */
export const createRecordsRepository = (db: Db) => {
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

  /**
   * The owner's resolution of one guest, only from the `stored` status just read (null: no row);
   * false when a concurrent change got there first. `received` after an uncertain Send keeps the
   * line and time of that Send.
   */
  const resolve = async ({
    guestId,
    stored,
    outcome,
    uncertain,
    line,
    now,
  }: {
    guestId: number;
    stored: RecordStatus | null;
    outcome: 'received' | 'not_received';
    uncertain: boolean;
    line: string;
    now: Date;
  }): Promise<boolean> => {
    const from = and(
      eq(alloggiatiRecords.guestId, guestId),
      stored === null ? sql`false` : eq(alloggiatiRecords.status, stored),
    );
    let changed: { id: number }[];
    if (outcome === 'not_received') {
      changed = await db
        .update(alloggiatiRecords)
        .set({
          status: 'unsent',
          line: '',
          sentAt: null,
          accountId: null,
          accountUser: '',
          updatedAt: now,
        })
        .where(from)
        .returning({ id: alloggiatiRecords.id });
    } else if (stored === null) {
      changed = await db
        .insert(alloggiatiRecords)
        .values({ guestId, status: 'accepted', line, sentAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: alloggiatiRecords.id });
    } else {
      changed = await db
        .update(alloggiatiRecords)
        .set({
          status: 'accepted',
          errorCode: '',
          errorDescription: '',
          errorDetail: '',
          updatedAt: now,
          ...(uncertain ? {} : { sentAt: now, line }),
        })
        .where(from)
        .returning({ id: alloggiatiRecords.id });
    }
    return changed.length > 0;
  };

  return { claim, release, markUncertain, recordOutcomes, resolve };
};
