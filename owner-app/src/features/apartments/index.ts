import { lazyPart } from '../../shared/LazyScreen';
import type { ApartmentFormModalProps } from './ApartmentFormModal';
export { ApartmentDetails } from './ApartmentDetails';
export type { ApartmentDetailsProps } from './ApartmentDetails';
/** Downloaded when first opened, with react-hook-form: not part of the apartment list. */
export const ApartmentFormModal = lazyPart<ApartmentFormModalProps>(() =>
  import('./ApartmentFormModal').then((parts) => parts.ApartmentFormModal),
);
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
