import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleCounters } from './security.table';

export interface ThrottleState {
  count: number;
  /** Seconds until the current window ends (0 when no window is open). */
  resetInSeconds: number;
}

/** Fixed-window failure counters, shared by every process through the database. */
export interface ThrottleStore {
  peek(key: string, windowSeconds: number): Promise<ThrottleState>;
  hit(key: string, windowSeconds: number): Promise<ThrottleState>;
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

export const createDbThrottleStore = (db: Db): ThrottleStore => {
  const remaining = (windowSeconds: number) =>
    sql<number>`extract(epoch from (${throttleCounters.windowStart} + make_interval(secs => ${windowSeconds}) - now()))`;

  return {
    async peek(key, windowSeconds) {
      const [row] = await db
        .select({ count: throttleCounters.count, remaining: remaining(windowSeconds) })
        .from(throttleCounters)
        .where(eq(throttleCounters.key, key));
      return stateFrom(row);
    },
    async hit(key, windowSeconds) {
      const expired = sql`${throttleCounters.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(throttleCounters)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttleCounters.count} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${throttleCounters.windowStart} END`,
          },
        })
        .returning({ count: throttleCounters.count, remaining: remaining(windowSeconds) });
      return stateFrom(row);
    },
    async reset(key) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },
  };
};
