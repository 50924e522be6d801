export {
  billingCreated,
  billingDeleted,
  billingEdited,
  guestCreated,
  guestDeleted,
  guestEdited,
  sameRange,
  selectAllStays,
  selectGuestSequence,
  selectStayById,
  selectStayIds,
  selectStaysRange,
  selectStaysRequest,
  staysListKey,
  staysRequested,
  staysSlice,
} from './staysSlice';
export type { GuestPlace, StaysState } from './staysSlice';
export { DocumentComparison } from './DocumentComparison';
export { StayDetail } from './StayDetail';
export { StayList } from './StayList';
export { StaysLoading } from './StaysLoading';
export { StaySearchForm } from './StaySearchForm';
export { formatDate, todayIso } from './format';
export { documentMessages, stayMessages, staysMessages } from './messages';
export { useStaysOfRange } from './useStaysOfRange';
