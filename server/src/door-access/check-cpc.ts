import type { FastifyInstance } from 'fastify';
import type { CheckCpcResponse, ErrorCode } from '@soglia/api-client';
import { detailError, HttpError, notFound } from '../http/errors';
import { ERROR_CODES } from '../http/error-codes';
import { safeEqual } from '../security/crypto';
import type { ShellyClient, ShellyErrorKind } from '../shelly/client';
import type { DoorAccessSettings } from './door-access.config';
import type { DoorAccessRepository, DoorOpenOutcome } from './door-access.repository';
import { missingRequirements, stayWindowState } from './guest-room';
import { CPC_MESSAGES } from './messages';

const DEVICE_ERRORS: Record<ShellyErrorKind, { code: ErrorCode; detail: string }> = {
  offline: { code: 'door_offline', detail: CPC_MESSAGES.offline },
  rate_limited: { code: 'door_busy', detail: CPC_MESSAGES.busy },
  timeout: { code: 'door_timeout', detail: CPC_MESSAGES.timeout },
  unreachable: { code: 'door_service_error', detail: CPC_MESSAGES.badAnswer },
  auth_error: { code: 'door_service_refused', detail: CPC_MESSAGES.authError },
  bad_answer: { code: 'door_service_error', detail: CPC_MESSAGES.badAnswer },
  device_error: { code: 'door_service_error', detail: CPC_MESSAGES.badAnswer },
  not_allowed: { code: 'door_not_configured', detail: CPC_MESSAGES.notConfigured },
};

const OPENING_GUARD_SECONDS = 60;

interface Attempt {
  profileId: number;
  doorId: number;
  cpc: string;
  ip: string;
}

/**
 * Opens a shelly door of the guest's own room, inside the stay window, with the right CPC.
 * Every attempt is written to the door-open audit log; wrong CPCs count towards a lockout
 * per stay and, far higher, per (door, address) (app.throttle: shared by every process).
 */
export const createCpcChecker = (
  app: FastifyInstance,
  repo: DoorAccessRepository,
  shelly: ShellyClient,
  settings: DoorAccessSettings,
) => {
  const { guestLimit, doorLimit, windowMinutes } = settings.cpcThrottle;
  const windowSeconds = windowMinutes * 60;

  return async ({ profileId, doorId, cpc, ip }: Attempt): Promise<CheckCpcResponse> => {
    const stay = await repo.guestStay(profileId);
    if (!stay) throw notFound();
    let audited: { doorId: number | null; doorName: string } = { doorId: null, doorName: '' };

    const record = (outcome: DoorOpenOutcome, detail: string) =>
      repo.recordAttempt(
        {
          ownerId: stay.ownerId,
          checkinProfileId: profileId,
          guestUsername: stay.username,
          ip,
          outcome,
          detail,
          ...audited,
        },
        settings.auditRowsPerGuest,
      );

    const found = await repo.doorForGuest(stay.ownerId, doorId, stay.roomId);
    if (found) audited = { doorId: found.door.id, doorName: found.door.name };

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
    const release = () => Promise.all(keys.map((key) => app.throttle.release(key)));
    const refuse = async (
      outcome: DoorOpenOutcome,
      detail: string,
      error: HttpError,
      counted = false,
    ): Promise<never> => {
      if (!counted) await release();
      await record(outcome, detail);
      throw error;
    };

    const blocked = states.filter((state, i) => state.count > limits[i]);
    if (blocked.length > 0) {
      const wait = Math.max(1, ...blocked.map((s) => s.resetInSeconds));
      const minutes = Math.ceil(wait / 60);
      return refuse(
        'locked_out',
        `locked out for ${wait} s`,
        detailError('cpc_locked_out', CPC_MESSAGES.lockedOut(minutes), {
          'retry-after': String(wait),
        }),
      );
    }

    if (!found || !found.inRoom) {
      return refuse(
        'not_allowed',
        found ? "door not in the guest's room" : `unknown door_id ${doorId}`,
        notFound(),
        true,
      );
    }
    const { door } = found;
    // The guest app never asks to open a door that is not remote: such tries count like a wrong
    // CPC, so they cannot be sent without limit.
    if (door.accessType !== 'shelly') {
      return refuse(
        'not_allowed',
        `access type ${door.accessType}`,
        detailError('door_not_remote', CPC_MESSAGES.notRemote),
        true,
      );
    }
    // The same rule as guest-room: doors appear, and open, once online check-in is complete.
    const missing = missingRequirements(stay);
    if (missing.length > 0) {
      return refuse(
        'not_allowed',
        `online check-in incomplete: ${missing.map((m) => `${m.code} x${m.count}`).join(', ')}`,
        new HttpError(ERROR_CODES.checkin_incomplete, {
          detail: CPC_MESSAGES.checkinIncomplete,
          code: 'checkin_incomplete',
          missing_requirements: missing,
        }),
      );
    }
    if (stayWindowState(stay, settings.now()) !== 'open') {
      return refuse(
        'outside_window',
        'outside the stay window',
        detailError('outside_stay', CPC_MESSAGES.outsideWindow),
      );
    }
    if (!door.checkPositionCode || !safeEqual(cpc, door.checkPositionCode)) {
      return refuse(
        'wrong_cpc',
        'wrong CPC',
        detailError('wrong_cpc', CPC_MESSAGES.wrongCpc),
        true,
      );
    }
    await Promise.all([app.throttle.reset(keys[0]), app.throttle.release(keys[1])]);
    if (!stay.shelly || !stay.serverUri || !stay.authKeyEncrypted || !door.idDevice) {
      return refuse(
        'device_error',
        'remote lock not configured',
        detailError('door_not_configured', CPC_MESSAGES.notConfigured),
        true,
      );
    }

    let authKey: string;
    try {
      authKey = app.cipher.decrypt(stay.authKeyEncrypted);
    } catch {
      return refuse(
        'device_error',
        'the stored auth key cannot be decrypted',
        detailError('door_not_configured', CPC_MESSAGES.notConfigured),
        true,
      );
    }
    // One opening per stay and door at a time, in every process, and none while the door is
    // still open from the last one: a burst of requests cannot fill the account's queue and make
    // other stays wait behind it. The in-flight key's window only frees it should a process die
    // mid-opening.
    const openingKey = `cpc:opening:${profileId}:${door.id}`;
    const openKey = `cpc:open:${profileId}:${door.id}`;
    const stillOpen = (await app.throttle.peek(openKey, settings.pulseSeconds)).count > 0;
    const inFlight =
      !stillOpen && (await app.throttle.hit(openingKey, OPENING_GUARD_SECONDS)).count > 1;
    if (inFlight) await app.throttle.release(openingKey);
    if (stillOpen || inFlight) {
      return refuse(
        'not_allowed',
        'an opening of this door is already in progress',
        detailError('opening_in_progress', CPC_MESSAGES.alreadyOpening, { 'retry-after': '2' }),
        true,
      );
    }
    const result = await shelly
      .pulse(
        { serverUri: stay.serverUri, authKey },
        { deviceId: door.idDevice, channel: door.channelDevice, seconds: settings.pulseSeconds },
      )
      .finally(() => app.throttle.reset(openingKey));
    if (result.ok) await app.throttle.hit(openKey, settings.pulseSeconds);
    if (!result.ok) {
      const { code, detail } = DEVICE_ERRORS[result.kind];
      const headers: Record<string, string> =
        result.kind === 'rate_limited' ? { 'retry-after': '2' } : {};
      return refuse('device_error', result.text, detailError(code, detail, headers), true);
    }
    await record('opened', result.text);
    return { detail: CPC_MESSAGES.opened, door_id: door.id, open_seconds: settings.pulseSeconds };
  };
};
