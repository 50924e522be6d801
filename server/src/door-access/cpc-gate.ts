import type { FastifyInstance } from 'fastify';
import type { MissingRequirement } from '@soglia/api-client';
import { detailError, ERROR_CODES, HttpError, notFound } from '../http';
import { safeEqual } from '../security';
import type { DoorAccessSettings } from './door-access.config';
import type { DoorAccessRepository, DoorOpenOutcome } from './door-access.repository';
import { stayWindowState } from './guest-room';
import { CPC_MESSAGES } from './messages';

export interface CpcAttempt {
  profileId: number;
  doorId: number;
  cpc: string;
  ip: string;
}

type Stay = NonNullable<Awaited<ReturnType<DoorAccessRepository['guestStay']>>>;
type Door = NonNullable<Awaited<ReturnType<DoorAccessRepository['doorForGuest']>>>['door'];

/** A refusal: what the audit log records, what the guest gets, and whether it counts as a guess. */
export interface CpcRefusal {
  outcome: DoorOpenOutcome;
  detail: string;
  error: HttpError;
  counted?: boolean;
}

export interface CpcPassed {
  stay: Stay;
  door: Door;
  /** Writes one row of the door-open audit log for this attempt. */
  record: (outcome: DoorOpenOutcome, detail: string) => Promise<unknown>;
  /** Records a refusal after the CPC was accepted (nothing is given back), then throws it. */
  refuse: (refusal: CpcRefusal) => Promise<never>;
}

/**
 * The checks every use of a door's CPC goes through (opening a door, starting an identification
 * call): a door of the guest's own room, the caller's own `rules` (access type, check-in, …), inside
 * the stay, the right CPC. Each refusal goes to the door-open audit log. Wrong CPCs count towards a
 * lockout per stay and, far higher, per (door, address) (app.throttle: shared by every process).
 */
export const createCpcGate = (
  app: FastifyInstance,
  repo: DoorAccessRepository,
  settings: DoorAccessSettings,
  options: { auditPrefix?: string } = {},
) => {
  const { guestLimit, doorLimit, windowMinutes } = settings.cpcThrottle;
  const windowSeconds = windowMinutes * 60;
  const prefix = options.auditPrefix ?? '';

  return async (
    { profileId, doorId, cpc, ip }: CpcAttempt,
    rules: (stay: Stay, door: Door) => CpcRefusal | null,
  ): Promise<CpcPassed> => {
    const stay = await repo.guestStay(profileId);
    if (!stay) throw notFound();
    const found = await repo.doorForGuest(stay.ownerId, doorId, stay.roomId);
    const record = (outcome: DoorOpenOutcome, detail: string) =>
      repo.recordAttempt(
        {
          ownerId: stay.ownerId,
          checkinProfileId: profileId,
          guestUsername: stay.username,
          ip,
          outcome,
          detail: prefix + detail,
          doorId: found?.door.id ?? null,
          doorName: found?.door.name ?? '',
        },
        settings.auditRowsPerGuest,
      );

    // Counted before the CPC is compared (one atomic step each), so parallel guesses cannot
    // exceed the limit; given back below when the attempt was not a guess. One stay's wrong CPCs
    // lock that stay; the (door, address) limit is far higher (a shared Wi-Fi of real guests
    // never reaches it) and only stops many accounts guessing together. An attempt refused
    // because of a lockout is given back too: hammering a locked door neither counts towards
    // nor extends anything. Only a door the guest may use is counted, so another tenant's
    // lockout never shows through.
    const keys = [`cpc:guest:${profileId}`];
    if (found?.inRoom) keys.push(`cpc:door:${doorId}:address:${ip}`);
    const limits = [guestLimit, doorLimit];
    const states = await Promise.all(keys.map((key) => app.throttle.hit(key, windowSeconds)));
    const refuse = async ({ outcome, detail, error, counted = false }: CpcRefusal) => {
      if (!counted) await Promise.all(keys.map((key) => app.throttle.release(key)));
      await record(outcome, detail);
      throw error;
    };

    const blocked = states.filter((state, i) => state.count > limits[i]);
    if (blocked.length > 0) {
      const wait = Math.max(1, ...blocked.map((s) => s.resetInSeconds));
      return refuse({
        outcome: 'locked_out',
        detail: `locked out for ${wait} s`,
        error: detailError('cpc_locked_out', CPC_MESSAGES.lockedOut(Math.ceil(wait / 60)), {
          'retry-after': String(wait),
        }),
      });
    }
    if (!found || !found.inRoom) {
      return refuse({
        outcome: 'not_allowed',
        detail: found ? "door not in the guest's room" : `unknown door_id ${doorId}`,
        error: notFound(),
        counted: true,
      });
    }
    const { door } = found;
    const refused = rules(stay, door);
    if (refused) return refuse(refused);
    if (stayWindowState(stay, settings.now()) !== 'open') {
      return refuse({
        outcome: 'outside_window',
        detail: 'outside the stay window',
        error: detailError('outside_stay', CPC_MESSAGES.outsideWindow),
      });
    }
    if (!door.checkPositionCode || !safeEqual(cpc, door.checkPositionCode)) {
      return refuse({
        outcome: 'wrong_cpc',
        detail: 'wrong CPC',
        error: detailError('wrong_cpc', CPC_MESSAGES.wrongCpc),
        counted: true,
      });
    }
    await Promise.all([app.throttle.reset(keys[0]), app.throttle.release(keys[1])]);
    return { stay, door, record, refuse: (refusal) => refuse({ ...refusal, counted: true }) };
  };
};

/** A refusal while online check-in still misses something (doors appear once it is complete). */
export const checkinIncomplete = (missing: MissingRequirement[]): CpcRefusal => ({
  outcome: 'not_allowed',
  detail: `online check-in incomplete: ${missing.map((m) => `${m.code} x${m.count}`).join(', ')}`,
  error: new HttpError(ERROR_CODES.checkin_incomplete, {
    detail: CPC_MESSAGES.checkinIncomplete,
    code: 'checkin_incomplete',
    missing_requirements: missing,
  }),
});
