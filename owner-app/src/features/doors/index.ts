export { ConnectionBanner } from './ConnectionBanner';
export { DoorFormModal } from './DoorFormModal';
export type { DoorFormModalProps } from './DoorFormModal';
export { DoorList } from './DoorList';
export type { DoorListProps } from './DoorList';
export { DoorStatusModal } from './DoorStatusModal';
export { deviceStatusMessages } from './messages';
export {
  doorCreated,
  doorDeleted,
  doorEdited,
  doorOpenAuditRequested,
  doorsRequested,
  doorsSlice,
  doorStatusesRequested,
  languageInstructionCreated,
  languageInstructionDeleted,
  languageInstructionEdited,
  languageInstructionsRequested,
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
