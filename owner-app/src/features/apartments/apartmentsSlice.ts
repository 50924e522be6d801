import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  createApartment,
  deleteApartment,
  listApartments,
  updateApartment,
  type Apartment,
} from '@soglia/api-client';
import {
  createAppSlice,
  entityRequests,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';

const name = 'apartments';

const apartmentsAdapter = createEntityAdapter<Apartment>({
  sortComparer: (a, b) => a.name.localeCompare(b.name, 'it'),
});

export type ApartmentsState = EntityState<Apartment, number> & WithRequests;

const initialState: ApartmentsState = apartmentsAdapter.getInitialState({ requests: {} });

const request = requestsOf<ApartmentsState>(name);

export const apartmentsSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => {
    const writes = entityRequests(create, request, apartmentsAdapter, {
      create: createApartment,
      update: updateApartment,
      remove: deleteApartment,
    });
    return {
      /** Strutture was opened: the owner's apartments. Request key 'list'. */
      apartmentsRequested: request(create, (_: void, signal) => listApartments({ signal }), {
        key: 'list',
        fulfilled: (state, { payload }) => {
          apartmentsAdapter.setAll(state, payload);
        },
      }),
      /** The owner created an apartment. Request key 'create'. */
      apartmentCreated: writes.created,
      /** The owner edited an apartment. Request key `edit:<id>`. */
      apartmentEdited: writes.edited,
      /** The owner confirmed deleting an apartment. Request key `delete:<id>`. */
      apartmentDeleted: writes.deleted,
    };
  },
  selectors: {
    /** A request's state: 'list' (default), 'create', `edit:<id>`, `delete:<id>`. */
    selectApartmentsRequest: (state, key: string = 'list') => requestOf(state, key),
  },
});

export const { apartmentsRequested, apartmentCreated, apartmentEdited, apartmentDeleted } =
  apartmentsSlice.actions;
export const { selectApartmentsRequest } = apartmentsSlice.selectors;

export const {
  selectAll: selectAllApartments,
  selectById: selectApartmentById,
  selectTotal: selectApartmentsTotal,
} = apartmentsAdapter.getSelectors(apartmentsSlice.selectSlice);

/** True when an apartment uses Shelly devices: Strutture then offers the device status. */
export const selectUsesShelly = createSelector([selectAllApartments], (apartments) =>
  apartments.some((apartment) => apartment.shelly),
);
