import { regionCodes, stateName } from './country-names';
import { readableName, searchKey } from './readable';
import { tables, validOn, type PlaceEntry, type PlaceKind } from './tables';

/** A place as the API answers it (see the Place wire type). */
export interface PlaceResult {
  kind: PlaceKind;
  code: string;
  name: string;
  table_name: string;
  province: string | null;
  region: string | null;
  valid_to: string | null;
}

export interface PlaceQuery {
  q?: string;
  kind?: PlaceKind;
  /** yyyy-mm-dd: only entries valid on that day (birth, issue). */
  date?: string;
  language: string;
  limit: number;
}

export const toResult = (entry: PlaceEntry, language: string): PlaceResult => ({
  kind: entry.kind,
  code: entry.code,
  name: entry.kind === 'state' ? stateName(entry, language) : readableName(entry.name),
  table_name: entry.name,
  province: entry.province,
  region: entry.kind === 'state' ? (regionCodes().get(entry.code) ?? null) : null,
  valid_to: entry.validTo,
});

const keys = new Map<PlaceEntry, string>();
const keyOf = (entry: PlaceEntry): string => {
  let key = keys.get(entry);
  if (key === undefined) {
    key = searchKey(entry.name);
    keys.set(entry, key);
  }
  return key;
};

/** 0: the name starts with the query; 1: a word does; 2: it appears inside; null: no match. */
const rank = (key: string, query: string): number | null => {
  if (key.startsWith(query)) return 0;
  if (key.includes(` ${query}`)) return 1;
  if (key.includes(query)) return 2;
  return null;
};

/**
 * Type-ahead over the tables: comuni by their Italian name, states by their name in `language` or
 * in Italian. Results: best match first (prefix, word prefix, inside), then current before ended
 * entries, then alphabetical. Without a query, states are all listed (a citizenship select).
 */
export const searchPlaces = ({ q, kind, date, language, limit }: PlaceQuery): PlaceResult[] => {
  const query = searchKey(q ?? '');
  const { comuni, states } = tables();
  const pool = [
    ...(kind !== 'state' && query !== '' ? comuni : []),
    ...(kind !== 'comune' ? states : []),
  ].filter((entry) => validOn(entry, date));
  const scored: { entry: PlaceEntry; score: number; name: string }[] = [];
  for (const entry of pool) {
    let score: number | null = 0;
    const name = entry.kind === 'state' ? stateName(entry, language) : keyOf(entry);
    if (query !== '') {
      const own = rank(keyOf(entry), query);
      const local = entry.kind === 'state' ? rank(searchKey(name), query) : null;
      score = own === null ? local : local === null ? own : Math.min(own, local);
    }
    if (score !== null) scored.push({ entry, score: score * 2 + (entry.validTo ? 1 : 0), name });
  }
  // Only the results answered are built (a one-letter query matches thousands of comuni).
  const collator = new Intl.Collator(language);
  scored.sort((a, b) => a.score - b.score || collator.compare(a.name, b.name));
  return scored.slice(0, limit).map((s) => toResult(s.entry, language));
};
