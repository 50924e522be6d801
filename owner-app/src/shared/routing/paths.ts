// URLs of the owner console, relative to the remote's base path (`/owners`, REMOTE_BASE_PATHS in
// api-client): `paths.stays` is `/owners/stays` in the address bar. Features link with these and
// never spell a URL themselves; app/sections.ts routes them.

export const APARTMENT_TABS = ['structure', 'doors', 'rooms', 'calendars'] as const;
export type ApartmentTab = (typeof APARTMENT_TABS)[number];

/** The parts of the Alloggiati Web page under Soggiorni. */
export const ALLOGGIATI_TABS = ['due', 'receipts', 'file', 'account'] as const;
export type AlloggiatiTab = (typeof ALLOGGIATI_TABS)[number];

export function isAlloggiatiTab(value: unknown): value is AlloggiatiTab {
  return typeof value === 'string' && (ALLOGGIATI_TABS as readonly string[]).includes(value);
}
export function isApartmentTab(value: unknown): value is ApartmentTab {
  return typeof value === 'string' && (APARTMENT_TABS as readonly string[]).includes(value);
}

/** The Dal / Al range of Soggiorni, as the URL carries it (`?from=yyyy-mm-dd&to=yyyy-mm-dd`). */
export interface StayRange {
  from: string;
  to: string;
}

const rangeQuery = (range?: StayRange | null) =>
  range ? `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}` : '';

export const paths = {
  /** Strutture: the apartment list, the console's home: the base itself, `/owners`. */
  apartments: '',
  /** One apartment, on one of its tabs. */
  apartment: (id: number, tab: ApartmentTab = 'structure') => `/apartments/${id}/${tab}`,
  /** Accessi: check-in profiles (search terms go in the query string). */
  checkinProfiles: '/checkins',
  /** Soggiorni: stays by date range (today's without a range). */
  stays: '/stays',
  /** Soggiorni searched for a range. */
  staysInRange: (range: StayRange) => `/stays${rangeQuery(range)}`,
  /** Alloggiati Web: the records due, the receipts, the day file and the accounts. */
  alloggiati: (tab: AlloggiatiTab = 'due') => `/stays/alloggiati/${tab}`,
  /** One stay of the results, opened. */
  stay: (id: number, range?: StayRange | null) => `/stays/${id}${rangeQuery(range)}`,
  /** The document comparison of one guest of a stay. */
  stayGuest: (id: number, guestId: number, range?: StayRange | null) =>
    `/stays/${id}/guests/${guestId}${rangeQuery(range)}`,
  /** Informazioni: the guidebook entries of an apartment. */
  guidebook: '/infos',
  /** Informazioni of one apartment: the apartment goes in the query string. */
  guidebookOf: (apartmentId: number) => `/infos?apartment=${apartmentId}`,
} as const;

/** Route patterns (wouter syntax) matching the paths above. */
export const routePatterns = {
  apartments: '/',
  apartment: '/apartments/:id/:tab?',
  stays: '/stays',
  /** Before `stay`: the first pattern that matches wins. */
  alloggiati: '/stays/alloggiati/:tab?',
  stay: '/stays/:id',
  stayGuest: '/stays/:id/guests/:guestId',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range of a Soggiorni URL's query string, or null when it has none (or a malformed one). */
export function readStayRange(search: string): StayRange | null {
  const query = new URLSearchParams(search);
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  return ISO_DATE.test(from) && ISO_DATE.test(to) ? { from, to } : null;
}
