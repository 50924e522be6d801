import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { CheckinProfile } from '@soglia/api-client';
import {
  apartments,
  authTokens,
  calendarEvents,
  type Db,
  guestRegistrations,
  rooms,
  checkinProfiles,
  isUniqueViolation,
  rawQueryOf,
} from '../db';
import { addDays } from '../lib';
import { type Cipher, hashPassword } from '../security';
import { likeContains, type StayKey } from '../http';
import { pickFreeUsername, takenUsernames, usernameBase } from './username';

export type ProfileRow = typeof checkinProfiles.$inferSelect;
export type ProfileValues = Omit<
  typeof checkinProfiles.$inferInsert,
  'id' | 'ownerId' | 'username' | 'passwordEncrypted' | 'passwordHash' | 'createdAt'
>;

/** Search results are capped: an owner scrolling further should narrow the search. */
export const SEARCH_LIMIT = 200;

const columns = {
  id: checkinProfiles.id,
  name: checkinProfiles.name,
  surname: checkinProfiles.surname,
  source: checkinProfiles.source,
  guest_number: checkinProfiles.guestNumber,
  check_in_date: checkinProfiles.checkInDate,
  check_out_date: checkinProfiles.checkOutDate,
  check_in_time: checkinProfiles.checkInTime,
  check_out_time: checkinProfiles.checkOutTime,
  username: checkinProfiles.username,
  passwordEncrypted: checkinProfiles.passwordEncrypted,
  apartment: checkinProfiles.apartmentId,
  apartment_name: apartments.name,
  room: checkinProfiles.roomId,
  room_name: rooms.name,
  require_registration_form: checkinProfiles.requireRegistrationForm,
  require_document_photo: checkinProfiles.requireDocumentPhoto,
  require_billing_info: checkinProfiles.requireBillingInfo,
  awaitingDetails: checkinProfiles.awaitingDetails,
  cancelledAt: checkinProfiles.cancelledAt,
  previous_check_in_date: checkinProfiles.previousCheckInDate,
  previous_check_out_date: checkinProfiles.previousCheckOutDate,
  datesChangedAt: checkinProfiles.datesChangedAt,
};

export interface ProfileSearch {
  name?: string;
  surname?: string;
  checkInDate?: string;
  /** Paging (opt-in): rows strictly after this key in the search's order. */
  after?: StayKey;
  /** Rows to read (default SEARCH_LIMIT). */
  limit?: number;
}

type ProfileListRow = Omit<
  CheckinProfile,
  'psw' | 'room_name' | 'status' | 'cancelled_at' | 'dates_changed_at' | 'calendar'
> & {
  passwordEncrypted: string;
  room_name: string | null;
  awaitingDetails: boolean;
  cancelledAt: Date | string | null;
  datesChangedAt: Date | string | null;
};

type CalendarOrigin = NonNullable<CheckinProfile['calendar']>;

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A stay's state: cancelled by its channel, awaiting the host's details, or active. */
export const statusOf = (row: {
  awaitingDetails: boolean;
  cancelledAt: Date | string | null;
}): CheckinProfile['status'] =>
  row.cancelledAt !== null ? 'cancelled' : row.awaitingDetails ? 'awaiting_details' : 'active';

/** Profiles awaiting details are listed this many at most (the oldest check-in first). */
export const AWAITING_LIMIT = 200;

interface SearchValues {
  ownerId: number;
  name?: string;
  surname?: string;
  date?: string;
  afterDate?: string;
  afterTime?: string;
  afterId?: number;
  limit: number;
}

/**
 * The search's SQL for one combination of criteria, with the names of its $n parameters. The
 * matching stays are found first, on the stays table alone, in a MATERIALIZED CTE; only then are
 * the page's rows joined to their apartment and room. Each run is planned for its own values (a
 * rare name takes the trigram index, a common one walks the date index), and planning the
 * three-table join with the stays table's indexes cost three times the query itself.
 */
const buildSearchText = (has: {
  name: boolean;
  surname: boolean;
  date: boolean;
  after: boolean;
}) => {
  const params: (keyof SearchValues)[] = ['ownerId'];
  const at = (name: keyof SearchValues) => `$${params.push(name)}`;
  const where = ['p.owner_id = $1'];
  if (has.name) where.push(`p.name ILIKE ${at('name')}`);
  if (has.surname) where.push(`p.surname ILIKE ${at('surname')}`);
  if (has.date) where.push(`p.check_in_date = ${at('date')}::date`);
  if (has.after) {
    where.push(
      `(p.check_in_date, p.check_in_time, p.id) < ` +
        `(${at('afterDate')}::date, ${at('afterTime')}::time, ${at('afterId')}::int)`,
    );
  }
  const text = `WITH hits AS MATERIALIZED (
  SELECT p.id, p.name, p.surname, p.source, p.guest_number,
    p.check_in_date::text AS check_in_date, p.check_out_date::text AS check_out_date,
    p.check_in_time::text AS check_in_time, p.check_out_time::text AS check_out_time,
    p.username, p.password_encrypted AS "passwordEncrypted",
    p.apartment_id AS apartment, p.room_id AS room, p.require_registration_form,
    p.require_document_photo, p.require_billing_info, p.awaiting_details AS "awaitingDetails",
    p.cancelled_at AS "cancelledAt", p.previous_check_in_date::text AS previous_check_in_date,
    p.previous_check_out_date::text AS previous_check_out_date,
    p.dates_changed_at AS "datesChangedAt"
  FROM checkin_profiles p
  WHERE ${where.join(' AND ')}
  ORDER BY p.check_in_date DESC, p.check_in_time DESC, p.id DESC
  LIMIT ${at('limit')}
)
SELECT hits.*, a.name AS apartment_name, r.name AS room_name
FROM hits
JOIN apartments a ON a.id = hits.apartment
LEFT JOIN rooms r ON r.id = hits.room
ORDER BY hits.check_in_date DESC, hits.check_in_time DESC, hits.id DESC`;
  return { text, params };
};

const DECRYPTED_KEPT = 50_000;

/**
 * Guest passwords as the owner console shows them, decrypted once per stored ciphertext and kept
 * (bounded, oldest first out): a list of 200 stays does not pay 200 AES-GCM decryptions again on
 * every search. A ciphertext always decrypts to the same text under the process's key.
 */
const createDecryptCache = (cipher: Cipher) => {
  const kept = new Map<string, string>();
  return (value: string): string => {
    const hit = kept.get(value);
    if (hit !== undefined) return hit;
    let plain = '';
    try {
      plain = cipher.decrypt(value);
    } catch {
      return '';
    }
    if (kept.size >= DECRYPTED_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(value, plain);
    return plain;
  };
};

export const createOwnerProfilesRepository = (db: Db, cipher: Cipher) => {
  const decrypt = createDecryptCache(cipher);

  const toProfile = (
    { passwordEncrypted, awaitingDetails, cancelledAt, datesChangedAt, ...row }: ProfileListRow,
    origins: Map<number, CalendarOrigin>,
  ): CheckinProfile => ({
    ...row,
    psw: decrypt(passwordEncrypted),
    room_name: row.room_name ?? '',
    status: statusOf({ awaitingDetails, cancelledAt }),
    cancelled_at: isoOrNull(cancelledAt),
    dates_changed_at: isoOrNull(datesChangedAt),
    calendar: origins.get(row.id) ?? null,
  });

  /**
   * What the channel's calendar carried for each of these profiles: the first event that made or
   * joined it (one query for the whole list).
   */
  const originsOf = async (ids: number[]): Promise<Map<number, CalendarOrigin>> => {
    const origins = new Map<number, CalendarOrigin>();
    if (ids.length === 0) return origins;
    const rows = await db
      .select({
        profile: calendarEvents.checkinProfileId,
        event: calendarEvents.id,
        feed: calendarEvents.feedId,
        label: calendarEvents.label,
        uid: calendarEvents.uid,
        summary: calendarEvents.summary,
        description: calendarEvents.description,
        reservation_url: calendarEvents.reservationUrl,
        reservation_code: calendarEvents.reservationCode,
        phone_last4: calendarEvents.phoneLast4,
        cancel_reason: calendarEvents.cancelReason,
      })
      .from(calendarEvents)
      .where(sql`${calendarEvents.checkinProfileId} = any(${`{${ids.join(',')}}`}::int[])`)
      .orderBy(asc(calendarEvents.id));
    for (const { profile, ...origin } of rows) {
      if (profile !== null && !origins.has(profile)) origins.set(profile, origin);
    }
    return origins;
  };

  const toProfiles = async (rows: ProfileListRow[]): Promise<CheckinProfile[]> => {
    const origins = await originsOf(rows.map((r) => r.id));
    return rows.map((row) => toProfile(row, origins));
  };

  const selectRows = () =>
    db
      .select(columns)
      .from(checkinProfiles)
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .leftJoin(rooms, eq(rooms.id, checkinProfiles.roomId));

  const select = async (where: SQL | undefined, order: SQL[], limit?: number) => {
    const query = selectRows()
      .where(where)
      .orderBy(...order);
    return toProfiles(limit === undefined ? await query : await query.limit(limit));
  };

  // Built on first search: a transaction (the demo seed) has no raw client, and never searches.
  let raw: ReturnType<typeof rawQueryOf> | undefined;
  const query = <Row>(text: string, params: readonly unknown[]) =>
    (raw ??= rawQueryOf(db))<Row>(text, params);
  const searchTexts = new Map<string, { text: string; params: (keyof SearchValues)[] }>();
  const searchText = (q: ProfileSearch) => {
    const has = { name: !!q.name, surname: !!q.surname, date: !!q.checkInDate, after: !!q.after };
    const key = Object.values(has).join();
    let built = searchTexts.get(key);
    if (!built) {
      built = buildSearchText(has);
      searchTexts.set(key, built);
    }
    return built;
  };

  const ascending = [
    asc(checkinProfiles.checkInDate),
    asc(checkinProfiles.checkInTime),
    asc(checkinProfiles.id),
  ];

  return {
    async view(ownerId: number, id: number): Promise<CheckinProfile | null> {
      const [row] = await select(
        and(eq(checkinProfiles.ownerId, ownerId), eq(checkinProfiles.id, id)),
        [],
      );
      return row ?? null;
    },

    async findRow(ownerId: number, id: number): Promise<ProfileRow | null> {
      const [row] = await db
        .select()
        .from(checkinProfiles)
        .where(and(eq(checkinProfiles.ownerId, ownerId), eq(checkinProfiles.id, id)));
      return row ?? null;
    },

    /**
     * Stays in progress at `now` or arriving on the apartment's local today.
     * Dates/times are wall-clock values of the apartment's time zone.
     */
    async currents(ownerId: number, now: Date): Promise<CheckinProfile[]> {
      const utcToday = now.toISOString().slice(0, 10);
      const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${apartments.timeZone})`;
      return select(
        and(
          eq(checkinProfiles.ownerId, ownerId),
          // Coarse bounds first (any zone is within a day of UTC), so an index can narrow.
          lte(checkinProfiles.checkInDate, addDays(utcToday, 1)),
          gte(checkinProfiles.checkOutDate, addDays(utcToday, -1)),
          sql`(${checkinProfiles.checkInDate} = ${localNow}::date or (
            ${checkinProfiles.checkInDate} + ${checkinProfiles.checkInTime} <= ${localNow}
            and ${localNow} < ${checkinProfiles.checkOutDate} + ${checkinProfiles.checkOutTime}))`,
        ),
        ascending,
      );
    },

    /** Newest check-ins first, at most `q.limit` (default SEARCH_LIMIT). */
    async search(ownerId: number, q: ProfileSearch): Promise<CheckinProfile[]> {
      const values: SearchValues = {
        ownerId,
        name: q.name ? likeContains(q.name) : undefined,
        surname: q.surname ? likeContains(q.surname) : undefined,
        date: q.checkInDate || undefined,
        afterDate: q.after?.date,
        afterTime: q.after?.time,
        afterId: q.after?.id,
        limit: q.limit ?? SEARCH_LIMIT,
      };
      const { text, params } = searchText(q);
      const rows = await query<ProfileListRow>(
        text,
        params.map((name) => values[name]),
      );
      return toProfiles(rows);
    },

    /**
     * Stays made from a channel's calendar that still await the host's details, not cancelled and
     * not yet ended (any time zone is within a day of UTC), the oldest check-in first.
     */
    async awaitingDetails(ownerId: number, now: Date): Promise<CheckinProfile[]> {
      const utcToday = now.toISOString().slice(0, 10);
      return select(
        and(
          eq(checkinProfiles.ownerId, ownerId),
          eq(checkinProfiles.awaitingDetails, true),
          sql`${checkinProfiles.cancelledAt} is null`,
          gte(checkinProfiles.checkOutDate, addDays(utcToday, -1)),
        ),
        ascending,
        AWAITING_LIMIT,
      );
    },

    async apartment(ownerId: number, apartmentId: number) {
      const [row] = await db
        .select()
        .from(apartments)
        .where(and(eq(apartments.ownerId, ownerId), eq(apartments.id, apartmentId)));
      return row ?? null;
    },

    async room(ownerId: number, roomId: number) {
      const [row] = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.ownerId, ownerId), eq(rooms.id, roomId)));
      return row ?? null;
    },

    /**
     * The one way a profile is inserted (the API, the demo seed): the password is stored
     * encrypted (for the owner) and hashed (for login). Without `username`, a free one
     * (name.surname[N]), retrying when another insert won the race.
     */
    async insert(
      ownerId: number,
      values: ProfileValues,
      password: string,
      username?: string,
    ): Promise<ProfileRow> {
      const passwordHash = await hashPassword(password);
      const passwordEncrypted = cipher.encrypt(password);
      const insert = (name: string) =>
        db
          .insert(checkinProfiles)
          .values({ ...values, ownerId, username: name, passwordHash, passwordEncrypted })
          .returning();
      if (username !== undefined) return (await insert(username.toLowerCase()))[0];
      const base = usernameBase(values.name, values.surname);
      for (let attempt = 0; ; attempt += 1) {
        try {
          return (await insert(pickFreeUsername(base, await takenUsernames(db, base))))[0];
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    /** Applies changes; a new password re-hashes, re-encrypts and ends the guest's sessions. */
    async update(
      ownerId: number,
      id: number,
      values: Partial<ProfileValues>,
      password: string | undefined,
    ): Promise<void> {
      const secrets = password
        ? {
            passwordHash: await hashPassword(password),
            passwordEncrypted: cipher.encrypt(password),
          }
        : {};
      const changes = { ...values, ...secrets };
      if (Object.keys(changes).length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .update(checkinProfiles)
          .set(changes)
          .where(and(eq(checkinProfiles.ownerId, ownerId), eq(checkinProfiles.id, id)));
        if (password) {
          await tx.delete(authTokens).where(eq(authTokens.checkinProfileId, id));
        }
      });
    },

    /**
     * Deletes the profile; registrations, billing rows and tokens go with it (FK cascades).
     * Answers the stored photo names that were referenced (for the caller to remove), or null.
     */
    async remove(ownerId: number, id: number): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const photos = await tx
          .select({
            front: guestRegistrations.documentPhoto,
            back: guestRegistrations.documentPhotoBack,
          })
          .from(guestRegistrations)
          .innerJoin(checkinProfiles, eq(checkinProfiles.id, guestRegistrations.checkinProfileId))
          .where(and(eq(checkinProfiles.ownerId, ownerId), eq(checkinProfiles.id, id)));
        const rows = await tx
          .delete(checkinProfiles)
          .where(and(eq(checkinProfiles.ownerId, ownerId), eq(checkinProfiles.id, id)))
          .returning({ id: checkinProfiles.id });
        if (rows.length === 0) return null;
        return photos.flatMap((p) => [p.front, p.back]).filter((n): n is string => Boolean(n));
      });
    },
  };
};

export type OwnerProfilesRepository = ReturnType<typeof createOwnerProfilesRepository>;
