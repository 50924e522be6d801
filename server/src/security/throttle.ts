import { eq, lt, sql } from 'drizzle-orm';
import { type Db, throttleCounters } from '../db';

export interface ThrottleState {
  count: number;
  /** Seconds until the current window ends (0 when no window is open). */
  resetInSeconds: number;
}

/**
 * Fixed-window counters shared by every process. Callers count an attempt with `hit` before
 * doing the costly or guessable work (one atomic step, so parallel attempts cannot slip past
 * the limit) and give it back with `release` when it turned out not to be a failure.
 */
export interface ThrottleStore {
  peek(key: string, windowSeconds: number): Promise<ThrottleState>;
  /** Counts one attempt and answers the count including it. */
  hit(key: string, windowSeconds: number): Promise<ThrottleState>;
  /** Gives one counted attempt back (never below zero). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const stateFrom = (
  row: { count: number; remaining: number | string } | undefined,
): ThrottleState => {
  if (!row) return { count: 0, resetInSeconds: 0 };
  const remaining = Math.max(0, Math.ceil(Number(row.remaining)));
  return remaining > 0
    ? { count: row.count, resetInSeconds: remaining }
    : { count: 0, resetInSeconds: 0 };
};

/** Counters in the database; a new window also deletes the rows whose window has ended. */
export const createDbThrottleStore = (db: Db): ThrottleStore => {
  const remaining = sql<number>`extract(epoch from (${throttleCounters.expiresAt} - now()))`;

  return {
    async peek(key) {
      const [row] = await db
        .select({ count: throttleCounters.count, remaining })
        .from(throttleCounters)
        .where(eq(throttleCounters.key, key));
      return stateFrom(row);
    },
    async hit(key, windowSeconds) {
      const expired = sql`${throttleCounters.expiresAt} <= now()`;
      const ends = sql`now() + make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(throttleCounters)
        .values({ key, count: 1, expiresAt: ends })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttleCounters.count} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${throttleCounters.windowStart} END`,
            expiresAt: sql`CASE WHEN ${expired} THEN ${ends} ELSE ${throttleCounters.expiresAt} END`,
          },
        })
        .returning({ count: throttleCounters.count, remaining });
      if (row?.count === 1) {
        await db.delete(throttleCounters).where(lt(throttleCounters.expiresAt, sql`now()`));
      }
      return stateFrom(row);
    },
    async release(key) {
      await db
        .update(throttleCounters)
        .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
        .where(eq(throttleCounters.key, key));
    },
    async reset(key) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },
  };
};
