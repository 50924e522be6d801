export { CheckinProfilesView } from './CheckinProfilesView';
export type { ApartmentRoomOptions } from './apartmentRoomOptions';
export {
  checkinProfileCreated,
  checkinProfileDeleted,
  checkinProfileEdited,
  checkinProfilesRequested,
  checkinProfilesSlice,
  selectAwaitingCheckinProfiles,
  selectCheckinProfileById,
  selectCheckinProfilesQuery,
  selectCheckinProfilesRequest,
  selectIsSearch,
  selectSearchCapped,
  selectShownCheckinProfiles,
} from './checkinProfilesSlice';
export type { CheckinProfilesState } from './checkinProfilesSlice';
