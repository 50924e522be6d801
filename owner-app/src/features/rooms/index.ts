export { RoomFormModal } from './RoomFormModal';
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
