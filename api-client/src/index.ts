export * from './common';
export type * from './error-codes';
export * from './contract';
export type { CallOptions, UploadOptions, UploadProgress } from './request';
export {
  cachedAnswersSince,
  http,
  receiveKeptReadMessage,
  setUnauthorizedHandler,
  subscribeCachedAnswers,
  subscribeUpdatedAnswers,
} from './http';
export {
  authorizationOf,
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
export * from './resources/doorTranslations';
export * from './resources/doorAccess';
export * from './resources/guidebook';
export * from './resources/guidebookTranslations';
export * from './resources/checkinProfiles';
export * from './resources/calendar';
export * from './resources/stays';
export * from './resources/identification';
export * from './resources/guests';
export * from './resources/billing';
export * from './resources/audit';
export * from './resources/places';
export * from './resources/alloggiati';
export * from './resources/health';
