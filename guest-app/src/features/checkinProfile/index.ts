export { PROFILE_ERROR_ALERT, useGuestProfile } from './useGuestProfile';
export type { GuestProfileResult } from './useGuestProfile';
export { profileMessages } from './messages';
