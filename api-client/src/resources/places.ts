import type { LanguageCode } from '../common';
import { getJson, type CallOptions } from '../request';

export type PlaceKind = 'comune' | 'state';

/**
 * A place of the Alloggiati Web tables: an Italian comune or a state. Guests keep the `code`
 * beside the readable `name` (place of birth, place of issue, citizenship).
 */
export interface Place {
  kind: PlaceKind;
  /** The service's code: 9 digits (`412058091` Roma, `100000216` Germania). */
  code: string;
  /** Readable: a comune as written in Italian (`Forlì`), a state in the requested language. */
  name: string;
  /** The table's own name, upper-case ASCII (`FORLI'`). */
  table_name: string;
  /** Province letters of a comune (`FC`); null for a state. */
  province: string | null;
  /** ISO 3166 region code of a state (`DE`), when it has one; null for a comune. */
  region: string | null;
  /** yyyy-mm-dd: last day the entry was valid (a comune merged or moved), or null. */
  valid_to: string | null;
}

export interface PlacesQuery {
  /** Part of the name (accents, apostrophes and case do not matter). Optional for states only. */
  q?: string;
  /** Only comuni or only states; both when left out. */
  kind?: PlaceKind;
  /** yyyy-mm-dd: only the entries valid on that day (date of birth, date of issue). */
  date?: string;
  /** Language of the state names (default it). */
  language?: LanguageCode;
  /** At most this many results (1-300, default 20). */
  limit?: number;
}

/** 'Roma (RM)' for a comune, the name alone for a state: how a chosen place is shown and stored. */
export const placeLabel = (place: Place): string =>
  place.province ? `${place.name} (${place.province})` : place.name;

/**
 * Type-ahead over the comuni and states (owners and guests). Best match first: names that start
 * with the text, then words that do, then names that contain it.
 */
export function searchPlaces(query: PlacesQuery, options?: CallOptions): Promise<Place[]> {
  return getJson('/api/places/', query, options);
}
