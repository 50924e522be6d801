import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  type CalendarEventKind,
  calendarEvents,
  calendarFeeds,
  type CalendarSyncError,
  type Db,
} from '../db';
import { localDate } from '../lib';
import type { Cipher } from '../security';
import { classify } from './classify';
import type { FeedEvent } from './ical';
import {
  knownStay,
  loadTarget,
  lockApartment,
  moveStay,
  reconcileStay,
  stayForBooking,
  type StayTarget,
} from './stays.repository';

type EventRow = typeof calendarEvents.$inferSelect;
export type FeedRow = typeof calendarFeeds.$inferSelect;

export interface SyncContext {
  feed: FeedRow;
  target: StayTarget;
}

/** What one sync changed: the profiles whose logins or dates changed (for the token cache). */
export interface ApplyReport {
  created: number;
  cancelled: number;
  moved: number;
  profiles: number[];
}

export const createSyncRepository = (db: Db, cipher: Cipher) => ({
  /** The feed with where its stays go, or null when it is gone. */
  async context(feedId: number): Promise<SyncContext | null> {
    const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
    if (!feed) return null;
    const target = await loadTarget(db, feed);
    return target ? { feed, target } : null;
  },

  /**
   * Claims up to `limit` feeds whose sync is due by moving their next sync a period ahead, in
   * one statement: a feed claimed by one process is not due for any other until then.
   */
  async claimDue(periodMs: number, limit: number): Promise<number[]> {
    const rows = await db
      .update(calendarFeeds)
      .set({ nextSyncAt: sql`now() + make_interval(secs => ${periodMs / 1000})` })
      .where(
        inArray(
          calendarFeeds.id,
          db
            .select({ id: calendarFeeds.id })
            .from(calendarFeeds)
            .where(sql`${calendarFeeds.nextSyncAt} <= now()`)
            .orderBy(calendarFeeds.nextSyncAt)
            .limit(limit)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({ id: calendarFeeds.id });
    return rows.map((r) => r.id);
  },

  /** A sync on request: the scheduled one waits a whole period from now. */
  async postpone(feedId: number, periodMs: number): Promise<void> {
    await db
      .update(calendarFeeds)
      .set({ nextSyncAt: sql`now() + make_interval(secs => ${periodMs / 1000})` })
      .where(eq(calendarFeeds.id, feedId));
  },

  /** A failed sync: the feed's events are left as they are (nothing is cancelled on an error). */
  async recordFailure(
    feedId: number,
    code: CalendarSyncError,
    message: string,
    now: Date,
  ): Promise<void> {
    await db
      .update(calendarFeeds)
      .set({ lastSyncAt: now, lastResult: 'error', lastErrorCode: code, lastErrorMessage: message })
      .where(eq(calendarFeeds.id, feedId));
  },

  /**
   * Applies a feed's events, in one transaction under the apartment's lock: new bookings become
   * check-in profiles awaiting details (or join the same stay already known), moved dates move
   * their profile (the old dates are kept), cancelled events and events gone from the feed (not
   * yet ended) cancel their profile once no other feed still has it. Events that ended before
   * today, and cancelled ones, are not taken in when first seen.
   */
  async apply(ctx: SyncContext, events: FeedEvent[], now: Date): Promise<ApplyReport> {
    const { feed, target } = ctx;
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockApartment(tx, target.apartmentId);
      const today = localDate(now, target.timeZone);
      const existing = await tx
        .select()
        .from(calendarEvents)
        .where(eq(calendarEvents.feedId, feed.id));
      const byUid = new Map<string, EventRow>(existing.map((row) => [row.uid, row]));
      const latest = new Map<string, FeedEvent>(events.map((event) => [event.uid, event]));
      const report: ApplyReport = { created: 0, cancelled: 0, moved: 0, profiles: [] };
      const touched = new Set<number>();

      for (const event of latest.values()) {
        const found = classify(event.summary, event.description);
        const carried = {
          summary: event.summary,
          description: event.description,
          reservationUrl: found.reservationUrl,
          reservationCode: found.reservationCode,
          phoneLast4: found.phoneLast4,
        };
        const row = byUid.get(event.uid);
        if (!row) {
          if (event.cancelled || event.checkOutDate < today) continue;
          let kind: CalendarEventKind = found.kind;
          let profileId: number | null = null;
          if (kind === 'booking') {
            const stay = await stayForBooking(tx, cipher, target, event, found);
            profileId = stay.profileId;
            if (stay.created) report.created += 1;
          } else if (kind === 'to_decide') {
            profileId = await knownStay(tx, target, event, found.reservationCode);
            if (profileId !== null) kind = 'booking';
          }
          await tx.insert(calendarEvents).values({
            ownerId: target.ownerId,
            feedId: feed.id,
            apartmentId: target.apartmentId,
            roomId: target.roomId,
            label: feed.label,
            uid: event.uid,
            kind,
            checkInDate: event.checkInDate,
            checkOutDate: event.checkOutDate,
            ...carried,
            checkinProfileId: profileId,
            firstSeenAt: now,
            lastSeenAt: now,
          });
          if (profileId !== null) touched.add(profileId);
          continue;
        }

        const changes: Partial<EventRow> = { ...carried, lastSeenAt: now };
        let profileId = row.checkinProfileId;
        const datesMoved =
          row.checkInDate !== event.checkInDate || row.checkOutDate !== event.checkOutDate;
        if (datesMoved) {
          changes.checkInDate = event.checkInDate;
          changes.checkOutDate = event.checkOutDate;
        }
        if (event.cancelled && !row.cancelledAt) {
          changes.cancelledAt = now;
          changes.cancelReason = 'cancelled';
        } else if (!event.cancelled && row.cancelledAt) {
          changes.cancelledAt = null;
          changes.cancelReason = null;
        }
        // The feed now says what it is (e.g. a description with a reservation URL appeared);
        // a choice of the host is never overruled.
        if (!row.decidedAt && row.kind === 'to_decide' && found.kind !== 'to_decide') {
          changes.kind = found.kind;
          if (found.kind === 'booking' && profileId === null && !event.cancelled) {
            const stay = await stayForBooking(tx, cipher, target, event, found);
            profileId = stay.profileId;
            changes.checkinProfileId = profileId;
            if (stay.created) report.created += 1;
          }
        }
        await tx.update(calendarEvents).set(changes).where(eq(calendarEvents.id, row.id));
        if (profileId === null) continue;
        if (datesMoved && !event.cancelled && (await moveStay(tx, profileId, event, now))) {
          report.moved += 1;
          report.profiles.push(profileId);
        }
        touched.add(profileId);
      }

      for (const row of existing) {
        if (latest.has(row.uid) || row.cancelledAt || row.checkOutDate < today) continue;
        await tx
          .update(calendarEvents)
          .set({ cancelledAt: now, cancelReason: 'removed' })
          .where(eq(calendarEvents.id, row.id));
        if (row.checkinProfileId !== null) touched.add(row.checkinProfileId);
      }

      for (const profileId of touched) {
        const outcome = await reconcileStay(tx, profileId, now);
        if (outcome === 'cancelled') report.cancelled += 1;
        if (outcome) report.profiles.push(profileId);
      }

      const counts = await tx
        .select({ kind: calendarEvents.kind, n: count() })
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.feedId, feed.id),
            isNull(calendarEvents.cancelledAt),
            gte(calendarEvents.checkOutDate, today),
          ),
        )
        .groupBy(calendarEvents.kind);
      const found = (kind: CalendarEventKind) => counts.find((c) => c.kind === kind)?.n ?? 0;
      await tx
        .update(calendarFeeds)
        .set({
          lastSyncAt: now,
          lastResult: 'ok',
          lastErrorCode: null,
          lastErrorMessage: null,
          bookingsFound: found('booking'),
          blockedFound: found('blocked'),
          toDecideFound: found('to_decide'),
        })
        .where(eq(calendarFeeds.id, feed.id));
      return report;
    });
  },
});

export type SyncRepository = ReturnType<typeof createSyncRepository>;
