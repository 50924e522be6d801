import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  createRoom,
  deleteRoom,
  listRooms,
  updateRoom,
  type Room,
  type RoomInput,
} from '@soglia/api-client';
import {
  createAppSlice,
  replaceGroup,
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
  reducers: (create) => ({
    /** An apartment's Rooms tab was opened. Request key `list:<apartmentId>`. */
    roomsRequested: request(
      create,
      (apartmentId: number, signal) => listRooms({ apartment: apartmentId }, { signal }),
      {
        key: (apartmentId) => `list:${apartmentId}`,
        fulfilled: (state, { payload, meta }) => {
          replaceGroup(roomsAdapter, state, (room) => room.apartment === meta.arg, payload);
        },
      },
    ),
    /** Request key 'create'. */
    roomCreated: request(create, (input: RoomInput, signal) => createRoom(input, { signal }), {
      key: 'create',
      fulfilled: (state, { payload }) => {
        roomsAdapter.addOne(state, payload);
      },
    }),
    /** Request key `edit:<id>`. */
    roomEdited: request(
      create,
      ({ id, input }: { id: number; input: RoomInput }, signal) =>
        updateRoom(id, input, { signal }),
      {
        key: ({ id }) => `edit:${id}`,
        fulfilled: (state, { payload }) => {
          roomsAdapter.setOne(state, payload);
        },
      },
    ),
    /** Request key `delete:<id>`. */
    roomDeleted: request(create, (id: number, signal) => deleteRoom(id, { signal }), {
      key: (id) => `delete:${id}`,
      fulfilled: (state, { meta }) => {
        roomsAdapter.removeOne(state, meta.arg);
      },
    }),
  }),
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
