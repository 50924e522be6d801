import { CHECK_MESSAGES_EN, CHECK_MESSAGES_IT, type CheckCode } from '@soglia/api-client/checks';
import { addIssue, type FieldIssues } from '../http';
import { matchPlace, storedPlaceName, placeByCode, validOn, type PlaceKind } from '../places';

/** The coded places of a guest: the readable field and its code field. */
export const PLACE_FIELDS = {
  place_of_birth: { code: 'place_of_birth_code', kinds: ['comune', 'state'] },
  citizenship: { code: 'citizenship_code', kinds: ['state'] },
  place_of_issue: { code: 'place_of_issue_code', kinds: ['comune', 'state'] },
} as const satisfies Record<string, { code: string; kinds: PlaceKind[] }>;

export type PlaceField = keyof typeof PLACE_FIELDS;
export type PlaceCodeField = (typeof PLACE_FIELDS)[PlaceField]['code'];
export const PLACE_NAMES = Object.keys(PLACE_FIELDS) as PlaceField[];

export type PlaceValues = Record<PlaceField | PlaceCodeField, string>;

/** The guest's messages (English, translated by the guest app) and the owner's (Italian). */
export const PLACE_MESSAGES = {
  en: {
    unknown: CHECK_MESSAGES_EN.place_unknown,
    notAState: CHECK_MESSAGES_EN.place_not_a_state,
    notOnDate: CHECK_MESSAGES_EN.place_not_on_date,
  },
  it: {
    unknown: CHECK_MESSAGES_IT.place_unknown,
    notAState: CHECK_MESSAGES_IT.place_not_a_state,
    notOnDate: CHECK_MESSAGES_IT.place_not_on_date,
  },
} as const;

interface ResolveInput {
  /** Codes and names given by the body (undefined: not sent). */
  given: Partial<Record<PlaceField | PlaceCodeField, string | null>>;
  /** Values after the body was merged over the stored row (names already checked). */
  merged: Record<PlaceField, string>;
  /** The stored names and codes (update) or none (create). */
  base?: Partial<Record<PlaceField | PlaceCodeField, string>>;
  dateOfBirth: string | null;
  language: 'en' | 'it';
  errors: FieldIssues;
}

/**
 * Sets each place's code and name. A code sent by the client is checked against the tables (the
 * right kind; for the place of birth, valid on the date of birth) and its stored name follows the
 * table; a name sent without a code (kept as typed) is matched to the tables where exactly one entry fits, else
 * it is kept as typed without a code (the guest is flagged: places_to_review). A field left out
 * keeps its stored code.
 */
export const resolvePlaces = ({
  given,
  merged,
  base,
  dateOfBirth,
  language,
  errors,
}: ResolveInput): PlaceValues => {
  const messages = language === 'en' ? CHECK_MESSAGES_EN : CHECK_MESSAGES_IT;
  const refuse = (field: string, code: CheckCode) => addIssue(errors, field, code, messages[code]);
  const out = {} as PlaceValues;
  for (const field of PLACE_NAMES) {
    const { code: codeField, kinds } = PLACE_FIELDS[field];
    const date = field === 'place_of_birth' ? dateOfBirth : null;
    const sentCode = given[codeField]?.trim();
    out[field] = merged[field];
    if (sentCode) {
      const entry = placeByCode(sentCode);
      if (!entry) refuse(codeField, 'place_unknown');
      else if (!(kinds as readonly PlaceKind[]).includes(entry.kind)) {
        refuse(codeField, 'place_not_a_state');
      } else if (date && !validOn(entry, date)) refuse(codeField, 'place_not_on_date');
      else {
        out[codeField] = entry.code;
        out[field] = storedPlaceName(entry);
        continue;
      }
      out[codeField] = '';
      continue;
    }
    // The same name sent back (a form resending every field) keeps the stored code.
    const sentName = given[field];
    const nameChanged =
      (sentName !== undefined && (sentName ?? '').trim() !== (base?.[field] ?? '')) ||
      given[codeField] !== undefined;
    const kept = base?.[codeField] ?? '';
    if (!nameChanged && kept) {
      const entry = placeByCode(kept);
      // A stored birth place must still fit a changed date of birth.
      if (entry && date && !validOn(entry, date)) refuse(codeField, 'place_not_on_date');
      out[codeField] = kept;
      continue;
    }
    // Matched names keep the guest's spelling; only a chosen code brings the table's name.
    out[codeField] = matchPlace(merged[field], { kinds: [...kinds], date }) ?? '';
  }
  return out;
};

/** The places with a name but no code: the owner has to choose them. */
export const placesToReview = (values: PlaceValues): PlaceField[] =>
  PLACE_NAMES.filter((field) => values[field] && !values[PLACE_FIELDS[field].code]);
