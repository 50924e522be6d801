import type { FastifyInstance } from 'fastify';
import type { CheckCpcResponse } from '@soglia/api-client';
import type { HttpError } from '../http/errors';
import { detailError, notFound } from '../http/errors';
import { safeEqual } from '../security/crypto';
import type { ShellyClient, ShellyErrorKind } from '../shelly/client';
import type { DoorAccessSettings } from './door-access.config';
import type { DoorAccessRepository, DoorOpenOutcome } from './door-access.repository';
import { stayWindowState } from './guest-room';
import { CPC_MESSAGES } from './messages';

const DEVICE_ERRORS: Record<ShellyErrorKind, { status: number; detail: string }> = {
  offline: { status: 503, detail: CPC_MESSAGES.offline },
  rate_limited: { status: 503, detail: CPC_MESSAGES.busy },
  timeout: { status: 504, detail: CPC_MESSAGES.timeout },
  unreachable: { status: 502, detail: CPC_MESSAGES.badAnswer },
  auth_error: { status: 502, detail: CPC_MESSAGES.authError },
  bad_answer: { status: 502, detail: CPC_MESSAGES.badAnswer },
  device_error: { status: 502, detail: CPC_MESSAGES.badAnswer },
};

interface Attempt {
  profileId: number;
  doorId: number;
  cpc: string;
  ip: string;
}

/**
 * Opens a shelly door of the guest's own room, inside the stay window, with the right CPC.
 * Every attempt is written to the door-open audit log; wrong CPCs count towards a lockout
 * per guest and per door (app.throttle: shared by every process).
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
    const guestKey = `cpc:guest:${profileId}`;
    const doorKey = `cpc:door:${doorId}`;
    let audited: { doorId: number | null; doorName: string } = { doorId: null, doorName: '' };

    const record = (outcome: DoorOpenOutcome, detail: string) =>
      repo.recordAttempt({
        ownerId: stay.ownerId,
        checkinProfileId: profileId,
        guestUsername: stay.username,
        ip,
        outcome,
        detail,
        ...audited,
      });
    const refuse = async (
      outcome: DoorOpenOutcome,
      detail: string,
      error: HttpError,
    ): Promise<never> => {
      await record(outcome, detail);
      throw error;
    };

    const [guestState, doorState] = await Promise.all([
      app.throttle.peek(guestKey, windowSeconds),
      app.throttle.peek(doorKey, windowSeconds),
    ]);
    const found = await repo.doorForGuest(stay.ownerId, doorId, stay.roomId);
    if (found) audited = { doorId: found.door.id, doorName: found.door.name };

    const blocked = [
      guestState.count >= guestLimit ? guestState : null,
      // Only a door the guest may use: another tenant's lockout must not show through.
      found?.inRoom && doorState.count >= doorLimit ? doorState : null,
    ].filter((s) => s !== null);
    if (blocked.length > 0) {
      const wait = Math.max(1, ...blocked.map((s) => s.resetInSeconds));
      const minutes = Math.ceil(wait / 60);
      return refuse(
        'locked_out',
        `locked out for ${wait} s`,
        detailError(429, CPC_MESSAGES.lockedOut(minutes), { 'retry-after': String(wait) }),
      );
    }

    if (!found || !found.inRoom) {
      await app.throttle.hit(guestKey, windowSeconds);
      return refuse(
        'not_allowed',
        found ? "door not in the guest's room" : `unknown door_id ${doorId}`,
        notFound(),
      );
    }
    const { door } = found;
    if (door.accessType !== 'shelly') {
      return refuse(
        'not_allowed',
        `access type ${door.accessType}`,
        detailError(403, CPC_MESSAGES.notRemote),
      );
    }
    if (stayWindowState(stay, settings.now()) !== 'open') {
      return refuse(
        'outside_window',
        'outside the stay window',
        detailError(403, CPC_MESSAGES.outsideWindow),
      );
    }
    if (!door.checkPositionCode || !safeEqual(cpc, door.checkPositionCode)) {
      await Promise.all([
        app.throttle.hit(guestKey, windowSeconds),
        app.throttle.hit(doorKey, windowSeconds),
      ]);
      return refuse('wrong_cpc', 'wrong CPC', detailError(400, CPC_MESSAGES.wrongCpc));
    }
    if (!stay.shelly || !stay.serverUri || !stay.authKeyEncrypted || !door.idDevice) {
      return refuse(
        'device_error',
        'remote lock not configured',
        detailError(503, CPC_MESSAGES.notConfigured),
      );
    }

    const result = await shelly.pulse(
      { serverUri: stay.serverUri, authKey: app.cipher.decrypt(stay.authKeyEncrypted) },
      { deviceId: door.idDevice, channel: door.channelDevice, seconds: settings.pulseSeconds },
    );
    if (!result.ok) {
      const { status, detail } = DEVICE_ERRORS[result.kind];
      const headers: Record<string, string> =
        result.kind === 'rate_limited' ? { 'retry-after': '2' } : {};
      return refuse('device_error', result.text, detailError(status, detail, headers));
    }
    await app.throttle.reset(guestKey);
    await record('opened', result.text);
    return { detail: CPC_MESSAGES.opened, door_id: door.id, open_seconds: settings.pulseSeconds };
  };
};
