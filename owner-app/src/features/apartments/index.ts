export { ApartmentList } from './ApartmentList';
export {
  apartmentCreated,
  apartmentDeleted,
  apartmentEdited,
  apartmentsRequested,
  apartmentsSlice,
  selectAllApartments,
  selectApartmentById,
  selectApartmentsRequest,
  selectApartmentsTotal,
  selectUsesShelly,
} from './apartmentsSlice';
export type { ApartmentsState } from './apartmentsSlice';
export { apartmentsMessages } from './messages';
