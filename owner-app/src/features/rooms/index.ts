import { lazyPart } from '../../shared/LazyScreen';
import type { RoomFormModalProps } from './RoomFormModal';
/** Downloaded when first opened, with react-hook-form. */
export const RoomFormModal = lazyPart<RoomFormModalProps>(() =>
  import('./RoomFormModal').then((parts) => parts.RoomFormModal),
);
export type { RoomFormDoor, RoomFormModalProps } from './RoomFormModal';
export { RoomList } from './RoomList';
export type { RoomListProps } from './RoomList';
export {
  roomCreated,
  roomDeleted,
  roomEdited,
  roomsRequested,
  roomsSlice,
  selectAllRooms,
  selectRoomById,
  selectRoomsOfApartment,
  selectRoomsRequest,
} from './roomsSlice';
export type { RoomsState } from './roomsSlice';
