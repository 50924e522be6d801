export * from './types';
export * from './types-door-access';
export { http, setUnauthorizedHandler } from './http';
export {
  clearToken,
  deleteCookie,
  getStoredToken,
  readCookie,
  storeToken,
  writeCookie,
} from './auth-token';
export { isAxiosError, isNoResponse, readDetail, readFieldErrors } from './errors';
export { getApartments, getGuestProfiles, getUserInformation, login, logout } from './calls';
