import { regionCodes, stateName } from './country-names';
import { readableName, searchKey } from './readable';
import { tables, validOn, type PlaceEntry, type PlaceKind } from './tables';

const LANGUAGES = ['it', 'en', 'es', 'fr', 'de'] as const;

/** Citizenships people type as an adjective, in the product's languages → state code. */
const DEMONYMS: Record<string, string> = {
  ITALIANA: '100000100',
  ITALIANO: '100000100',
  ITALIAN: '100000100',
  ITALIENISCH: '100000100',
  ITALIENNE: '100000100',
  TEDESCA: '100000216',
  TEDESCO: '100000216',
  GERMAN: '100000216',
  DEUTSCH: '100000216',
  ALLEMANDE: '100000216',
  ALEMANA: '100000216',
  FRANCESE: '100000215',
  FRENCH: '100000215',
  FRANCAISE: '100000215',
  FRANZOSISCH: '100000215',
  SPAGNOLA: '100000239',
  SPAGNOLO: '100000239',
  SPANISH: '100000239',
  ESPANOLA: '100000239',
  SPANISCH: '100000239',
  AMERICAN: '100000536',
  BRITISH: '100000219',
  INGLESE: '100000219',
};

let stateKeys: Map<string, string> | null = null;

/** Every way a state may be written (table name, names in five languages, ISO code) → code. */
const stateKeyMap = (): Map<string, string> => {
  if (stateKeys) return stateKeys;
  stateKeys = new Map(Object.entries(DEMONYMS));
  const states = [...tables().states].sort((a, b) => (a.validTo ? 1 : 0) - (b.validTo ? 1 : 0));
  for (const state of states.reverse()) {
    // Current states last, so they win over an ended state with the same name.
    const keys = [state.name, ...LANGUAGES.map((language) => stateName(state, language))];
    const region = regionCodes().get(state.code);
    if (region && !state.validTo) keys.push(region);
    for (const key of keys) stateKeys.set(searchKey(key), state.code);
  }
  return stateKeys;
};

let comuneKeys: Map<string, PlaceEntry[]> | null = null;
const comuniByKey = (): Map<string, PlaceEntry[]> => {
  if (comuneKeys) return comuneKeys;
  comuneKeys = new Map();
  for (const comune of tables().comuni) {
    const key = searchKey(comune.name);
    comuneKeys.set(key, [...(comuneKeys.get(key) ?? []), comune]);
  }
  return comuneKeys;
};

export interface MatchOptions {
  kinds: PlaceKind[];
  /** yyyy-mm-dd the place must have existed on (birth); null: entries valid today first. */
  date: string | null;
}

const PROVINCE = /\(([A-Za-z]{2})\)\s*$/;

/**
 * The code of a free-text place, when exactly one table entry fits: `Roma`, `Roma (RM)`,
 * `Forlì, Italia`, `Germany`, `tedesca`. Null when nothing or several entries fit (homonyms in
 * different provinces without one given): such a guest is flagged for the owner to choose.
 */
export const matchPlace = (text: string, { kinds, date }: MatchOptions): string | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const province = PROVINCE.exec(trimmed)?.[1]?.toUpperCase() ?? null;
  const name = trimmed.replace(PROVINCE, '').split(',')[0];
  const key = searchKey(name);
  if (!key) return null;
  if (kinds.includes('comune')) {
    let found = (comuniByKey().get(key) ?? []).filter((c) => !province || c.province === province);
    if (date) found = found.filter((c) => validOn(c, date));
    else if (found.some((c) => c.validTo === null)) found = found.filter((c) => c.validTo === null);
    if (found.length === 1) return found[0].code;
    if (found.length > 1) return null;
  }
  if (kinds.includes('state')) {
    const code = stateKeyMap().get(searchKey(trimmed)) ?? stateKeyMap().get(key);
    if (code) return code;
  }
  return null;
};

/** The name stored beside a code: `Roma (RM)` for a comune, the Italian name of a state. */
export const storedPlaceName = (entry: PlaceEntry): string =>
  entry.kind === 'comune'
    ? `${readableName(entry.name)} (${entry.province})`
    : stateName(entry, 'it');
