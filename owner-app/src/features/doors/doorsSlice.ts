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
  type DoorInput,
  type DoorOpenAuditEntry,
  type DoorOpenAuditQuery,
  type DoorStatusItem,
  type LanguageInstruction,
} from '@soglia/api-client';
import {
  createAppSlice,
  replaceGroup,
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
function withInstructions(
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
        change: withInstructions,
        parentOf: (instruction) => instruction.door,
        parentOfDeleted: (arg: { id: number; doorId: number }) => arg.doorId,
      },
    );
    return {
      /** An apartment's Doors tab was opened. Request key `list:<apartmentId>`. */
      doorsRequested: request(
        create,
        (apartmentId: number, signal) => listDoors({ apartment: apartmentId }, { signal }),
        {
          key: (apartmentId) => `list:${apartmentId}`,
          fulfilled: (state, { payload, meta }) => {
            replaceGroup(doorsAdapter, state, (door) => door.apartment === meta.arg, payload);
          },
        },
      ),
      /** Request key 'create'. */
      doorCreated: request(create, (input: DoorInput, signal) => createDoor(input, { signal }), {
        key: 'create',
        fulfilled: (state, { payload }) => {
          doorsAdapter.addOne(state, payload);
        },
      }),
      /** Request key `edit:<id>`. */
      doorEdited: request(
        create,
        ({ id, input }: { id: number; input: DoorInput }, signal) =>
          updateDoor(id, input, { signal }),
        {
          key: ({ id }) => `edit:${id}`,
          fulfilled: (state, { payload }) => {
            doorsAdapter.setOne(state, payload);
          },
        },
      ),
      /** Request key `delete:<id>`. */
      doorDeleted: request(create, (id: number, signal) => deleteDoor(id, { signal }), {
        key: (id) => `delete:${id}`,
        fulfilled: (state, { meta }) => {
          doorsAdapter.removeOne(state, meta.arg);
        },
      }),
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
      languageInstructionsRequested: instructions.requested,
      /** Request key 'createTranslation'. */
      languageInstructionCreated: instructions.created,
      /** Request key `editTranslation:<id>`. */
      languageInstructionEdited: instructions.edited,
      /** Request key `deleteTranslation:<id>`. */
      languageInstructionDeleted: instructions.deleted,
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
  languageInstructionsRequested,
  languageInstructionCreated,
  languageInstructionEdited,
  languageInstructionDeleted,
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
