import type { FastifyInstance } from 'fastify';
import type { DoorStatusItem } from '@soglia/api-client';
import type { ShellyClient } from '../shelly/client';
import type { DoorAccessRepository } from './door-access.repository';

type Row = Awaited<ReturnType<DoorAccessRepository['ownerShellyDoors']>>[number];

const decryptOrNull = (app: FastifyInstance, token: string): string | null => {
  if (!token) return null;
  try {
    return app.cipher.decrypt(token);
  } catch {
    return null;
  }
};

/**
 * Status of the owner's shelly doors: one batched state read per Shelly account (server URI +
 * auth key, up to 10 devices a call), accounts in parallel. A door whose account is missing or
 * whose read fails is `{isok: false, connected: false}`.
 */
export const doorsStatus = async (
  app: FastifyInstance,
  repo: DoorAccessRepository,
  shelly: ShellyClient,
  ownerId: number,
): Promise<DoorStatusItem[]> => {
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

  await Promise.all(
    [...groups.values()].map(async (group) => {
      const result = await shelly.devicesStatus(
        group,
        group.rows.map((r) => r.idDevice),
      );
      if (!result.ok)
        app.log.warn({ kind: result.kind }, `Shelly status read failed: ${result.message}`);
      for (const row of group.rows) {
        const state = result.ok ? result.value.get(row.idDevice) : undefined;
        statusOf.set(row.doorId, { isok: Boolean(state), connected: Boolean(state?.online) });
      }
    }),
  );

  return rows.map((row) => ({
    door_id: row.doorId,
    door_name: row.doorName,
    apartment_name: row.apartmentName,
    status: statusOf.get(row.doorId) ?? { isok: false, connected: false },
  }));
};
