import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Alloggiati Web code tables (tables/*.csv, MIT: tables/LICENSE-tables.txt), read once.
 * Codes are the service's own: a comune is `4` + ISTAT region + ISTAT comune (9 digits), a state
 * `100000` + its ISTAT code in most cases. Names are the table's: upper-case ASCII, a final accent
 * written as an apostrophe (`FORLI'`).
 */
export type PlaceKind = 'comune' | 'state';

export interface PlaceEntry {
  kind: PlaceKind;
  code: string;
  /** The table's name, e.g. `FORLI'`. */
  name: string;
  /** Province letters of a comune (`FC`); null for a state. */
  province: string | null;
  /** yyyy-mm-dd: the last day the entry was valid (DataFineVal), or null while it is. */
  validTo: string | null;
  /**
   * yyyy-mm-dd: the first day, inferred (the table has no start): the day after the last end of
   * an older entry with the same name when exactly one entry of that name is still valid (a comune
   * that moved to a new province, e.g. ABBADIA CERRETO MI → LO in 1992); else null.
   */
  validFrom: string | null;
}

export interface CodeEntry {
  code: string;
  name: string;
}

const TABLES_DIR = join(__dirname, 'tables');

const rowsOf = (file: string): string[][] =>
  readFileSync(join(TABLES_DIR, file), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()));

/** `31/12/1983 00:00:00` → `1983-12-31`; '' → null. */
const isoDate = (cell: string | undefined): string | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(cell ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

export const nextDay = (iso: string): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const withInferredStarts = (entries: PlaceEntry[]): PlaceEntry[] => {
  const byName = new Map<string, PlaceEntry[]>();
  for (const entry of entries) {
    const group = byName.get(entry.name) ?? [];
    group.push(entry);
    byName.set(entry.name, group);
  }
  for (const group of byName.values()) {
    const ended = group
      .filter((e) => e.validTo !== null)
      .sort((a, b) => (a.validTo! < b.validTo! ? -1 : 1));
    const open = group.filter((e) => e.validTo === null);
    // A chain of ended entries: each starts after the previous one ended.
    for (let i = 1; i < ended.length; i += 1) ended[i].validFrom = nextDay(ended[i - 1].validTo!);
    if (open.length === 1 && ended.length > 0) {
      open[0].validFrom = nextDay(ended[ended.length - 1].validTo!);
    }
  }
  return entries;
};

const placesOf = (file: string, kind: PlaceKind): PlaceEntry[] =>
  withInferredStarts(
    rowsOf(file).map(([code, name, province, end]) => ({
      kind,
      code,
      name,
      province: kind === 'comune' ? province : null,
      validTo: isoDate(end),
      validFrom: null,
    })),
  );

const codesOf = (file: string): CodeEntry[] => rowsOf(file).map(([code, name]) => ({ code, name }));

interface Tables {
  comuni: PlaceEntry[];
  states: PlaceEntry[];
  documents: CodeEntry[];
  guestTypes: CodeEntry[];
  byCode: Map<string, PlaceEntry>;
}

let loaded: Tables | null = null;

/** The tables, parsed on first use (about 11,000 places; a few milliseconds). */
export const tables = (): Tables => {
  if (loaded) return loaded;
  const comuni = placesOf('comuni.csv', 'comune');
  const states = placesOf('stati.csv', 'state');
  const byCode = new Map<string, PlaceEntry>();
  for (const entry of [...comuni, ...states]) byCode.set(entry.code, entry);
  loaded = {
    comuni,
    states,
    documents: codesOf('documenti.csv'),
    guestTypes: codesOf('tipo_alloggiato.csv'),
    byCode,
  };
  return loaded;
};

/** True when the entry existed on `date` (yyyy-mm-dd); any entry when no date is given. */
export const validOn = (entry: PlaceEntry, date: string | null | undefined): boolean =>
  !date ||
  ((entry.validTo === null || date <= entry.validTo) &&
    (entry.validFrom === null || date >= entry.validFrom));

export const ITALY_CODE = '100000100';

export const placeByCode = (code: string): PlaceEntry | null => tables().byCode.get(code) ?? null;
export const documentByCode = (code: string): CodeEntry | null =>
  tables().documents.find((d) => d.code === code) ?? null;
