import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DoorStatusItem } from '@soglia/api-client';
import {
  MAX_IDS_PER_STATE_CALL,
  SHELLY_SPACING_MS,
  type DeviceState,
  type ShellyClient,
} from '../shelly';
import type { DoorAccessSettings } from './door-access.config';
import type { DoorAccessRepository } from './door-access.repository';

type Row = Awaited<ReturnType<DoorAccessRepository['ownerShellyDoors']>>[number];

/** A state read this long ago still answers while the account is busy opening doors. */
const KEPT_MS = 2 * 60_000;
const MAX_KEPT = 10_000;

const decryptOrNull = (app: FastifyInstance, token: string): string | null => {
  if (!token) return null;
  try {
    return app.cipher.decrypt(token);
  } catch {
    return null;
  }
};

/**
 * Status of an owner's shelly doors: batched state reads per Shelly account (server URI + auth
 * key, up to 10 devices a call), accounts in parallel. A read is background work on the
 * account's queue: it only takes a free turn, so door openings never wait behind it, and it
 * waits for those at most `statusMaxWaitMs` beyond the turns of its own calls. A door the read could not reach then answers the state this process
 * last read for it (up to two minutes old), else `{isok: false, connected: false}`, as does a
 * door whose account is missing or whose read fails.
 */
export const createDoorsStatus = (
  app: FastifyInstance,
  repo: DoorAccessRepository,
  shelly: ShellyClient,
  settings: DoorAccessSettings,
) => {
  // Keyed by a hash of the account and device: the same device id under another owner's key
  // never reads this owner's state.
  const kept = new Map<string, { online: boolean; at: number }>();
  const keyOf = (serverUri: string, authKey: string, deviceId: string) =>
    crypto.createHash('sha256').update(`${serverUri}\0${authKey}\0${deviceId}`).digest('hex');
  const keep = (key: string, state: DeviceState | undefined, now: number) => {
    if (!state) return kept.delete(key);
    if (kept.size >= MAX_KEPT) {
      for (const [k, v] of kept) if (now - v.at > KEPT_MS) kept.delete(k);
      if (kept.size >= MAX_KEPT) kept.clear();
    }
    kept.set(key, { online: state.online, at: now });
  };

  return async (ownerId: number): Promise<DoorStatusItem[]> => {
    const rows = await repo.ownerShellyDoors(ownerId);
    const groups = new Map<string, { serverUri: string; authKey: string; rows: Row[] }>();
    const statusOf = new Map<number, DoorStatusItem['status']>();

    for (const row of rows) {
      const authKey = decryptOrNull(app, row.authKeyEncrypted);
      if (!row.serverUri || !authKey || !row.idDevice) {
        statusOf.set(row.doorId, { isok: false, connected: false });
        continue;
      }
      const key = `${row.serverUri}|${authKey}`;
      const group = groups.get(key) ?? { serverUri: row.serverUri, authKey, rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }

    const readGroup = async (group: { serverUri: string; authKey: string; rows: Row[] }) => {
      const ids = [...new Set(group.rows.map((r) => r.idDevice))];
      const states = new Map<string, DeviceState | undefined>();
      // A turn for each call the read needs, and statusMaxWaitMs more while doors are opened.
      const calls = Math.ceil(ids.length / MAX_IDS_PER_STATE_CALL);
      const until =
        Date.now() + settings.shellyQueue.statusMaxWaitMs + (calls - 1) * SHELLY_SPACING_MS;
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_STATE_CALL) {
        const chunk = ids.slice(i, i + MAX_IDS_PER_STATE_CALL);
        const result = await shelly.devicesStatus(group, chunk, {
          background: true,
          maxWaitMs: Math.max(0, until - Date.now()),
        });
        const now = Date.now();
        if (result.ok) {
          for (const id of chunk) {
            states.set(id, result.value.get(id));
            keep(keyOf(group.serverUri, group.authKey, id), result.value.get(id), now);
          }
          continue;
        }
        if (result.kind !== 'queue_full') {
          app.log.warn({ kind: result.kind }, `Shelly status read failed: ${result.message}`);
          break;
        }
        for (const id of chunk) {
          const last = kept.get(keyOf(group.serverUri, group.authKey, id));
          if (last && now - last.at <= KEPT_MS)
            states.set(id, { id, online: last.online, status: null });
        }
      }
      for (const row of group.rows) {
        const state = states.get(row.idDevice);
        statusOf.set(row.doorId, { isok: Boolean(state), connected: Boolean(state?.online) });
      }
    };
    await Promise.all([...groups.values()].map(readGroup));

    return rows.map((row) => ({
      door_id: row.doorId,
      door_name: row.doorName,
      apartment_name: row.apartmentName,
      status: statusOf.get(row.doorId) ?? { isok: false, connected: false },
    }));
  };
};
