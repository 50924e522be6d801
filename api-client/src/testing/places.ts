import type { LanguageCode } from '../common';
import type { Place, PlacesQuery } from '../resources/places';

// A few entries of the Alloggiati Web tables (real codes), and a search over them that answers
// like GET /api/places/, for the front ends' tests and stories.

interface TablePlace extends Omit<Place, 'name'> {
  /** A comune's readable name, or a state's name in each language. */
  names: string | Record<LanguageCode, string>;
  /** yyyy-mm-dd: first day of validity when the table implies one (a comune that moved). */
  valid_from: string | null;
}

const comune = (
  code: string,
  name: string,
  province: string,
  valid?: { from?: string; to?: string },
): TablePlace => ({
  kind: 'comune',
  code,
  names: name,
  table_name: name.toUpperCase().replace(/[ÀÈÉÌÒÙ]$/, (letter) => `${letter}'`),
  province,
  region: null,
  valid_from: valid?.from ?? null,
  valid_to: valid?.to ?? null,
});

const state = (
  code: string,
  region: string,
  [it, en, es, fr, de]: [string, string, string, string, string],
): TablePlace => ({
  kind: 'state',
  code,
  names: { it, en, es, fr, de },
  table_name: it.toUpperCase(),
  province: null,
  region,
  valid_from: null,
  valid_to: null,
});

export const TEST_PLACES: readonly TablePlace[] = [
  comune('412058091', 'Roma', 'RM'),
  comune('401003130', 'Romagnano Sesia', 'NO'),
  comune('403015146', 'Milano', 'MI'),
  comune('408037006', 'Bologna', 'BO'),
  comune('409048017', 'Firenze', 'FI'),
  comune('415063049', 'Napoli', 'NA'),
  comune('401001272', 'Torino', 'TO'),
  comune('413069035', 'Francavilla al Mare', 'CH'),
  // Lodi moved from the province of Milano to the new one of Lodi in 1992.
  comune('403015729', 'Lodi', 'MI', { to: '1992-03-05' }),
  comune('403098031', 'Lodi', 'LO', { from: '1992-03-06' }),
  // Merged into Corigliano-Rossano in 2018.
  comune('418078044', 'Corigliano Calabro', 'CS', { to: '2018-03-30' }),
  comune('418078157', 'Corigliano-Rossano', 'CS'),
  state('100000100', 'IT', ['Italia', 'Italy', 'Italia', 'Italie', 'Italien']),
  state('100000216', 'DE', ['Germania', 'Germany', 'Alemania', 'Allemagne', 'Deutschland']),
  state('100000215', 'FX', ['Francia', 'France', 'Francia', 'France', 'Frankreich']),
  state('100000239', 'ES', ['Spagna', 'Spain', 'España', 'Espagne', 'Spanien']),
  state('100000241', 'CH', ['Svizzera', 'Switzerland', 'Suiza', 'Suisse', 'Schweiz']),
  state('100000229', 'MC', ['Monaco', 'Monaco', 'Mónaco', 'Monaco', 'Monaco']),
  state('100000203', 'AT', ['Austria', 'Austria', 'Austria', 'Autriche', 'Österreich']),
  state('100000219', 'UK', [
    'Regno Unito',
    'United Kingdom',
    'Reino Unido',
    'Royaume-Uni',
    'Vereinigtes Königreich',
  ]),
  state('100000536', 'US', [
    'Stati Uniti',
    'United States',
    'Estados Unidos',
    'États-Unis',
    'Vereinigte Staaten',
  ]),
];

/** Accents, apostrophes and case do not matter (as on the server). */
const keyOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .toUpperCase();

const nameIn = (place: TablePlace, language: LanguageCode) =>
  typeof place.names === 'string' ? place.names : place.names[language];

const rank = (name: string, query: string): number | null => {
  const key = keyOf(name);
  if (key.startsWith(query)) return 0;
  if (key.includes(` ${query}`)) return 1;
  return key.includes(query) ? 2 : null;
};

const validOn = (place: TablePlace, date?: string) =>
  !date ||
  ((!place.valid_from || place.valid_from <= date) && (!place.valid_to || date <= place.valid_to));

/** GET /api/places/ over TEST_PLACES: best match first, current before ended, by name. */
export function searchTestPlaces({
  q = '',
  kind,
  date,
  language = 'it',
  limit = 20,
}: PlacesQuery): Place[] {
  const query = keyOf(q);
  const found: { place: Place; score: number }[] = [];
  for (const entry of TEST_PLACES) {
    if ((kind && entry.kind !== kind) || !validOn(entry, date)) continue;
    if (entry.kind === 'comune' && query === '') continue;
    const name = nameIn(entry, language);
    const ranks = [
      rank(name, query),
      entry.kind === 'state' ? rank(entry.table_name, query) : null,
    ];
    const best = ranks.filter((r): r is number => r !== null).sort()[0];
    if (best === undefined) continue;
    const { names: _names, valid_from: _from, ...place } = entry;
    found.push({ place: { ...place, name }, score: best * 2 + (entry.valid_to ? 1 : 0) });
  }
  return found
    .sort((a, b) => a.score - b.score || a.place.name.localeCompare(b.place.name, language))
    .slice(0, limit)
    .map(({ place }) => place);
}

/** The PlacesQuery of a request's query string. */
export function placesQueryOf(params: URLSearchParams): PlacesQuery {
  const get = (name: string) => params.get(name) ?? undefined;
  return {
    q: get('q'),
    kind: get('kind') as PlacesQuery['kind'],
    date: get('date'),
    language: get('language') as LanguageCode | undefined,
    limit: params.has('limit') ? Number(params.get('limit')) : undefined,
  };
}
