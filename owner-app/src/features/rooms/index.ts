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
