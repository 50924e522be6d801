export { createCallCpcCheck } from './call-cpc';
export type { CallAttempt } from './call-cpc';
export { doorAccessSettings } from './door-access.config';
export type { DoorAccessSettings } from './door-access.config';
export { doorAccessRoutes } from './door-access.routes';
export type {
  auditResponse,
  checkCpcBody,
  checkCpcResponse,
  doorsStatusResponse,
  guestRoomResponse,
} from './door-access.schema';
