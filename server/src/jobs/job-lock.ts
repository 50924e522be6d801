import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, jobLocks } from '../db';

export const newHolderId = (): string =>
  `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/**
 * Takes the named lease when it is free or expired (one atomic statement, so two processes
 * can never both win; works on PostgreSQL and PGlite). The lease outlives a crashed holder
 * only until `leaseSeconds` have passed.
 */
export const tryAcquireJobLock = async (
  db: Db,
  name: string,
  holder: string,
  leaseSeconds: number,
): Promise<boolean> => {
  const until = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const rows = await db
    .insert(jobLocks)
    .values({ name, holder, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { holder, lockedUntil: until },
      setWhere: sql`${jobLocks.lockedUntil} < now()`,
    })
    .returning({ holder: jobLocks.holder });
  return rows.length === 1 && rows[0].holder === holder;
};

export const releaseJobLock = async (db: Db, name: string, holder: string): Promise<void> => {
  await db.delete(jobLocks).where(and(eq(jobLocks.name, name), eq(jobLocks.holder, holder)));
};

/** The leases this process holds right now, to give them back when a shutdown cannot wait. */
const held = new Map<string, { db: Db; name: string; holder: string }>();

/**
 * Releases every lease of `db` this process still holds (a shutdown that ran out of time): the
 * other processes need not wait for the leases to expire. Answers how many were released.
 */
export const releaseHeldJobLocks = async (db: Db): Promise<number> => {
  const mine = [...held.entries()].filter(([, lease]) => lease.db === db);
  for (const [key, lease] of mine) {
    held.delete(key);
    await releaseJobLock(db, lease.name, lease.holder);
  }
  return mine.length;
};

/** Runs `work` only when this process gets the lease; `ran: false` when another one holds it. */
export const withJobLock = async <T>(
  db: Db,
  name: string,
  leaseSeconds: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> => {
  const holder = newHolderId();
  if (!(await tryAcquireJobLock(db, name, holder, leaseSeconds))) return { ran: false };
  const key = `${name}\0${holder}`;
  held.set(key, { db, name, holder });
  try {
    return { ran: true, result: await work() };
  } finally {
    // Already given back when a shutdown released it.
    if (held.delete(key)) await releaseJobLock(db, name, holder);
  }
};
