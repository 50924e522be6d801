import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { CalendarEvent } from '@soglia/api-client';
import { calendarEvents, type CalendarEventKind, type Db } from '../db';
import { addDays } from '../lib';
import type { Cipher } from '../security';
import { EVENTS_LIMIT } from './events.schema';
import { loadTarget, lockApartment, reconcileStay, stayForBooking } from './stays.repository';

type EventRow = typeof calendarEvents.$inferSelect;

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export const toCalendarEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  feed: row.feedId,
  label: row.label,
  apartment: row.apartmentId,
  room: row.roomId,
  uid: row.uid,
  kind: row.kind,
  check_in_date: row.checkInDate,
  check_out_date: row.checkOutDate,
  summary: row.summary,
  description: row.description,
  reservation_url: row.reservationUrl,
  reservation_code: row.reservationCode,
  phone_last4: row.phoneLast4,
  profile: row.checkinProfileId,
  decided_at: iso(row.decidedAt),
  cancelled_at: iso(row.cancelledAt),
  cancel_reason: row.cancelReason ?? null,
  first_seen_at: row.firstSeenAt.toISOString(),
  last_seen_at: row.lastSeenAt.toISOString(),
});

export type Decision = 'booking' | 'ignore';

export type DecideOutcome =
  | { ok: true; event: CalendarEvent; profiles: number[] }
  | { ok: false; reason: 'not_found' | 'decided' | 'cancelled' };

export const createEventsRepository = (db: Db, cipher: Cipher) => ({
  /** The events of the owner's feeds that have not ended (any time zone: a day of slack). */
  async list(
    ownerId: number,
    filter: { apartmentId?: number; feedId?: number; kind?: CalendarEventKind },
    now: Date,
  ): Promise<CalendarEvent[]> {
    const rows = await db
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.ownerId, ownerId),
          isNotNull(calendarEvents.feedId),
          gte(calendarEvents.checkOutDate, addDays(now.toISOString().slice(0, 10), -1)),
          filter.apartmentId === undefined
            ? undefined
            : eq(calendarEvents.apartmentId, filter.apartmentId),
          filter.feedId === undefined ? undefined : eq(calendarEvents.feedId, filter.feedId),
          filter.kind === undefined ? undefined : eq(calendarEvents.kind, filter.kind),
        ),
      )
      .orderBy(asc(calendarEvents.checkInDate), asc(calendarEvents.id))
      .limit(EVENTS_LIMIT);
    return rows.map(toCalendarEvent);
  },

  /**
   * The host's choice for an event that is not a stay yet: `booking` makes it one (or joins the
   * same stay already known), `ignore` leaves it out. Later syncs keep the choice.
   */
  async decide(ownerId: number, id: number, decision: Decision, now: Date): Promise<DecideOutcome> {
    const [found] = await db
      .select({ apartmentId: calendarEvents.apartmentId })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerId, ownerId)));
    if (!found) return { ok: false, reason: 'not_found' };
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockApartment(tx, found.apartmentId);
      const [row] = await tx
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerId, ownerId)));
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.kind === 'booking') return { ok: false, reason: 'decided' };
      if (row.cancelledAt) return { ok: false, reason: 'cancelled' };
      const profiles: number[] = [];
      if (decision === 'ignore') {
        const [updated] = await tx
          .update(calendarEvents)
          .set({ kind: 'ignored', decidedAt: now })
          .where(eq(calendarEvents.id, id))
          .returning();
        return { ok: true, event: toCalendarEvent(updated), profiles };
      }
      const target = await loadTarget(tx, {
        ownerId,
        apartmentId: row.apartmentId,
        roomId: row.roomId,
        label: row.label,
      });
      if (!target) return { ok: false, reason: 'not_found' };
      await tx.update(calendarEvents).set({ decidedAt: now }).where(eq(calendarEvents.id, id));
      const stay = await stayForBooking(
        tx,
        cipher,
        target,
        { uid: row.uid, checkInDate: row.checkInDate, checkOutDate: row.checkOutDate },
        { reservationCode: row.reservationCode, guestName: '' },
      );
      const [updated] = await tx
        .update(calendarEvents)
        .set({ kind: 'booking', checkinProfileId: stay.profileId })
        .where(eq(calendarEvents.id, id))
        .returning();
      if (await reconcileStay(tx, stay.profileId, now)) profiles.push(stay.profileId);
      return { ok: true, event: toCalendarEvent(updated), profiles };
    });
  },
});
