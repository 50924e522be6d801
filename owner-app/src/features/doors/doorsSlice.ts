import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  checkDoorsStatus,
  createDoor,
  createLanguageInstruction,
  deleteDoor,
  deleteLanguageInstruction,
  listDoorOpenAudit,
  listDoors,
  listLanguageInstructions,
  updateDoor,
  updateLanguageInstruction,
  type Door,
  type DoorOpenAuditEntry,
  type DoorOpenAuditQuery,
  type DoorStatusItem,
  type LanguageInstruction,
} from '@soglia/api-client';
import {
  createAppSlice,
  entityRequests,
  groupListRequest,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';
import { translationRequests } from '../../shared/translations';

const name = 'doors';

/** Doors of every apartment seen so far, by ascending priority, then name. */
const doorsAdapter = createEntityAdapter<Door>({
  sortComparer: (a, b) => a.priority - b.priority || a.name.localeCompare(b.name, 'it'),
});

export type DoorsState = EntityState<Door, number> &
  WithRequests & {
    /** The last check-doors-status answer (remote-lock doors only). */
    statuses: DoorStatusItem[];
    /** How many status checks have answered: a new check may bring a dismissed warning back. */
    statusChecks: number;
    /** The last door-open audit answer, newest first. */
    audit: DoorOpenAuditEntry[];
  };

const initialState: DoorsState = doorsAdapter.getInitialState({
  requests: {},
  statuses: [],
  statusChecks: 0,
  audit: [],
});

const request = requestsOf<DoorsState>(name);

/** Applies `change` to the language instructions of the door the instruction belongs to. */
function withTranslations(
  state: DoorsState,
  doorId: number,
  change: (instructions: LanguageInstruction[]) => LanguageInstruction[],
) {
  const door = state.entities[doorId];
  if (door) door.language_instructions = change(door.language_instructions);
}

export const doorsSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => {
    const instructions = translationRequests(
      create,
      request,
      {
        list: (doorId, options) => listLanguageInstructions({ door_id: doorId }, options),
        create: createLanguageInstruction,
        update: updateLanguageInstruction,
        remove: deleteLanguageInstruction,
      },
      {
        change: withTranslations,
        parentOf: (instruction) => instruction.door,
        parentOfDeleted: (arg: { id: number; doorId: number }) => arg.doorId,
      },
    );
    const writes = entityRequests(create, request, doorsAdapter, {
      create: createDoor,
      update: updateDoor,
      remove: deleteDoor,
    });
    return {
      /** An apartment's Doors tab was opened. Request key `list:<apartmentId>`. */
      doorsRequested: groupListRequest(
        create,
        request,
        doorsAdapter,
        (apartmentId, options) => listDoors({ apartment: apartmentId }, options),
        (door) => door.apartment,
      ),
      /** Request key 'create'. */
      doorCreated: writes.created,
      /** Request key `edit:<id>`. */
      doorEdited: writes.edited,
      /** Request key `delete:<id>`. */
      doorDeleted: writes.deleted,
      /** The device status was asked for (Strutture, the warning banner). Request key 'statuses'. */
      doorStatusesRequested: request(create, (_: void, signal) => checkDoorsStatus({ signal }), {
        key: 'statuses',
        fulfilled: (state, { payload }) => {
          state.statuses = payload;
          state.statusChecks += 1;
        },
      }),
      /** Request key 'audit'. */
      doorOpenAuditRequested: request(
        create,
        (query: DoorOpenAuditQuery, signal) => listDoorOpenAudit(query, { signal }),
        {
          key: 'audit',
          fulfilled: (state, { payload }) => {
            state.audit = payload;
          },
        },
      ),
      /** A door's translations were opened. Request key `translations:<doorId>`. */
      doorTranslationsRequested: instructions.requested,
      /** Request key 'createTranslation'. */
      doorTranslationCreated: instructions.created,
      /** Request key `editTranslation:<id>`. */
      doorTranslationEdited: instructions.edited,
      /** Request key `deleteTranslation:<id>`. */
      doorTranslationDeleted: instructions.deleted,
    };
  },
  selectors: {
    selectDoorsRequest: (state, key: string) => requestOf(state, key),
    selectDoorStatuses: (state) => state.statuses,
    selectStatusChecks: (state) => state.statusChecks,
    selectDoorOpenAudit: (state) => state.audit,
  },
});

export const {
  doorsRequested,
  doorCreated,
  doorEdited,
  doorDeleted,
  doorStatusesRequested,
  doorOpenAuditRequested,
  doorTranslationsRequested,
  doorTranslationCreated,
  doorTranslationEdited,
  doorTranslationDeleted,
} = doorsSlice.actions;
export const { selectDoorsRequest, selectDoorStatuses, selectStatusChecks, selectDoorOpenAudit } =
  doorsSlice.selectors;

export const { selectAll: selectAllDoors, selectById: selectDoorById } = doorsAdapter.getSelectors(
  doorsSlice.selectSlice,
);

/** The doors of one apartment, by priority (memoised per apartment). */
export const selectDoorsOfApartment = createSelector(
  [selectAllDoors, (_state: unknown, apartmentId: number) => apartmentId],
  (doors, apartmentId) => doors.filter((door) => door.apartment === apartmentId),
);

/** Remote-lock doors that are offline or failing: the owner's warning banner shows for these. */
export const selectFailingDoors = createSelector([selectDoorStatuses], (statuses) =>
  statuses.filter(({ status }) => !status.isok || !status.connected),
);

/** True when a remote-lock door is not ok or not connected (the owner's warning banner). */
export const selectHasConnectionIssues = createSelector(
  [selectFailingDoors],
  (failing) => failing.length > 0,
);
