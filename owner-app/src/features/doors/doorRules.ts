import type { AccessType } from '@soglia/api-client';

/** Access types in the order the door form lists them, the default last (docs/api.md § Doors). */
export const ACCESS_TYPES: readonly AccessType[] = ['shelly', 'codice', 'solo istruzioni'];
export const DEFAULT_ACCESS_TYPE: AccessType = 'solo istruzioni';
export const DEFAULT_CHANNEL = 0;

export const NAME_MAX = 40;
export const ACCESS_CODE_MAX = 20;
export const DESCRIPTION_MAX = 200;
export const INSTRUCTIONS_MAX = 5000;

/** A device is OK when the cloud answers for it and it is online. */
export const isDeviceOk = (status: { isok: boolean; connected: boolean }) =>
  status.isok && status.connected;
