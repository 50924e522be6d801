import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  apartments,
  checkinProfiles,
  type Db,
  guestRegistrations,
  alloggiatiAccounts,
  alloggiatiRecords,
} from '../db';
import { addDays } from '../lib';
import type { LoadedStay, StoredRecord } from './stay-status';
import type { RecordGuest } from './records';

const own = alias(alloggiatiAccounts, 'own_account');
const main = alias(alloggiatiAccounts, 'main_account');

/**
 * Stays with everything their Alloggiati state needs, in two queries whatever their number:
 * the stays with their apartment and accounts, then every guest with its record.
 */
const loadStays = async (db: Db, where: SQL | undefined): Promise<LoadedStay[]> => {
  const rows = await db
    .select({
      id: checkinProfiles.id,
      owner_id: checkinProfiles.ownerId,
      apartment_id: apartments.id,
      apartment_name: apartments.name,
      time_zone: apartments.timeZone,
      auto_send: apartments.alloggiatiAutoSend,
      name: checkinProfiles.name,
      surname: checkinProfiles.surname,
      check_in_date: checkinProfiles.checkInDate,
      check_in_time: checkinProfiles.checkInTime,
      check_out_date: checkinProfiles.checkOutDate,
      check_out_time: checkinProfiles.checkOutTime,
      guest_type: checkinProfiles.guestType,
      guest_number: checkinProfiles.guestNumber,
      own_id: own.id,
      own_user: own.user,
      main_id: main.id,
      main_user: main.user,
    })
    .from(checkinProfiles)
    .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
    .leftJoin(own, eq(own.apartmentId, apartments.id))
    .leftJoin(main, and(eq(main.ownerId, checkinProfiles.ownerId), isNull(main.apartmentId)))
    .where(where)
    .orderBy(
      asc(checkinProfiles.checkInDate),
      asc(checkinProfiles.checkInTime),
      asc(checkinProfiles.id),
    );
  if (rows.length === 0) return [];
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const guests = await db
    .select({ guest: guestRegistrations, record: alloggiatiRecords })
    .from(guestRegistrations)
    .leftJoin(alloggiatiRecords, eq(alloggiatiRecords.guestId, guestRegistrations.id))
    .where(sql`${guestRegistrations.checkinProfileId} = any(${ids}::int[])`)
    .orderBy(asc(guestRegistrations.id));
  const byProfile = new Map<
    number,
    { guests: RecordGuest[]; records: Map<number, StoredRecord> }
  >();
  for (const { guest: g, record } of guests) {
    let entry = byProfile.get(g.checkinProfileId);
    if (!entry) {
      entry = { guests: [], records: new Map() };
      byProfile.set(g.checkinProfileId, entry);
    }
    entry.guests.push({
      id: g.id,
      first_name: g.firstName,
      last_name: g.lastName,
      gender: g.gender,
      date_of_birth: g.dateOfBirth,
      place_of_birth_code: g.placeOfBirthCode,
      citizenship_code: g.citizenshipCode,
      document_type: g.documentType,
      document_number: g.documentNumber,
      place_of_issue_code: g.placeOfIssueCode,
    });
    if (record) entry.records.set(g.id, record);
  }
  return rows.map(({ own_id, own_user, main_id, main_user, ...row }) => ({
    ...row,
    account:
      own_id !== null
        ? { id: own_id, user: own_user ?? '' }
        : main_id !== null
          ? { id: main_id, user: main_user ?? '' }
          : null,
    guests: byProfile.get(row.id)?.guests ?? [],
    records: byProfile.get(row.id)?.records ?? new Map(),
  }));
};

/** The owner's stays overlapping [start, end] (both inclusive; the GiST range index finds them). */
const overlapping = (ownerId: number, start: string, end: string): SQL =>
  and(
    eq(checkinProfiles.ownerId, ownerId),
    lte(checkinProfiles.checkInDate, end),
    gte(checkinProfiles.checkOutDate, start),
    sql`daterange(least(${checkinProfiles.checkInDate}, ${checkinProfiles.checkOutDate}), greatest(${checkinProfiles.checkInDate}, ${checkinProfiles.checkOutDate}), '[]') && daterange(${start}::date, ${end}::date, '[]')`,
  )!;

/**
 * Arrivals the service may still take at `now` in any time zone (a day around today and
 * yesterday in UTC; the exact day is decided per apartment), optionally one owner's or only of
 * auto-send apartments. A stay its channel cancelled is no arrival.
 */
const recentArrivals = (now: Date, ownerId?: number, autoSendOnly = false): SQL => {
  const utcToday = now.toISOString().slice(0, 10);
  return and(
    ownerId === undefined ? undefined : eq(checkinProfiles.ownerId, ownerId),
    autoSendOnly ? eq(apartments.alloggiatiAutoSend, true) : undefined,
    gte(checkinProfiles.checkInDate, addDays(utcToday, -2)),
    lte(checkinProfiles.checkInDate, addDays(utcToday, 1)),
    isNull(checkinProfiles.cancelledAt),
  )!;
};

/** The owner's stays with a guest in flight or waiting for the owner's check (any arrival). */
const withOpenRecords = (ownerId: number): SQL =>
  and(
    eq(checkinProfiles.ownerId, ownerId),
    sql`exists (select 1 from ${guestRegistrations} join ${alloggiatiRecords} on ${alloggiatiRecords.guestId} = ${guestRegistrations.id} where ${guestRegistrations.checkinProfileId} = ${checkinProfiles.id} and ${alloggiatiRecords.status} in ('sending', 'uncertain'))`,
  )!;

const ownedStay = (ownerId: number, stayId: number): SQL =>
  and(eq(checkinProfiles.ownerId, ownerId), eq(checkinProfiles.id, stayId))!;

export const createStaysRepository = (db: Db) => ({
  /** The owner's stays overlapping [start, end] (both inclusive), in check-in order. */
  overlapping: (ownerId: number, start: string, end: string) =>
    loadStays(db, overlapping(ownerId, start, end)),

  /** The owner's stays the service may still take at `now`, and those with a guest in flight. */
  due: (ownerId: number, now: Date) =>
    loadStays(db, or(recentArrivals(now, ownerId), withOpenRecords(ownerId))),

  /** One of the owner's stays, or null. */
  async owned(ownerId: number, stayId: number): Promise<LoadedStay | null> {
    const [stay] = await loadStays(db, ownedStay(ownerId, stayId));
    return stay ?? null;
  },

  /** Stays of auto-send apartments the service may still take at `now`. */
  autoSendArrivals: (now: Date) => loadStays(db, recentArrivals(now, undefined, true)),

  /** The stay of a check-in profile when its apartment sends automatically, or null. */
  async autoSendStay(profileId: number): Promise<LoadedStay | null> {
    const [stay] = await loadStays(
      db,
      and(
        eq(checkinProfiles.id, profileId),
        eq(apartments.alloggiatiAutoSend, true),
        isNull(checkinProfiles.cancelledAt),
      ),
    );
    return stay ?? null;
  },
});

export type StaysRepository = ReturnType<typeof createStaysRepository>;
