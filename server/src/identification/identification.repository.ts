import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  type Db,
  apartments,
  authTokens,
  checkinProfiles,
  doors,
  guestRegistrations,
  identificationCalls,
  identificationEvents,
  rooms,
  type CallCaller,
  type CallEndedBy,
  type CallStatus,
  type GuestIdentificationStatus,
  type IdentificationMethod,
} from '../db';

export type CallRow = typeof identificationCalls.$inferSelect;

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
/** A call created before this has rung its whole ring time. */
const ringEnd = sql`now() - make_interval(secs => ${identificationCalls.ringSeconds})`;

/** The tables of identification, every query bounded by the owner where a caller names ids. */
export const createIdentificationRepository = (db: Db) => ({
  async call(callId: number): Promise<CallRow | null> {
    const [row] = await db
      .select()
      .from(identificationCalls)
      .where(eq(identificationCalls.id, callId));
    return row ?? null;
  },

  /**
   * A new ringing call; the stay's live call, if any, is ended first in the same transaction
   * (the guest started again, e.g. after reloading). Two starts at once: the unique index
   * `identification_calls_live_idx` lets one insert through and fails the other.
   */
  async startCall(input: {
    ownerId: number;
    profileId: number;
    doorId: number | null;
    caller: CallCaller;
    guestSocket: string | null;
    ownerSocket: string | null;
    /** The most it may ring; the stay's apartment may set less. */
    maxRingSeconds: number;
  }): Promise<{ call: CallRow; superseded: CallRow[] }> {
    return db.transaction(async (tx) => {
      const superseded = await tx
        .update(identificationCalls)
        .set({
          status: sql`case when ${identificationCalls.status} = 'ringing' then 'cancelled' else 'ended' end`,
          endedAt: sql`now()`,
          endedBy: input.caller,
        })
        .where(
          and(
            eq(identificationCalls.checkinProfileId, input.profileId),
            inArray(identificationCalls.status, ['ringing', 'answered']),
          ),
        )
        .returning();
      const [call] = await tx
        .insert(identificationCalls)
        .values({
          ownerId: input.ownerId,
          checkinProfileId: input.profileId,
          doorId: input.doorId,
          ringSeconds: sql`least(${input.maxRingSeconds}, (select ${apartments.identificationRingSeconds} from ${checkinProfiles} join ${apartments} on ${apartments.id} = ${checkinProfiles.apartmentId} where ${checkinProfiles.id} = ${input.profileId}))`,
          caller: input.caller,
          guestSocket: input.guestSocket,
          ownerSocket: input.ownerSocket,
        })
        .returning();
      return { call, superseded };
    });
  },

  /** ringing → answered, by the callee's socket; null when the call is no longer ringing. */
  async answer(callId: number, by: { guestSocket?: string; ownerSocket?: string }) {
    const [row] = await db
      .update(identificationCalls)
      .set({ status: 'answered', answeredAt: sql`now()`, ...by })
      .where(and(eq(identificationCalls.id, callId), eq(identificationCalls.status, 'ringing')))
      .returning();
    return row ?? null;
  },

  /** Moves the call from one of `from` to `to` (one atomic step); null when it was not in `from`. */
  async finish(callId: number, from: CallStatus[], to: CallStatus, endedBy: CallEndedBy) {
    const [row] = await db
      .update(identificationCalls)
      .set({ status: to, endedAt: sql`now()`, endedBy })
      .where(and(eq(identificationCalls.id, callId), inArray(identificationCalls.status, from)))
      .returning();
    return row ?? null;
  },

  /**
   * Calls ringing for their ring time become missed, answered ones older than `maxCallSeconds`
   * end: one UPDATE each, so whichever process runs it first decides, and only once.
   */
  async expire(maxCallSeconds: number, callId?: number) {
    const only = callId === undefined ? undefined : eq(identificationCalls.id, callId);
    const missed = await db
      .update(identificationCalls)
      .set({ status: 'missed', endedAt: sql`now()`, endedBy: 'timeout' })
      .where(
        and(
          only,
          eq(identificationCalls.status, 'ringing'),
          lte(identificationCalls.createdAt, ringEnd),
        ),
      )
      .returning();
    const ended = await db
      .update(identificationCalls)
      .set({ status: 'ended', endedAt: sql`now()`, endedBy: 'timeout' })
      .where(
        and(
          only,
          eq(identificationCalls.status, 'answered'),
          lte(identificationCalls.answeredAt, ago(maxCallSeconds)),
        ),
      )
      .returning();
    return [...missed, ...ended];
  },

  /** The live calls a closing socket takes part in, ended (ringing ones: cancelled or missed). */
  async endCallsOfSocket(socketId: string) {
    const guestSide = eq(identificationCalls.guestSocket, socketId);
    const ownerSide = eq(identificationCalls.ownerSocket, socketId);
    return db
      .update(identificationCalls)
      .set({
        status: sql`case when ${identificationCalls.status} = 'answered' then 'ended' else 'cancelled' end`,
        endedAt: sql`now()`,
        endedBy: sql`case when ${guestSide} then 'guest' else 'owner' end`,
      })
      .where(
        and(
          inArray(identificationCalls.status, ['ringing', 'answered']),
          sql`(${guestSide} or ${ownerSide})`,
        ),
      )
      .returning();
  },

  /** The guests' calls still ringing for this owner (inside their ring time), oldest first. */
  ringingFor(ownerId: number): Promise<CallRow[]> {
    return db
      .select()
      .from(identificationCalls)
      .where(
        and(
          eq(identificationCalls.ownerId, ownerId),
          eq(identificationCalls.status, 'ringing'),
          eq(identificationCalls.caller, 'guest'),
          gt(identificationCalls.createdAt, ringEnd),
        ),
      )
      .orderBy(asc(identificationCalls.createdAt), asc(identificationCalls.id));
  },

  /** The owner's calls, newest first, with the stay's name. */
  recentCalls(ownerId: number, limit: number) {
    return db
      .select({
        id: identificationCalls.id,
        checkin_profile: identificationCalls.checkinProfileId,
        door: identificationCalls.doorId,
        caller: identificationCalls.caller,
        status: identificationCalls.status,
        created_at: identificationCalls.createdAt,
        answered_at: identificationCalls.answeredAt,
        ended_at: identificationCalls.endedAt,
        ended_by: identificationCalls.endedBy,
        name: checkinProfiles.name,
        surname: checkinProfiles.surname,
        apartment_name: apartments.name,
        stay_identified_at: checkinProfiles.identifiedAt,
      })
      .from(identificationCalls)
      .innerJoin(checkinProfiles, eq(checkinProfiles.id, identificationCalls.checkinProfileId))
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .where(eq(identificationCalls.ownerId, ownerId))
      .orderBy(desc(identificationCalls.createdAt), desc(identificationCalls.id))
      .limit(limit);
  },

  /** The stay of this owner (null for another owner's or a missing one). */
  async stay(ownerId: number, profileId: number) {
    const [row] = await db
      .select({
        id: checkinProfiles.id,
        ownerId: checkinProfiles.ownerId,
        name: checkinProfiles.name,
        surname: checkinProfiles.surname,
        guestNumber: checkinProfiles.guestNumber,
        checkInDate: checkinProfiles.checkInDate,
        checkOutDate: checkinProfiles.checkOutDate,
        apartmentName: apartments.name,
        roomName: rooms.name,
        identifiedAt: checkinProfiles.identifiedAt,
        identifiedBy: checkinProfiles.identifiedBy,
        method: checkinProfiles.identificationMethod,
      })
      .from(checkinProfiles)
      .innerJoin(apartments, eq(apartments.id, checkinProfiles.apartmentId))
      .leftJoin(rooms, eq(rooms.id, checkinProfiles.roomId))
      .where(and(eq(checkinProfiles.id, profileId), eq(checkinProfiles.ownerId, ownerId)));
    return row ?? null;
  },

  guests(profileId: number) {
    return db
      .select({
        id: guestRegistrations.id,
        firstName: guestRegistrations.firstName,
        lastName: guestRegistrations.lastName,
        dateOfBirth: guestRegistrations.dateOfBirth,
        documentType: guestRegistrations.documentType,
        documentNumber: guestRegistrations.documentNumber,
        documentPhoto: guestRegistrations.documentPhoto,
        documentPhotoBack: guestRegistrations.documentPhotoBack,
        status: guestRegistrations.identificationStatus,
        identifiedAt: guestRegistrations.identifiedAt,
      })
      .from(guestRegistrations)
      .where(eq(guestRegistrations.checkinProfileId, profileId))
      .orderBy(asc(guestRegistrations.id));
  },

  async doorName(ownerId: number, doorId: number | null): Promise<string | null> {
    if (doorId === null) return null;
    const [row] = await db
      .select({ name: doors.name })
      .from(doors)
      .where(and(eq(doors.id, doorId), eq(doors.ownerId, ownerId)));
    return row?.name ?? null;
  },

  /**
   * Records the outcomes of these guests of the stay (the caller checked they are its guests;
   * the condition on the stay stays as a guard), then marks the stay identified when every registered guest is, or not
   * identified when one is not (a later mismatch). One transaction, audit rows included.
   */
  async recordOutcomes(input: {
    ownerId: number;
    profileId: number;
    callId: number | null;
    method: IdentificationMethod;
    outcomes: { registrationId: number; outcome: GuestIdentificationStatus }[];
  }) {
    return db.transaction(async (tx) => {
      for (const { registrationId, outcome } of input.outcomes) {
        await tx
          .update(guestRegistrations)
          .set({
            identificationStatus: outcome,
            identifiedAt: outcome === 'identified' ? sql`now()` : null,
          })
          .where(
            and(
              eq(guestRegistrations.id, registrationId),
              eq(guestRegistrations.checkinProfileId, input.profileId),
            ),
          );
        await tx.insert(identificationEvents).values({
          ownerId: input.ownerId,
          checkinProfileId: input.profileId,
          callId: input.callId,
          guestRegistrationId: registrationId,
          event: outcome,
          method: input.method,
        });
      }
      const [{ total, identified }] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          identified: sql<number>`count(*) filter (where ${guestRegistrations.identificationStatus} = 'identified')::int`,
        })
        .from(guestRegistrations)
        .where(eq(guestRegistrations.checkinProfileId, input.profileId));
      const complete = Number(total) > 0 && Number(identified) === Number(total);
      const where = and(
        eq(checkinProfiles.id, input.profileId),
        eq(checkinProfiles.ownerId, input.ownerId),
      );
      if (!complete) {
        await tx
          .update(checkinProfiles)
          .set({ identifiedAt: null, identifiedBy: null, identificationMethod: null })
          .where(where);
        return { identifiedNow: false };
      }
      const marked = await tx
        .update(checkinProfiles)
        .set({
          identifiedAt: sql`now()`,
          identifiedBy: input.ownerId,
          identificationMethod: input.method,
        })
        .where(and(where, isNull(checkinProfiles.identifiedAt)))
        .returning({ id: checkinProfiles.id });
      if (marked.length > 0) {
        await tx.insert(identificationEvents).values({
          ownerId: input.ownerId,
          checkinProfileId: input.profileId,
          callId: input.callId,
          event: 'stay_identified',
          method: input.method,
        });
      }
      return { identifiedNow: marked.length > 0 };
    });
  },

  /** False once the token was deleted (the tab's user signed out). */
  async tokenExists(tokenId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.id, tokenId));
    return Boolean(row);
  },

  events(profileId: number) {
    return db
      .select()
      .from(identificationEvents)
      .where(eq(identificationEvents.checkinProfileId, profileId))
      .orderBy(asc(identificationEvents.id));
  },
});

export type IdentificationRepository = ReturnType<typeof createIdentificationRepository>;
