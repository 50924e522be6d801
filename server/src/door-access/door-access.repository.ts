import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { GuestDoor, LanguageCode } from '@soglia/api-client';
import {
  type Db,
  apartments,
  checkinProfiles,
  doorOpenAudit,
  doorRooms,
  doors,
  doorTranslations,
  guestRegistrations,
  rooms,
} from '../db';
import { hasBillingInfo, registeredGuestsCount } from '../checkin-profiles';

export type DoorOpenOutcome =
  'opened' | 'wrong_cpc' | 'locked_out' | 'outside_window' | 'not_allowed' | 'device_error';

/** Outcomes of a real opening (right CPC, inside the stay): kept in the log for good. */
const OPENINGS: DoorOpenOutcome[] = ['opened', 'device_error'];

export interface AuditInput {
  ownerId: number;
  doorId: number | null;
  checkinProfileId: number;
  doorName: string;
  guestUsername: string;
  outcome: DoorOpenOutcome;
  detail: string;
  ip: string;
}

/**
 * Guests who provided their document photos: the photos themselves may be gone already
 * (deleted once the record was accepted, or by retention), which must not reopen check-in.
 */
const withPhoto = () =>
  sql<number>`(select count(*) from ${guestRegistrations} where ${guestRegistrations.checkinProfileId} = ${checkinProfiles.id} and ${guestRegistrations.documentsProvidedAt} is not null)`;

const stayFields = {
  id: checkinProfiles.id,
  ownerId: checkinProfiles.ownerId,
  roomId: checkinProfiles.roomId,
  roomName: rooms.name,
  username: checkinProfiles.username,
  guestNumber: checkinProfiles.guestNumber,
  checkInDate: checkinProfiles.checkInDate,
  checkInTime: checkinProfiles.checkInTime,
  checkOutDate: checkinProfiles.checkOutDate,
  checkOutTime: checkinProfiles.checkOutTime,
  requireRegistrationForm: checkinProfiles.requireRegistrationForm,
  requireDocumentPhoto: checkinProfiles.requireDocumentPhoto,
  requireBillingInfo: checkinProfiles.requireBillingInfo,
  identificationRequired: apartments.identificationRequired,
  identifiedAt: checkinProfiles.identifiedAt,
  registered: registeredGuestsCount(),
  withPhoto: withPhoto(),
  hasBilling: hasBillingInfo(),
  timeZone: apartments.timeZone,
  shelly: apartments.shelly,
  serverUri: apartments.serverUri,
  authKeyEncrypted: apartments.authKeyEncrypted,
};

/** A door as the guest sees it, with its translation's name and text (null without one). */
interface RoomDoorRow extends GuestDoor {
  translatedName: string | null;
  translatedText: string | null;
}

/**
 * The doors of the stay's room (of the stay's owner) with their translation in the `code`
 * placeholder's language (at most one per door and language: unique index), as one JSON array:
 * guest-room reads the stay and its doors in one round trip.
 */
const roomDoorsOfStay = () => sql<RoomDoorRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${doors.id}, 'name', ${doors.name}, 'access_type', ${doors.accessType},
    'access_code', ${doors.accessCode}, 'priority', ${doors.priority},
    'instructions', ${doors.instructions},
    'translatedName', ${doorTranslations.doorName}, 'translatedText', ${doorTranslations.text}
  )), '[]')
  from ${doors}
  inner join ${doorRooms} on ${doorRooms.doorId} = ${doors.id}
  left join ${doorTranslations}
    on ${doorTranslations.doorId} = ${doors.id} and ${doorTranslations.code} = ${sql.placeholder('code')}
  where ${doorRooms.roomId} = ${checkinProfiles.roomId} and ${doors.ownerId} = ${checkinProfiles.ownerId}
)`;

/** guest-room's and check-cpc's statements (every guest page asks for them), prepared once per database. */
const preparedFor = (db: Db) => ({
  guestStay: db
    .select(stayFields)
    .from(checkinProfiles)
    .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
    .leftJoin(rooms, eq(rooms.id, checkinProfiles.roomId))
    .where(eq(checkinProfiles.id, sql.placeholder('profileId')))
    .prepare('door_access_guest_stay'),
  guestStayWithDoors: db
    .select({ ...stayFields, doors: roomDoorsOfStay() })
    .from(checkinProfiles)
    .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
    .leftJoin(rooms, eq(rooms.id, checkinProfiles.roomId))
    .where(eq(checkinProfiles.id, sql.placeholder('profileId')))
    .prepare('door_access_guest_stay_with_doors'),
});

/** The counts as numbers and the flag as a boolean, whatever the driver returns for them. */
const normalizeCounts = <
  T extends { registered: unknown; withPhoto: unknown; hasBilling: unknown },
>(
  row: T,
) => ({
  ...row,
  registered: Number(row.registered),
  withPhoto: Number(row.withPhoto),
  hasBilling: Boolean(row.hasBilling),
});

const prepared = new WeakMap<Db, ReturnType<typeof preparedFor>>();
const statementsOf = (db: Db) => {
  let statements = prepared.get(db);
  if (!statements) {
    statements = preparedFor(db);
    prepared.set(db, statements);
  }
  return statements;
};

export const createDoorAccessRepository = (db: Db) => ({
  /** The guest's stay with what guest-room and check-cpc need (counts for missing requirements). */
  async guestStay(profileId: number) {
    const [row] = await statementsOf(db).guestStay.execute({ profileId });
    return row ? normalizeCounts(row) : null;
  },

  /**
   * The guest's stay as `guestStay` has it, with the doors of its room in `language` (the
   * translation's name and text where there is one, else the door's own).
   */
  async guestStayWithDoors(profileId: number, language: LanguageCode) {
    // Italian is the doors' own language: no translation applies.
    const [row] = await statementsOf(db).guestStayWithDoors.execute({
      profileId,
      code: language === 'it' ? '' : language,
    });
    if (!row) return null;
    const { doors: rows, ...stay } = row;
    return {
      ...normalizeCounts(stay),
      doors: rows.map(({ translatedName, translatedText, ...door }) =>
        translatedName === null
          ? door
          : {
              ...door,
              name: translatedName.trim() || door.name,
              instructions: (translatedText ?? '').trim() || door.instructions,
            },
      ),
    };
  },

  /** A door of the owner, and whether it serves the given room. */
  async doorForGuest(ownerId: number, doorId: number, roomId: number | null) {
    const [door] = await db
      .select()
      .from(doors)
      .where(and(eq(doors.id, doorId), eq(doors.ownerId, ownerId)));
    if (!door) return null;
    const [link] =
      roomId === null
        ? []
        : await db
            .select({ doorId: doorRooms.doorId })
            .from(doorRooms)
            .where(and(eq(doorRooms.doorId, doorId), eq(doorRooms.roomId, roomId)));
    return { door, inRoom: Boolean(link) };
  },

  ownerShellyDoors(ownerId: number) {
    return db
      .select({
        doorId: doors.id,
        doorName: doors.name,
        idDevice: doors.idDevice,
        apartmentId: apartments.id,
        apartmentName: apartments.name,
        serverUri: apartments.serverUri,
        authKeyEncrypted: apartments.authKeyEncrypted,
      })
      .from(doors)
      .innerJoin(apartments, eq(apartments.id, doors.apartmentId))
      .where(and(eq(doors.ownerId, ownerId), eq(doors.accessType, 'shelly')))
      .orderBy(asc(apartments.name), asc(doors.priority), asc(doors.id));
  },

  async ownsDoor(ownerId: number, doorId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: doors.id })
      .from(doors)
      .where(and(eq(doors.id, doorId), eq(doors.ownerId, ownerId)));
    return Boolean(row);
  },

  /**
   * Records an attempt. Openings (and openings the lock failed: the CPC was right) are the
   * host's evidence and are never pruned; of the guest's refused attempts only the newest
   * `keepPerGuest` are kept, so the guest's own traffic can neither grow the log without bound
   * nor push an opening out of it.
   */
  async recordAttempt(input: AuditInput, keepPerGuest: number) {
    await db.insert(doorOpenAudit).values(input);
    if (OPENINGS.includes(input.outcome)) return;
    const refusedOfGuest = and(
      eq(doorOpenAudit.checkinProfileId, input.checkinProfileId),
      notInArray(doorOpenAudit.outcome, OPENINGS),
    );
    const oldestKept = db
      .select({ id: doorOpenAudit.id })
      .from(doorOpenAudit)
      .where(refusedOfGuest)
      .orderBy(desc(doorOpenAudit.id))
      .offset(keepPerGuest - 1)
      .limit(1);
    await db.delete(doorOpenAudit).where(and(refusedOfGuest, lt(doorOpenAudit.id, oldestKept)));
  },

  async auditFor(ownerId: number, options: { doorId?: number; limit: number }) {
    const guestName = sql<
      string | null
    >`nullif(trim(${checkinProfiles.name} || ' ' || ${checkinProfiles.surname}), '')`;
    const rows = await db
      .select({
        id: doorOpenAudit.id,
        door_id: doorOpenAudit.doorId,
        door_name: doorOpenAudit.doorName,
        checkin_profile_id: doorOpenAudit.checkinProfileId,
        guest_username: doorOpenAudit.guestUsername,
        guest_name: guestName,
        outcome: doorOpenAudit.outcome,
        detail: doorOpenAudit.detail,
        ip: doorOpenAudit.ip,
        created_at: doorOpenAudit.createdAt,
      })
      .from(doorOpenAudit)
      .leftJoin(checkinProfiles, eq(checkinProfiles.id, doorOpenAudit.checkinProfileId))
      .where(
        and(
          eq(doorOpenAudit.ownerId, ownerId),
          options.doorId === undefined ? undefined : eq(doorOpenAudit.doorId, options.doorId),
        ),
      )
      .orderBy(desc(doorOpenAudit.createdAt), desc(doorOpenAudit.id))
      .limit(options.limit);
    return rows.map((row) => ({
      ...row,
      outcome: row.outcome as DoorOpenOutcome,
      created_at: row.created_at.toISOString(),
    }));
  },
});

export type DoorAccessRepository = ReturnType<typeof createDoorAccessRepository>;
