import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import {
  createInfo,
  createLanguageInformation,
  deleteInfo,
  deleteLanguageInformation,
  listInfos,
  listLanguageInformations,
  updateInfo,
  updateLanguageInformation,
  type InfoEntry,
  type InfoType,
  type LanguageInformation,
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
import { INFO_TYPES } from './guidebookRules';

const name = 'guidebook';

const guidebookAdapter = createEntityAdapter<InfoEntry>({
  sortComparer: (a, b) => a.title.localeCompare(b.title, 'it'),
});

export type GuidebookState = EntityState<InfoEntry, number> &
  WithRequests & {
    /** The translations of each entry that were opened, by entry id. */
    translations: Record<number, LanguageInformation[] | undefined>;
  };

const initialState: GuidebookState = guidebookAdapter.getInitialState({
  requests: {},
  translations: {},
});

const request = requestsOf<GuidebookState>(name);

/** Applies `change` to the translations of one entry. */
function withTranslations(
  state: GuidebookState,
  entryId: number,
  change: (list: LanguageInformation[]) => LanguageInformation[],
) {
  state.translations[entryId] = change(state.translations[entryId] ?? []);
}

export const guidebookSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => {
    const translations = translationRequests(
      create,
      request,
      {
        list: (entryId, options) => listLanguageInformations({ apartment_info: entryId }, options),
        create: createLanguageInformation,
        update: updateLanguageInformation,
        remove: deleteLanguageInformation,
      },
      {
        change: withTranslations,
        parentOf: (translation) => translation.apartment_info,
        parentOfDeleted: (arg: { id: number; entryId: number }) => arg.entryId,
      },
    );
    const entries = entityRequests(
      create,
      request,
      guidebookAdapter,
      { create: createInfo, update: updateInfo, remove: deleteInfo },
      {
        deleted: (state, id) => {
          delete state.translations[id];
        },
      },
    );
    return {
      /** An apartment was picked in Informazioni. Request key `list:<apartmentId>`. */
      guidebookRequested: groupListRequest(
        create,
        request,
        guidebookAdapter,
        (apartmentId, options) => listInfos({ apartment: apartmentId }, options),
        (entry) => entry.apartment,
      ),
      /** 'Crea Informazione' saved. Request key 'create'. */
      guidebookEntryCreated: entries.created,
      /** 'Aggiorna Informazione' saved. Request key `edit:<id>`. */
      guidebookEntryEdited: entries.edited,
      /** Request key `delete:<id>`. */
      guidebookEntryDeleted: entries.deleted,
      /** An entry's translations were opened. Request key `translations:<entryId>`. */
      translationsRequested: translations.requested,
      /** Request key 'createTranslation'. */
      translationCreated: translations.created,
      /** Request key `editTranslation:<id>`. */
      translationEdited: translations.edited,
      /** Request key `deleteTranslation:<id>`. */
      translationDeleted: translations.deleted,
    };
  },
  selectors: {
    selectGuidebookRequest: (state, key: string) => requestOf(state, key),
    selectTranslationsOf: (state, entryId: number) => state.translations[entryId],
  },
});

export const {
  guidebookRequested,
  guidebookEntryCreated,
  guidebookEntryEdited,
  guidebookEntryDeleted,
  translationsRequested,
  translationCreated,
  translationEdited,
  translationDeleted,
} = guidebookSlice.actions;
export const { selectGuidebookRequest, selectTranslationsOf } = guidebookSlice.selectors;

export const { selectAll: selectAllGuidebookEntries, selectById: selectGuidebookEntryById } =
  guidebookAdapter.getSelectors(guidebookSlice.selectSlice);

export interface GuidebookGroup {
  type: InfoType;
  /** Room entries are grouped again by room name (null for the other types). */
  rooms: { roomName: string | null; entries: InfoEntry[] }[];
}

const typeOrder = (type: InfoType) => INFO_TYPES.indexOf(type);

/** Room names in Italian alphabetical order; entries without a room last. */
const byRoomName = (a: string | null, b: string | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.localeCompare(b, 'it');

/**
 * Informazioni: one apartment's entries grouped by type, and room entries again by room name;
 * titles alphabetical inside a group (docs/product.md § The host console). Memoised per apartment.
 */
export const selectGuidebookGroups = createSelector(
  [selectAllGuidebookEntries, (_state: unknown, apartmentId: number) => apartmentId],
  (all, apartmentId): GuidebookGroup[] => {
    const groups = new Map<InfoType, Map<string | null, InfoEntry[]>>();
    for (const info of all) {
      if (info.apartment !== apartmentId) continue;
      const byRoom = groups.get(info.type) ?? new Map<string | null, InfoEntry[]>();
      const roomName = info.type === 'room_info' ? info.room_name || null : null;
      byRoom.set(roomName, [...(byRoom.get(roomName) ?? []), info]);
      groups.set(info.type, byRoom);
    }
    return [...groups]
      .sort(([a], [b]) => typeOrder(a) - typeOrder(b))
      .map(([type, byRoom]) => ({
        type,
        rooms: [...byRoom]
          .sort(([a], [b]) => byRoomName(a, b))
          .map(([roomName, entries]) => ({ roomName, entries })),
      }));
  },
);
