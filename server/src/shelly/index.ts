export { createShellyClient, MAX_IDS_PER_STATE_CALL } from './client';
export type { DeviceState, ShellyClient, ShellyErrorKind } from './client';
export { createRateGate, SHELLY_GAP_MS, SHELLY_SPACING_MS } from './rate-gate';
export type { GateOptions, RateGate } from './rate-gate';
export { createDbSlotStore } from './rate-slots.db';
export { SERVER_URI_NOT_ALLOWED, checkServerUri, isAllowedServerUri } from './server-uri';
