export * from './common';
export type * from './error-codes';
export * from './contract';
export type { CallOptions, UploadOptions, UploadProgress } from './request';
export { http, setUnauthorizedHandler } from './http';
export {
  clearToken,
  deleteCookie,
  getStoredToken,
  readCookie,
  storeToken,
  writeCookie,
} from './auth-token';
export {
  isAxiosError,
  isNoResponse,
  readDetail,
  readErrorCode,
  readFieldErrorCodes,
  readFieldErrors,
  readRetryAfter,
} from './errors';
export * from './resources/auth';
export * from './resources/apartments';
export * from './resources/rooms';
export * from './resources/doors';
export * from './resources/languageInstructions';
export * from './resources/infos';
export * from './resources/checkins';
export * from './resources/stays';
export * from './resources/guests';
export * from './resources/billing';
export * from './resources/guest';
export * from './resources/audit';
export * from './resources/places';
export * from './resources/alloggiati';
export * from './resources/health';
