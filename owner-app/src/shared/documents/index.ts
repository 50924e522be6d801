export { useGuestDocument } from './useGuestDocument';
export type { DocumentPhoto, GuestDocument } from './useGuestDocument';
