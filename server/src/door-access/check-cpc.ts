import type { FastifyInstance } from 'fastify';
import type { CheckCpcResponse, ErrorCode } from '@soglia/api-client';
import { detailError, HttpError, ERROR_CODES } from '../http';
import type { ShellyClient, ShellyErrorKind } from '../shelly';
import type { DoorAccessSettings } from './door-access.config';
import type { DoorAccessRepository } from './door-access.repository';
import { checkinIncomplete, createCpcGate, type CpcAttempt } from './cpc-gate';
import { identificationMissing, missingRequirements } from './guest-room';
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
  queue_full: { code: 'door_busy', detail: CPC_MESSAGES.queueFull },
};

/**
 * When a refused opening may come back: once the queue ahead of it has shrunk to what an opening
 * may wait for (at least 2 s).
 */
const retryAfterSeconds = (queueMs: number, maxWaitMs: number) =>
  Math.max(2, Math.ceil((queueMs - maxWaitMs) / 1000) + 1);

const OPENING_GUARD_SECONDS = 60;

/**
 * Opens a shelly door of the guest's own room, inside the stay window, with the right CPC
 * (the checks of `createCpcGate`), once check-in is complete and the host has identified the
 * stay where the apartment requires it. Every attempt is written to the door-open audit log.
 */
export const createCpcChecker = (
  app: FastifyInstance,
  repo: DoorAccessRepository,
  shelly: ShellyClient,
  settings: DoorAccessSettings,
) => {
  const gate = createCpcGate(app, repo, settings);

  return async (attempt: CpcAttempt): Promise<CheckCpcResponse> => {
    const { profileId } = attempt;
    const { stay, door, record, refuse } = await gate(attempt, (stay, door) => {
      // The guest app never asks to open a door that is not remote: such tries count like a
      // wrong CPC, so they cannot be sent without limit.
      if (door.accessType !== 'shelly') {
        return {
          outcome: 'not_allowed',
          detail: `access type ${door.accessType}`,
          error: detailError('door_not_remote', CPC_MESSAGES.notRemote),
          counted: true,
        };
      }
      // The same rule as guest-room: doors appear, and open, once online check-in is complete
      // and, where the apartment asks for it, the host has identified the stay.
      const checkin = missingRequirements(stay);
      const identification = identificationMissing(stay);
      if (checkin.length > 0) return checkinIncomplete([...checkin, ...identification]);
      if (identification.length > 0) {
        return {
          outcome: 'not_allowed',
          detail: 'the host has not identified the stay yet',
          error: new HttpError(ERROR_CODES.identification_required, {
            detail: CPC_MESSAGES.identificationRequired,
            code: 'identification_required',
            missing_requirements: identification,
          }),
        };
      }
      return null;
    });
    if (!stay.shelly || !stay.serverUri || !stay.authKeyEncrypted || !door.idDevice) {
      return refuse({
        outcome: 'device_error',
        detail: 'remote lock not configured',
        error: detailError('door_not_configured', CPC_MESSAGES.notConfigured),
      });
    }

    let authKey: string;
    try {
      authKey = app.cipher.decrypt(stay.authKeyEncrypted);
    } catch {
      return refuse({
        outcome: 'device_error',
        detail: 'the stored auth key cannot be decrypted',
        error: detailError('door_not_configured', CPC_MESSAGES.notConfigured),
      });
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
      return refuse({
        outcome: 'not_allowed',
        detail: 'an opening of this door is already in progress',
        error: detailError('opening_in_progress', CPC_MESSAGES.alreadyOpening, {
          'retry-after': '2',
        }),
      });
    }
    // Waits for the account's turn (one call a second, shared by every API process) for up to
    // openingMaxWaitMs; with a longer queue ahead it is refused at once.
    const { openingMaxWaitMs } = settings.shellyQueue;
    const result = await shelly
      .pulse(
        { serverUri: stay.serverUri, authKey },
        { deviceId: door.idDevice, channel: door.channelDevice, seconds: settings.pulseSeconds },
        { maxWaitMs: openingMaxWaitMs },
      )
      .catch(async (error: unknown) => {
        await app.throttle.reset(openingKey);
        throw error;
      });
    if (!result.ok) {
      await app.throttle.reset(openingKey);
      const { code, detail } = DEVICE_ERRORS[result.kind];
      const headers: Record<string, string> =
        result.kind === 'rate_limited'
          ? { 'retry-after': '2' }
          : result.kind === 'queue_full'
            ? { 'retry-after': String(retryAfterSeconds(result.queueMs ?? 0, openingMaxWaitMs)) }
            : {};
      return refuse({
        outcome: 'device_error',
        detail: result.text,
        error: detailError(code, detail, headers),
      });
    }
    // The door counts as open before the in-flight mark goes: no second opening slips between.
    try {
      await Promise.all([
        app.throttle.hit(openKey, settings.pulseSeconds),
        record('opened', result.text),
      ]);
    } finally {
      await app.throttle.reset(openingKey);
    }
    return {
      detail: CPC_MESSAGES.opened,
      door_id: door.id,
      open_seconds: settings.pulseSeconds,
      queued_ms: Math.round(result.queuedMs),
    };
  };
};
