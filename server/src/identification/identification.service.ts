import type { FastifyInstance } from 'fastify';
import type { IdentificationSettings } from '../config';
import {
  type CallStatus,
  type GuestIdentificationStatus,
  type IdentificationMethod,
  isUniqueViolation,
} from '../db';
import { createCallCpcCheck, type CallAttempt, type DoorAccessSettings } from '../door-access';
import { detailError, fieldError, notFound } from '../http';
import type { Bus } from '../realtime';
import type { SignalPayload } from './identification.messages';
import { createIdentificationRepository, type CallRow } from './identification.repository';

/** Every move a call can make; the repository makes each one a conditional UPDATE. */
export const CALL_MOVES: Record<CallStatus, readonly CallStatus[]> = {
  ringing: ['answered', 'missed', 'cancelled'],
  answered: ['ended'],
  missed: [],
  ended: [],
  cancelled: [],
};
export const canMove = (from: CallStatus, to: CallStatus): boolean => CALL_MOVES[from].includes(to);

/** A signed-in tab: the guest of a stay or its owner, and the socket it speaks through. */
export type Party =
  | { kind: 'guest'; ownerId: number; profileId: number; socketId: string }
  | { kind: 'owner'; ownerId: number; socketId: string };

/**
 * Where the bus takes a message: every socket of the owner, every socket of the stay's guest,
 * or one socket. The socket layer of each process delivers to the sockets it holds.
 */
export interface Delivery {
  type: 'deliver';
  to: { owner?: number; profile?: number; socket?: string };
  msg: { type: string } & Record<string, unknown>;
}

export const MESSAGES = {
  callOver: 'This call is no longer going on.',
  callInProgress: 'Another identification call of this stay is starting. Please try again.',
  alreadyIdentified: 'The guests of this stay are already identified.',
  noGuests: 'Nessun ospite registrato da identificare.',
  notAGuest: 'Ospite non trovato in questo soggiorno.',
} as const;

const callOver = () => detailError('call_over', MESSAGES.callOver);

/**
 * Identification calls: who may do what, in which state, and what each party's tabs hear. The
 * database holds the truth (conditional updates decide races between tabs and processes); the
 * bus only tells the processes holding the sockets.
 */
export const createIdentificationService = (deps: {
  app: FastifyInstance;
  bus: Bus;
  settings: IdentificationSettings;
  doorAccess: DoorAccessSettings;
}) => {
  const { app, bus, settings } = deps;
  const repo = createIdentificationRepository(app.db);
  const checkCpc = createCallCpcCheck(app, deps.doorAccess);
  const timers = new Set<NodeJS.Timeout>();

  const deliver = (to: Delivery['to'], msg: Delivery['msg']) =>
    bus.publish({ type: 'deliver', to, msg } satisfies Delivery);
  const toBoth = (call: CallRow, msg: Delivery['msg']) =>
    deliver({ owner: call.ownerId, profile: call.checkinProfileId }, msg);

  /** What both sides hear when a call stops, however it stopped. */
  const announceEnd = (call: CallRow) =>
    toBoth(call, {
      type: call.status === 'missed' ? 'call.missed' : 'call.ended',
      call_id: call.id,
      status: call.status,
      ended_by: call.endedBy,
    });

  const expire = async (callId?: number) => {
    const rows = await repo.expire(settings.maxCallSeconds, callId);
    for (const row of rows) await announceEnd(row);
    return rows;
  };

  /** This process decides on time for the calls it started; the sweep covers the rest. */
  const watch = (call: CallRow) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        expire(call.id).catch((error: Error) => app.log.warn(`identification: ${error.message}`));
      },
      call.ringSeconds * 1000 + 50,
    );
    timer.unref();
    timers.add(timer);
  };

  const start = async (input: Omit<Parameters<typeof repo.startCall>[0], 'maxRingSeconds'>) => {
    try {
      const { call, superseded } = await repo.startCall({
        ...input,
        maxRingSeconds: settings.ringSeconds,
      });
      for (const old of superseded) await announceEnd(old);
      watch(call);
      return call;
    } catch (error) {
      if (isUniqueViolation(error)) throw detailError('call_in_progress', MESSAGES.callInProgress);
      throw error;
    }
  };

  /** The call, when `party` takes part in it (its owner, or the guest of its stay). */
  const callOf = async (party: Party, callId: number) => {
    const call = await repo.call(callId);
    const mine =
      call !== null &&
      call.ownerId === party.ownerId &&
      (party.kind === 'owner' || call.checkinProfileId === party.profileId);
    if (!mine) throw notFound();
    return call;
  };

  const stayOf = async (ownerId: number, profileId: number) => {
    const stay = await repo.stay(ownerId, profileId);
    if (!stay) throw notFound();
    if (stay.identifiedAt) throw detailError('already_identified', MESSAGES.alreadyIdentified);
    return stay;
  };

  const recordOutcomes = async (
    owner: { ownerId: number },
    profileId: number,
    callId: number | null,
    method: IdentificationMethod,
    outcomes: { registrationId: number; outcome: GuestIdentificationStatus }[],
  ) => {
    const guests = await repo.guests(profileId);
    if (guests.length === 0) throw detailError('no_guests_registered', MESSAGES.noGuests);
    const ids = new Set(guests.map((g) => g.id));
    const strange = outcomes.find((o) => !ids.has(o.registrationId));
    if (strange) throw fieldError('guests', 'does_not_exist', MESSAGES.notAGuest);
    const { identifiedNow } = await repo.recordOutcomes({
      ownerId: owner.ownerId,
      profileId,
      callId,
      method,
      outcomes,
    });
    const stay = await repo.stay(owner.ownerId, profileId);
    if (identifiedNow && stay) {
      await deliver(
        { owner: owner.ownerId, profile: profileId },
        {
          type: 'stay.identified',
          profile_id: profileId,
          identified_at: stay.identifiedAt?.toISOString() ?? null,
          method,
        },
      );
    }
    return stay;
  };

  return {
    repo,
    expire,

    /** The guest at the door rings the host (after the door's CPC). */
    async startCall(
      guest: Extract<Party, { kind: 'guest' }>,
      attempt: Omit<CallAttempt, 'profileId'>,
    ) {
      const { ownerId, door } = await checkCpc({ ...attempt, profileId: guest.profileId });
      await stayOf(ownerId, guest.profileId);
      const call = await start({
        ownerId,
        profileId: guest.profileId,
        doorId: door.id,
        caller: 'guest',
        guestSocket: guest.socketId,
        ownerSocket: null,
      });
      await deliver({ owner: ownerId }, { type: 'call.ringing', call_id: call.id });
      return call;
    },

    /** The host calls a stay's guest back (after a missed call): every open guest tab rings. */
    async callBack(owner: Extract<Party, { kind: 'owner' }>, profileId: number) {
      await stayOf(owner.ownerId, profileId);
      const call = await start({
        ownerId: owner.ownerId,
        profileId,
        doorId: null,
        caller: 'owner',
        guestSocket: null,
        ownerSocket: owner.socketId,
      });
      await deliver({ profile: profileId }, { type: 'call.incoming', call_id: call.id });
      return call;
    },

    /** The callee answers: the host for a guest's call, the guest for a call back. */
    async answer(party: Party, callId: number) {
      const call = await callOf(party, callId);
      if (call.caller === party.kind) throw notFound();
      if (!canMove(call.status, 'answered')) throw callOver();
      const answered = await repo.answer(
        callId,
        party.kind === 'owner' ? { ownerSocket: party.socketId } : { guestSocket: party.socketId },
      );
      if (!answered) throw callOver();
      await toBoth(answered, { type: 'call.answered', call_id: callId });
      return answered;
    },

    async end(party: Party, callId: number) {
      const call = await callOf(party, callId);
      const ended =
        (await repo.finish(callId, ['ringing'], 'cancelled', party.kind)) ??
        (await repo.finish(callId, ['answered'], 'ended', party.kind));
      if (!ended) throw callOver();
      await announceEnd(ended);
      return ended ?? call;
    },

    /** An offer, answer or ICE candidate, to the other tab of the call only. */
    async relay(party: Party, callId: number, signal: SignalPayload) {
      const call = await callOf(party, callId);
      if (call.status !== 'answered') throw callOver();
      const [mine, other] =
        party.kind === 'guest'
          ? [call.guestSocket, call.ownerSocket]
          : [call.ownerSocket, call.guestSocket];
      // Another tab of the same party is not in the call.
      if (mine !== party.socketId || !other) throw callOver();
      await deliver({ socket: other }, { type: 'signal', call_id: callId, ...signal });
    },

    /** The host's outcome for one guest seen in the call. */
    async confirmGuest(
      owner: Extract<Party, { kind: 'owner' }>,
      callId: number,
      registrationId: number,
      outcome: GuestIdentificationStatus,
    ) {
      const call = await callOf(owner, callId);
      if (call.status !== 'answered') throw callOver();
      await recordOutcomes(owner, call.checkinProfileId, callId, 'video_call', [
        { registrationId, outcome },
      ]);
      await deliver(
        { owner: owner.ownerId },
        { type: 'guest.confirmed', call_id: callId, registration_id: registrationId, outcome },
      );
      return call;
    },

    /** "Identificati di persona": the host saw these guests at the door. */
    async identifyInPerson(ownerId: number, profileId: number, registrationIds: number[]) {
      if (!(await repo.stay(ownerId, profileId))) throw notFound();
      return recordOutcomes(
        { ownerId },
        profileId,
        null,
        'in_person',
        [...new Set(registrationIds)].map((registrationId) => ({
          registrationId,
          outcome: 'identified' as const,
        })),
      );
    },

    /** A tab went away: its live calls end (a ringing one it placed is cancelled). */
    async socketClosed(socketId: string) {
      for (const call of await repo.endCallsOfSocket(socketId)) await announceEnd(call);
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};

export type IdentificationService = ReturnType<typeof createIdentificationService>;
