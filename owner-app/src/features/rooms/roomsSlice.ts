import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import { createRoom, deleteRoom, listRooms, updateRoom, type Room } from '@soglia/api-client';
import {
  createAppSlice,
  entityRequests,
  groupListRequest,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';

const name = 'rooms';

const roomsAdapter = createEntityAdapter<Room>({
  sortComparer: (a, b) => a.name.localeCompare(b.name, 'it'),
});

export type RoomsState = EntityState<Room, number> & WithRequests;

const initialState: RoomsState = roomsAdapter.getInitialState({ requests: {} });

const request = requestsOf<RoomsState>(name);

export const roomsSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => {
    const writes = entityRequests(create, request, roomsAdapter, {
      create: createRoom,
      update: updateRoom,
      remove: deleteRoom,
    });
    return {
      /** An apartment's Rooms tab was opened. Request key `list:<apartmentId>`. */
      roomsRequested: groupListRequest(
        create,
        request,
        roomsAdapter,
        (apartmentId, options) => listRooms({ apartment: apartmentId }, options),
        (room) => room.apartment,
      ),
      /** Request key 'create'. */
      roomCreated: writes.created,
      /** Request key `edit:<id>`. */
      roomEdited: writes.edited,
      /** Request key `delete:<id>`. */
      roomDeleted: writes.deleted,
    };
  },
  selectors: {
    selectRoomsRequest: (state, key: string) => requestOf(state, key),
  },
});

export const { roomsRequested, roomCreated, roomEdited, roomDeleted } = roomsSlice.actions;
export const { selectRoomsRequest } = roomsSlice.selectors;

export const { selectAll: selectAllRooms, selectById: selectRoomById } = roomsAdapter.getSelectors(
  roomsSlice.selectSlice,
);

/** The rooms of one apartment, by name (memoised per apartment). */
export const selectRoomsOfApartment = createSelector(
  [selectAllRooms, (_state: unknown, apartmentId: number) => apartmentId],
  (rooms, apartmentId) => rooms.filter((room) => room.apartment === apartmentId),
);
