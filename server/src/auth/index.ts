export {
  guestOf,
  ownerOf,
  registerAuthentication,
  requireAuth,
  requireGuest,
  requireOwner,
} from './auth.context';
export { createAuthRepository } from './auth.repository';
export { authRoutes } from './auth.routes';
export type { loginBody, loginResponse, userInformationResponse } from './auth.schema';
export { createTokenCache } from './token-cache';
export type { TokenCache } from './token-cache';
