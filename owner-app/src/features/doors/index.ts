import { lazyPart } from '../../shared/LazyScreen';
import type { DoorFormModalProps } from './DoorFormModal';
export { ConnectionBanner } from './ConnectionBanner';
/** Downloaded when first opened, with react-hook-form. */
export const DoorFormModal = lazyPart<DoorFormModalProps>(() =>
  import('./DoorFormModal').then((parts) => parts.DoorFormModal),
);
export type { DoorFormModalProps } from './DoorFormModal';
export { DoorList } from './DoorList';
export type { DoorListProps } from './DoorList';
/** Downloaded when first opened. */
export const DoorStatusModal = lazyPart<{ onClose: () => void }>(() =>
  import('./DoorStatusModal').then((parts) => parts.DoorStatusModal),
);
export { deviceStatusMessages } from './messages';
export {
  doorCreated,
  doorDeleted,
  doorEdited,
  doorOpenAuditRequested,
  doorsRequested,
  doorsSlice,
  doorStatusesRequested,
  doorTranslationCreated,
  doorTranslationDeleted,
  doorTranslationEdited,
  doorTranslationsRequested,
  selectAllDoors,
  selectDoorById,
  selectDoorOpenAudit,
  selectDoorsOfApartment,
  selectDoorsRequest,
  selectDoorStatuses,
  selectFailingDoors,
  selectHasConnectionIssues,
  selectStatusChecks,
} from './doorsSlice';
export type { DoorsState } from './doorsSlice';
