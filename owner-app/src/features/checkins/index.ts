export { CheckinsView } from './CheckinsView';
export type { CheckinPlaces } from './places';
export {
  checkinCreated,
  checkinDeleted,
  checkinEdited,
  checkinsRequested,
  checkinsSlice,
  selectCheckinById,
  selectCheckinsQuery,
  selectCheckinsRequest,
  selectIsSearch,
  selectSearchCapped,
  selectShownCheckins,
} from './checkinsSlice';
export type { CheckinsState } from './checkinsSlice';
