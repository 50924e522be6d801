import crypto from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { createOwnerProfilesRepository } from '../checkin-profiles';
import {
  apartments,
  authTokens,
  type CalendarLabel,
  calendarEvents,
  checkinProfiles,
  type Db,
  isUniqueViolation,
  pgErrorCode,
  rooms,
} from '../db';
import type { Cipher } from '../security';
import type { Classified } from './classify';
import type { FeedEvent } from './ical';
import { CHANNEL_NAMES, PLACEHOLDER_NAME } from './messages';
import { splitGuestName } from './classify';

/** Where a feed's (or an event's) stays go, and the apartment's defaults for them. */
export interface StayTarget {
  ownerId: number;
  apartmentId: number;
  /** The feed's room; null for an apartment's feed. */
  roomId: number | null;
  label: CalendarLabel;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  getGuestInfo: boolean;
  getDocumentPhoto: boolean;
  getBillingInfo: boolean;
  /** The apartment's room when it has exactly one: an apartment's stays go there. */
  onlyRoomId: number | null;
}

/** One transaction-scoped lock per apartment: its feeds and decisions apply one at a time. */
const APARTMENT_LOCK = 724_361_010;
export const lockApartment = async (tx: Db, apartmentId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${APARTMENT_LOCK}, ${apartmentId})`);
};

/** Letters without O and digits 1-9, as the console generates them. */
const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNPQRSTUVWXYZ123456789';
export const generatePassword = (length = 8): string =>
  Array.from({ length }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join(
    '',
  );

const IN_FAILED_TRANSACTION = '25P02';

/** The apartment's defaults for the stays of `roomId` (or of the apartment), or null. */
export const loadTarget = async (
  db: Db,
  where: { ownerId: number; apartmentId: number; roomId: number | null; label: CalendarLabel },
): Promise<StayTarget | null> => {
  const [apartment] = await db
    .select()
    .from(apartments)
    .where(and(eq(apartments.id, where.apartmentId), eq(apartments.ownerId, where.ownerId)));
  if (!apartment) return null;
  const roomIds = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.apartmentId, apartment.id))
    .limit(2);
  return {
    ...where,
    timeZone: apartment.timeZone,
    checkInTime: apartment.defaultCheckInTime,
    checkOutTime: apartment.defaultCheckOutTime,
    getGuestInfo: apartment.getGuestInfo,
    getDocumentPhoto: apartment.getDocumentPhoto,
    getBillingInfo: apartment.getBillingInfo,
    onlyRoomId: roomIds.length === 1 ? roomIds[0].id : null,
  };
};

const sameRoom = (roomId: number | null) =>
  roomId === null
    ? sql`${calendarEvents.roomId} is null`
    : sql`${calendarEvents.roomId} = ${roomId}`;

/**
 * The stay an event is already known as: a live booking of another feed of the same apartment
 * and room with the same UID, reservation code or dates, or a check-in profile (typed by the
 * host, or made by another feed) of the apartment (and room) with the same dates.
 */
const findSameStay = async (
  tx: Db,
  target: StayTarget,
  event: Pick<FeedEvent, 'uid' | 'checkInDate' | 'checkOutDate'>,
  reservationCode: string,
): Promise<number | null> => {
  const [known] = await tx
    .select({ profile: calendarEvents.checkinProfileId })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.apartmentId, target.apartmentId),
        sameRoom(target.roomId),
        eq(calendarEvents.kind, 'booking'),
        isNull(calendarEvents.cancelledAt),
        sql`${calendarEvents.checkinProfileId} is not null`,
        sql`(${calendarEvents.uid} = ${event.uid}
          or (${reservationCode} <> '' and ${calendarEvents.reservationCode} = ${reservationCode})
          or (${calendarEvents.checkInDate} = ${event.checkInDate}
            and ${calendarEvents.checkOutDate} = ${event.checkOutDate}))`,
      ),
    )
    .orderBy(calendarEvents.id)
    .limit(1);
  if (known?.profile) return known.profile;
  const [profile] = await tx
    .select({ id: checkinProfiles.id })
    .from(checkinProfiles)
    .where(
      and(
        eq(checkinProfiles.apartmentId, target.apartmentId),
        target.roomId === null ? undefined : eq(checkinProfiles.roomId, target.roomId),
        isNull(checkinProfiles.cancelledAt),
        eq(checkinProfiles.checkInDate, event.checkInDate),
        eq(checkinProfiles.checkOutDate, event.checkOutDate),
      ),
    )
    .orderBy(checkinProfiles.id)
    .limit(1);
  return profile?.id ?? null;
};

/**
 * A new check-in profile awaiting details for a booking: placeholder names (Vrbo's guest name
 * when the summary has one), one guest, the apartment's default times and check-in steps, the
 * feed's room (or the apartment's only one), generated credentials. Inserted in a savepoint,
 * tried again when a username was taken meanwhile.
 */
const createStay = async (
  tx: Db,
  cipher: Cipher,
  target: StayTarget,
  event: Pick<FeedEvent, 'checkInDate' | 'checkOutDate'>,
  guestName: string,
): Promise<number> => {
  const channel = CHANNEL_NAMES[target.label];
  const [name, surname] = guestName
    ? splitGuestName(guestName, channel)
    : [PLACEHOLDER_NAME, channel];
  const values = {
    apartmentId: target.apartmentId,
    roomId: target.roomId ?? target.onlyRoomId,
    name: name.slice(0, 100),
    surname: surname.slice(0, 100),
    source: channel,
    guestNumber: 1,
    checkInDate: event.checkInDate,
    checkOutDate: event.checkOutDate,
    checkInTime: target.checkInTime,
    checkOutTime: target.checkOutTime,
    requireRegistrationForm: target.getGuestInfo,
    requireDocumentPhoto: target.getDocumentPhoto,
    requireBillingInfo: target.getBillingInfo,
    awaitingDetails: true,
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await tx.transaction(async (savepoint) => {
        const profiles = createOwnerProfilesRepository(savepoint as unknown as Db, cipher);
        return (await profiles.insert(target.ownerId, values, generatePassword())).id;
      });
    } catch (error) {
      const raced = isUniqueViolation(error) || pgErrorCode(error) === IN_FAILED_TRANSACTION;
      if (!raced || attempt >= 4) throw error;
    }
  }
};

/**
 * The profile of a booking event: the same stay when it is known (see findSameStay), else a new
 * one awaiting details. Live undecided `to_decide` events of the same apartment, room and dates
 * (another channel's copy of this stay) join it.
 */
export const stayForBooking = async (
  tx: Db,
  cipher: Cipher,
  target: StayTarget,
  event: Pick<FeedEvent, 'uid' | 'checkInDate' | 'checkOutDate'>,
  found: Pick<Classified, 'reservationCode' | 'guestName'>,
): Promise<{ profileId: number; created: boolean }> => {
  const known = await findSameStay(tx, target, event, found.reservationCode);
  const profileId = known ?? (await createStay(tx, cipher, target, event, found.guestName));
  await tx
    .update(calendarEvents)
    .set({ kind: 'booking', checkinProfileId: profileId })
    .where(
      and(
        eq(calendarEvents.apartmentId, target.apartmentId),
        sameRoom(target.roomId),
        eq(calendarEvents.kind, 'to_decide'),
        isNull(calendarEvents.decidedAt),
        isNull(calendarEvents.cancelledAt),
        isNull(calendarEvents.checkinProfileId),
        eq(calendarEvents.checkInDate, event.checkInDate),
        eq(calendarEvents.checkOutDate, event.checkOutDate),
      ),
    );
  return { profileId, created: known === null };
};

/** A known stay an event already joined: same apartment/room and dates, or null. */
export const knownStay = async (
  tx: Db,
  target: StayTarget,
  event: Pick<FeedEvent, 'uid' | 'checkInDate' | 'checkOutDate'>,
  reservationCode: string,
): Promise<number | null> => findSameStay(tx, target, event, reservationCode);

/** New dates from the channel; the ones they replace are kept for the host to see. */
export const moveStay = async (
  tx: Db,
  profileId: number,
  dates: Pick<FeedEvent, 'checkInDate' | 'checkOutDate'>,
  now: Date,
): Promise<boolean> => {
  const moved = await tx
    .update(checkinProfiles)
    .set({
      previousCheckInDate: sql`${checkinProfiles.checkInDate}`,
      previousCheckOutDate: sql`${checkinProfiles.checkOutDate}`,
      datesChangedAt: now,
      checkInDate: dates.checkInDate,
      checkOutDate: dates.checkOutDate,
    })
    .where(
      and(
        eq(checkinProfiles.id, profileId),
        sql`(${checkinProfiles.checkInDate}, ${checkinProfiles.checkOutDate}) is distinct from (${dates.checkInDate}::date, ${dates.checkOutDate}::date)`,
      ),
    )
    .returning({ id: checkinProfiles.id });
  return moved.length > 0;
};

/**
 * A profile joined by calendar events is cancelled once none of its booking events is live
 * (every one cancelled or gone from its feed): its logins end, nothing is deleted. One that
 * comes back (the event again in its feed, or no longer cancelled) is active again.
 * Answers what happened to it.
 */
export const reconcileStay = async (
  tx: Db,
  profileId: number,
  now: Date,
): Promise<'cancelled' | 'revived' | null> => {
  const [{ live, linked }] = await tx
    .select({
      live: sql<number>`count(*) filter (where ${calendarEvents.cancelledAt} is null)`.mapWith(
        Number,
      ),
      linked: count(),
    })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.checkinProfileId, profileId), eq(calendarEvents.kind, 'booking')));
  if (linked === 0) return null;
  if (live === 0) {
    const cancelled = await tx
      .update(checkinProfiles)
      .set({ cancelledAt: now })
      .where(and(eq(checkinProfiles.id, profileId), isNull(checkinProfiles.cancelledAt)))
      .returning({ id: checkinProfiles.id });
    if (cancelled.length === 0) return null;
    await tx.delete(authTokens).where(eq(authTokens.checkinProfileId, profileId));
    return 'cancelled';
  }
  const revived = await tx
    .update(checkinProfiles)
    .set({ cancelledAt: null })
    .where(and(eq(checkinProfiles.id, profileId), sql`${checkinProfiles.cancelledAt} is not null`))
    .returning({ id: checkinProfiles.id });
  return revived.length > 0 ? 'revived' : null;
};
