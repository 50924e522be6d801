import { readableName, searchKey } from './readable';
import { tables, type PlaceEntry } from './tables';

/**
 * Country names in the guest's language: each state of the table is matched to its ISO 3166
 * region code through `Intl.DisplayNames` (the table's Italian name against ICU's Italian name),
 * and the region code then gives the name in any language. The table's names that ICU writes
 * differently are listed here; the few states without a region code (stateless, states that no
 * longer exist) keep the table's name, translated below where it matters.
 */
const REGION_OF_STATE: Record<string, string> = {
  'ANGUILLA (ISOLA)': 'AI',
  BERMUDE: 'BM',
  'BRUNEI DARUSSALAM': 'BN',
  'CAYMAN (ISOLE)': 'KY',
  CHRISTMAS: 'CX',
  COCOS: 'CC',
  CONGO: 'CG',
  'FAER OER': 'FO',
  'FEDERAZIONE RUSSA': 'RU',
  'GEORGIA SUD E ISOLE SANDWICH AUSTRALI': 'GS',
  'GUAYANA FRANCESE': 'GF',
  'HONG KONG': 'HK',
  'ISOLE VERGINI': 'VI',
  'LA REUNION': 'RE',
  MACAO: 'MO',
  MACEDONIA: 'MK',
  MALVINE: 'FK',
  MAN: 'IM',
  MARSHALL: 'MH',
  MAURIZIO: 'MU',
  'MICRONESIA STATI FEDERALI': 'FM',
  NORFOLK: 'NF',
  'PALAU REPUBBLICA': 'PW',
  PALESTINA: 'PS',
  'PAPUASIA-N.GUINEA': 'PG',
  PITCAIRN: 'PN',
  POLINESIA: 'PF',
  'PUERTO RICO': 'PR',
  'REPUBBLICA CECA': 'CZ',
  'REPUBBLICA DEMOCRATICA DEL CONGO': 'CD',
  'REPUBBLICA SLOVACCA': 'SK',
  'S. CHRISTOPHER E NEVIS': 'KN',
  'S. VINCENT E GRENADINE': 'VC',
  'SAHARA SPAGNOLO': 'EH',
  'SAINT PIERRE ET MIQUELON': 'PM',
  SALOMONE: 'SB',
  'SANT ELENA': 'SH',
  'SRI LANKA (CEYLON)': 'LK',
  "STATI UNITI D'AMERICA": 'US',
  "STATO DELLA CITTA' DEL VATICANO": 'VA',
  SWAZILAND: 'SZ',
  TIMOR: 'TL',
  TURKS: 'TC',
  'VERGINI BRITANNICHE (ISOLE)': 'VG',
  WALLIS: 'WF',
};

/** Table entries with no region code, by language. */
const NAMES_WITHOUT_REGION: Record<string, Partial<Record<string, string>>> = {
  APOLIDE: { it: 'Apolide', en: 'Stateless', es: 'Apátrida', fr: 'Apatride', de: 'Staatenlos' },
  CECOSLOVACCHIA: {
    it: 'Cecoslovacchia',
    en: 'Czechoslovakia',
    es: 'Checoslovaquia',
    fr: 'Tchécoslovaquie',
    de: 'Tschechoslowakei',
  },
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const matchKey = (name: string) => searchKey(name.replace(/['’]/g, ''));

let regions: Map<string, string> | null = null;

/** State code → ISO region code, for every state that has one. */
export const regionCodes = (): Map<string, string> => {
  if (regions) return regions;
  const italian = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'none' });
  const byItalianName = new Map<string, string>();
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const name = italian.of(a + b);
      if (name && name !== a + b) byItalianName.set(matchKey(name), a + b);
    }
  }
  regions = new Map();
  for (const state of tables().states) {
    const region = REGION_OF_STATE[state.name] ?? byItalianName.get(matchKey(state.name));
    if (region) regions.set(state.code, region);
  }
  return regions;
};

const displayNames = new Map<string, Intl.DisplayNames>();
const namesIn = (language: string) => {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names;
};

/**
 * The state's name in `language` (it, en, es, fr, de): ICU's name for a state that still exists,
 * the table's (title-cased) name for one that ended, so a historical entry is not shown under the
 * name of its successor.
 */
export const stateName = (state: PlaceEntry, language: string): string => {
  const fixed = NAMES_WITHOUT_REGION[state.name]?.[language];
  if (fixed) return fixed;
  const region = regionCodes().get(state.code);
  if (region && state.validTo === null) {
    const name = namesIn(language).of(region);
    if (name) return name;
  }
  return readableName(state.name);
};
