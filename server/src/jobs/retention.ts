import { and, gt, inArray, isNotNull, lte, or, asc, eq } from 'drizzle-orm';
import { apartments, checkinProfiles, type Db, guestRegistrations } from '../db';
import { stayEndsAt, addDays } from '../lib';
import type { MediaStore } from '../media';
import { withJobLock } from './job-lock';

export const RETENTION_JOB = 'media-retention';
const LEASE_SECONDS = 15 * 60;
const BATCH = 500;

export interface RetentionOptions {
  db: Db;
  store: MediaStore;
  /** Photos go this long after the stay's check-out (apartment time zone). */
  graceHours: number;
  /** Unreferenced files younger than this are kept (an upload may be committing). */
  orphanMinAgeMinutes: number;
  now?: Date;
}

export interface RetentionReport {
  /** false when another process was running the job. */
  ran: boolean;
  guestsCleared: number;
  filesRemoved: number;
  orphansRemoved: number;
}

const photosPastRetention = async (db: Db, now: Date, graceHours: number) => {
  // Any time zone is less than a day away from UTC: pre-filter by date, decide exactly below.
  const latestDate = addDays(now.toISOString().slice(0, 10), 1);
  const expired: { id: number; front: string | null; back: string | null }[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: guestRegistrations.id,
        front: guestRegistrations.documentPhoto,
        back: guestRegistrations.documentPhotoBack,
        checkInDate: checkinProfiles.checkInDate,
        checkInTime: checkinProfiles.checkInTime,
        checkOutDate: checkinProfiles.checkOutDate,
        checkOutTime: checkinProfiles.checkOutTime,
        timeZone: apartments.timeZone,
      })
      .from(guestRegistrations)
      .innerJoin(checkinProfiles, eq(checkinProfiles.id, guestRegistrations.checkinProfileId))
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(
        and(
          gt(guestRegistrations.id, afterId),
          lte(checkinProfiles.checkOutDate, latestDate),
          or(
            isNotNull(guestRegistrations.documentPhoto),
            isNotNull(guestRegistrations.documentPhotoBack),
          ),
        ),
      )
      .orderBy(asc(guestRegistrations.id))
      .limit(BATCH);
    for (const row of rows) {
      const removeAt = stayEndsAt(row, row.timeZone).getTime() + graceHours * 3600_000;
      if (now.getTime() >= removeAt) expired.push(row);
    }
    if (rows.length < BATCH) return expired;
    afterId = rows[rows.length - 1].id;
  }
};

const referencedNames = async (db: Db): Promise<Set<string>> => {
  const rows = await db
    .select({ front: guestRegistrations.documentPhoto, back: guestRegistrations.documentPhotoBack })
    .from(guestRegistrations)
    .where(
      or(
        isNotNull(guestRegistrations.documentPhoto),
        isNotNull(guestRegistrations.documentPhotoBack),
      ),
    );
  const names = new Set<string>();
  for (const row of rows) {
    if (row.front) names.add(row.front);
    if (row.back) names.add(row.back);
  }
  return names;
};

/**
 * Removes files no row references, and temp files of unfinished writes, older than
 * `minAgeMinutes`: a younger file may belong to an upload still committing, in this process or
 * another one on the same database. Answers how many went.
 */
export const sweepOrphans = async ({
  db,
  store,
  minAgeMinutes,
  now = new Date(),
}: {
  db: Db;
  store: MediaStore;
  minAgeMinutes: number;
  now?: Date;
}): Promise<number> => {
  const referenced = await referencedNames(db);
  const oldest = now.getTime() - minAgeMinutes * 60_000;
  const orphans = (await store.list()).filter(
    (f) => f.modifiedAt.getTime() <= oldest && (f.temporary || !referenced.has(f.name)),
  );
  const failed = await store.remove(orphans.map((f) => f.name));
  return orphans.length - failed.length;
};

/**
 * Removes the document photos of stays that ended (check-out + grace) — references first,
 * then files — and sweeps files no row references (deleted guests, profiles, apartments).
 * Idempotent; one process at a time through the job_locks lease.
 */
export const runRetention = async ({
  db,
  store,
  graceHours,
  orphanMinAgeMinutes,
  now = new Date(),
}: RetentionOptions): Promise<RetentionReport> => {
  const outcome = await withJobLock(db, RETENTION_JOB, LEASE_SECONDS, async () => {
    const expired = await photosPastRetention(db, now, graceHours);
    let filesRemoved = 0;
    for (let i = 0; i < expired.length; i += BATCH) {
      const batch = expired.slice(i, i + BATCH);
      await db
        .update(guestRegistrations)
        .set({ documentPhoto: null, documentPhotoBack: null })
        .where(
          inArray(
            guestRegistrations.id,
            batch.map((r) => r.id),
          ),
        );
      const names = batch.flatMap((r) => [r.front, r.back]).filter((n): n is string => !!n);
      const failed = await store.remove(names);
      filesRemoved += names.length - failed.length;
    }

    return {
      guestsCleared: expired.length,
      filesRemoved,
      orphansRemoved: await sweepOrphans({ db, store, minAgeMinutes: orphanMinAgeMinutes, now }),
    };
  });
  return outcome.ran
    ? { ran: true, ...outcome.result }
    : { ran: false, guestsCleared: 0, filesRemoved: 0, orphansRemoved: 0 };
};
