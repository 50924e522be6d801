import crypto from 'node:crypto';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { CalendarExport } from '@soglia/api-client';
import {
  apartments,
  calendarEvents,
  calendarExports,
  checkinProfiles,
  type Db,
  isUniqueViolation,
} from '../db';
import { isPk } from '../http';
import { addDays, localDate } from '../lib';
import type { Cipher } from '../security';

type ExportRow = typeof calendarExports.$inferSelect;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const newSecret = () => crypto.randomBytes(32).toString('base64url');
export const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Periods an exported calendar lists: from a week ago, at most this many. */
const EXPORT_PAST_DAYS = 7;
const EXPORT_LIMIT = 2000;

export interface BusyPeriod {
  uid: string;
  start: string;
  end: string;
}

export const createExportsRepository = (db: Db, cipher: Cipher) => {
  const toExport = (row: ExportRow): CalendarExport => {
    let secret = '';
    try {
      secret = cipher.decrypt(row.secretEncrypted);
    } catch {
      // unreadable under this key: shown as an empty path until rotated
    }
    return {
      id: row.id,
      apartment: row.apartmentId,
      room: row.roomId,
      path: secret ? `/api/calendar/${secret}.ics` : '',
      created_at: row.createdAt.toISOString(),
      rotated_at: row.rotatedAt?.toISOString() ?? null,
    };
  };

  return {
    async list(ownerId: number, apartmentId: number): Promise<CalendarExport[]> {
      const rows = await db
        .select()
        .from(calendarExports)
        .where(
          and(eq(calendarExports.ownerId, ownerId), eq(calendarExports.apartmentId, apartmentId)),
        )
        .orderBy(asc(calendarExports.id));
      return rows.map(toExport);
    },

    /** A new secret calendar; null when the apartment (or room) already has one. */
    async create(
      ownerId: number,
      apartmentId: number,
      roomId: number | null,
    ): Promise<CalendarExport | null> {
      const secret = newSecret();
      try {
        const [row] = await db
          .insert(calendarExports)
          .values({
            ownerId,
            apartmentId,
            roomId,
            secretHash: sha256(secret),
            secretEncrypted: cipher.encrypt(secret),
          })
          .returning();
        return toExport(row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** A new secret for the owner's export: the old URL stops working at once. */
    async rotate(ownerId: number, id: number): Promise<CalendarExport | null> {
      if (!isPk(id)) return null;
      const secret = newSecret();
      const [row] = await db
        .update(calendarExports)
        .set({
          secretHash: sha256(secret),
          secretEncrypted: cipher.encrypt(secret),
          rotatedAt: new Date(),
        })
        .where(and(eq(calendarExports.id, id), eq(calendarExports.ownerId, ownerId)))
        .returning();
      return row ? toExport(row) : null;
    },

    async revoke(ownerId: number, id: number): Promise<boolean> {
      if (!isPk(id)) return false;
      const rows = await db
        .delete(calendarExports)
        .where(and(eq(calendarExports.id, id), eq(calendarExports.ownerId, ownerId)))
        .returning({ id: calendarExports.id });
      return rows.length > 0;
    },

    /**
     * The busy periods behind a secret, or null for an unknown (or revoked) one: the stays of the
     * apartment (for a room: that room's and those without a room), not cancelled, and the
     * feeds' blocked and undecided periods that are no stay, from a week ago.
     */
    async busyPeriods(secret: string, now: Date): Promise<BusyPeriod[] | null> {
      const [target] = await db
        .select({
          apartmentId: calendarExports.apartmentId,
          roomId: calendarExports.roomId,
          timeZone: apartments.timeZone,
        })
        .from(calendarExports)
        .innerJoin(apartments, eq(apartments.id, calendarExports.apartmentId))
        .where(eq(calendarExports.secretHash, sha256(secret)));
      if (!target) return null;
      const from = addDays(localDate(now, target.timeZone), -EXPORT_PAST_DAYS);
      const stays = await db
        .select({
          id: checkinProfiles.id,
          start: checkinProfiles.checkInDate,
          end: checkinProfiles.checkOutDate,
        })
        .from(checkinProfiles)
        .where(
          and(
            eq(checkinProfiles.apartmentId, target.apartmentId),
            isNull(checkinProfiles.cancelledAt),
            gte(checkinProfiles.checkOutDate, from),
            target.roomId === null
              ? undefined
              : or(eq(checkinProfiles.roomId, target.roomId), isNull(checkinProfiles.roomId)),
          ),
        )
        .orderBy(asc(checkinProfiles.checkInDate))
        .limit(EXPORT_LIMIT);
      const blocks = await db
        .select({
          id: calendarEvents.id,
          start: calendarEvents.checkInDate,
          end: calendarEvents.checkOutDate,
        })
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.apartmentId, target.apartmentId),
            isNull(calendarEvents.cancelledAt),
            isNull(calendarEvents.checkinProfileId),
            sql`${calendarEvents.kind} in ('blocked', 'to_decide')`,
            gte(calendarEvents.checkOutDate, from),
            target.roomId === null
              ? undefined
              : or(eq(calendarEvents.roomId, target.roomId), isNull(calendarEvents.roomId)),
          ),
        )
        .orderBy(asc(calendarEvents.checkInDate))
        .limit(EXPORT_LIMIT);
      return [
        ...stays.map((s) => ({ uid: `stay-${s.id}`, start: s.start, end: s.end })),
        ...blocks.map((b) => ({ uid: `block-${b.id}`, start: b.start, end: b.end })),
      ];
    },
  };
};
