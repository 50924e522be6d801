export { ApartmentDetails } from './ApartmentDetails';
export type { ApartmentDetailsProps } from './ApartmentDetails';
export { ApartmentFormModal } from './ApartmentFormModal';
export type { ApartmentFormModalProps } from './ApartmentFormModal';
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
