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
  type InfoEntryInput,
  type InfoType,
  type LanguageInformation,
} from '@soglia/api-client';
import {
  createAppSlice,
  replaceGroup,
  requestOf,
  requestsOf,
  type WithRequests,
} from '../../shared/requests';
import { translationRequests } from '../../shared/translations';
import { INFO_TYPES } from './infoRules';

const name = 'infos';

const infosAdapter = createEntityAdapter<InfoEntry>({
  sortComparer: (a, b) => a.title.localeCompare(b.title, 'it'),
});

export type InfosState = EntityState<InfoEntry, number> &
  WithRequests & {
    /** The translations of each entry that were opened, by entry id. */
    translations: Record<number, LanguageInformation[] | undefined>;
  };

const initialState: InfosState = infosAdapter.getInitialState({ requests: {}, translations: {} });

const request = requestsOf<InfosState>(name);

/** Applies `change` to the translations of one entry. */
function withTranslations(
  state: InfosState,
  infoId: number,
  change: (list: LanguageInformation[]) => LanguageInformation[],
) {
  state.translations[infoId] = change(state.translations[infoId] ?? []);
}

export const infosSlice = createAppSlice({
  name,
  initialState,
  reducers: (create) => {
    const translations = translationRequests(
      create,
      request,
      {
        list: (infoId, options) => listLanguageInformations({ apartment_info: infoId }, options),
        create: createLanguageInformation,
        update: updateLanguageInformation,
        remove: deleteLanguageInformation,
      },
      {
        change: withTranslations,
        parentOf: (translation) => translation.apartment_info,
        parentOfDeleted: (arg: { id: number; infoId: number }) => arg.infoId,
      },
    );
    return {
      /** An apartment was picked in Informazioni. Request key `list:<apartmentId>`. */
      infosRequested: request(
        create,
        (apartmentId: number, signal) => listInfos({ apartment: apartmentId }, { signal }),
        {
          key: (apartmentId) => `list:${apartmentId}`,
          fulfilled: (state, { payload, meta }) => {
            replaceGroup(infosAdapter, state, (info) => info.apartment === meta.arg, payload);
          },
        },
      ),
      /** 'Crea Informazione' saved. Request key 'create'. */
      infoCreated: request(
        create,
        (input: InfoEntryInput, signal) => createInfo(input, { signal }),
        {
          key: 'create',
          fulfilled: (state, { payload }) => {
            infosAdapter.addOne(state, payload);
          },
        },
      ),
      /** 'Aggiorna Informazione' saved. Request key `edit:<id>`. */
      infoEdited: request(
        create,
        ({ id, input }: { id: number; input: InfoEntryInput }, signal) =>
          updateInfo(id, input, { signal }),
        {
          key: ({ id }) => `edit:${id}`,
          fulfilled: (state, { payload }) => {
            infosAdapter.setOne(state, payload);
          },
        },
      ),
      /** Request key `delete:<id>`. */
      infoDeleted: request(create, (id: number, signal) => deleteInfo(id, { signal }), {
        key: (id) => `delete:${id}`,
        fulfilled: (state, { meta }) => {
          infosAdapter.removeOne(state, meta.arg);
          delete state.translations[meta.arg];
        },
      }),
      /** An entry's translations were opened. Request key `translations:<infoId>`. */
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
    selectInfosRequest: (state, key: string) => requestOf(state, key),
    selectTranslationsOf: (state, infoId: number) => state.translations[infoId],
  },
});

export const {
  infosRequested,
  infoCreated,
  infoEdited,
  infoDeleted,
  translationsRequested,
  translationCreated,
  translationEdited,
  translationDeleted,
} = infosSlice.actions;
export const { selectInfosRequest, selectTranslationsOf } = infosSlice.selectors;

export const { selectAll: selectAllInfos, selectById: selectInfoById } = infosAdapter.getSelectors(
  infosSlice.selectSlice,
);

export interface InfoGroup {
  type: InfoType;
  /** Room infos are grouped again by room name (null for the other types). */
  rooms: { roomName: string | null; infos: InfoEntry[] }[];
}

const typeOrder = (type: InfoType) => INFO_TYPES.indexOf(type);

/** Room names in Italian alphabetical order; entries without a room last. */
const byRoomName = (a: string | null, b: string | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.localeCompare(b, 'it');

/**
 * Informazioni: one apartment's entries grouped by type, and room entries again by room name;
 * titles alphabetical inside a group (docs/product.md § The host console). Memoised per apartment.
 */
export const selectInfoGroups = createSelector(
  [selectAllInfos, (_state: unknown, apartmentId: number) => apartmentId],
  (infos, apartmentId): InfoGroup[] => {
    const groups = new Map<InfoType, Map<string | null, InfoEntry[]>>();
    for (const info of infos) {
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
          .map(([roomName, entries]) => ({ roomName, infos: entries })),
      }));
  },
);
