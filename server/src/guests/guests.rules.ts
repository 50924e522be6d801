import type { GuestRegistration } from '@soglia/api-client';
import {
  CHECK_MESSAGES_EN,
  CHECK_MESSAGES_IT,
  checkRecordWidth,
  RECORD_WIDTH_FIELDS,
} from '@soglia/api-client/checks';
import { addIssue, issue, type FieldIssue, type FieldIssues } from '../http';
import { resolvePlaces } from './guests.places';
import { TEXT_FIELDS, type GuestBody, type TextField } from './guests.schema';

export const GUEST_MESSAGES = {
  required: 'This field is required.',
  invalidDateFormat: 'Invalid date format. Use YYYY-MM-DD.',
  futureDate: 'The date of birth cannot be in the future.',
  tooOld: 'Enter a date of birth after 1900-01-01.',
  gender: 'Choose F or M.',
  unknownProfile: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  tooManyGuests: (n: number) =>
    `All ${n} guests of this stay are already registered: no more guests can be added.`,
} as const;

/** The editable fields of a registration (the wire type without id, profile and photos). */
export type GuestValues = Omit<
  GuestRegistration,
  | 'id'
  | 'checkin_profile'
  | 'document_photo'
  | 'document_photo_back'
  | 'places_to_review'
  | 'identification_status'
  | 'identified_at'
>;

export type GuestMode = 'guest' | 'owner-create' | 'owner-update';

const FORM_REQUIRED: (keyof GuestValues)[] = [
  'first_name',
  'last_name',
  'citizenship',
  'place_of_birth',
  'date_of_birth',
  'gender',
  'place_of_issue',
  'document_type',
  'document_number',
];

/** What is wrong with a 'yyyy-mm-dd' date of birth, or null when it is fine. */
export const dateOfBirthError = (value: string, today: string): FieldIssue | null => {
  const invalid = issue('invalid_date', GUEST_MESSAGES.invalidDateFormat);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return invalid;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return invalid;
  }
  if (value > today) return issue('date_in_future', GUEST_MESSAGES.futureDate);
  if (value < '1900-01-01') return issue('date_too_old', GUEST_MESSAGES.tooOld);
  return null;
};

interface CheckInput {
  mode: GuestMode;
  body: GuestBody;
  /** Current values (PUT); fields absent from the body keep them. */
  base?: GuestValues;
  /** The profile asks for the full registration form (guest side only). */
  requireForm: boolean;
  /** Today in the apartment's time zone. */
  today: string;
}

/**
 * Merges the body over the base and applies the caller's rules: the host's in docs/api.md § Stays
 * with their guests and billing data, the guest's in docs/api.md § Guest endpoints.
 */
export const checkGuestValues = ({ mode, body, base, requireForm, today }: CheckInput) => {
  const errors: FieldIssues = {};
  const pick = (field: TextField): string => {
    const given = body[field];
    if (given === undefined) return base?.[field] ?? '';
    return (given ?? '').trim();
  };
  const values = {} as GuestValues;
  for (const field of TEXT_FIELDS) values[field] = pick(field);
  const dob = body.date_of_birth === undefined ? base?.date_of_birth : body.date_of_birth?.trim();
  values.date_of_birth = dob ? dob : null;
  values.document_type = body.document_type ?? base?.document_type ?? 'identity card';
  const dobValid = !values.date_of_birth || !dateOfBirthError(values.date_of_birth, today);
  Object.assign(
    values,
    resolvePlaces({
      given: body,
      merged: values,
      base,
      dateOfBirth: dobValid ? values.date_of_birth : null,
      language: mode === 'guest' ? 'en' : 'it',
      errors,
    }),
  );

  let required: (keyof GuestValues)[] = ['first_name', 'last_name'];
  if (mode === 'guest' && requireForm) required = FORM_REQUIRED;
  if (mode === 'owner-create') required = ['first_name', 'last_name', 'date_of_birth'];
  for (const field of required) {
    if (!values[field]) addIssue(errors, field, 'required', GUEST_MESSAGES.required);
  }
  if (values.date_of_birth) {
    const wrong = dateOfBirthError(values.date_of_birth, today);
    if (wrong) (errors.date_of_birth ??= []).push(wrong);
  }
  // Longer than the Alloggiati record's field: refused, never cut on the way to the police.
  const checkMessages = mode === 'guest' ? CHECK_MESSAGES_EN : CHECK_MESSAGES_IT;
  for (const field of RECORD_WIDTH_FIELDS) {
    const code = body[field] ? checkRecordWidth(field, values[field]) : null;
    if (code) addIssue(errors, field, code, checkMessages[code]);
  }
  if (mode === 'guest' && values.gender) {
    values.gender = values.gender.toUpperCase();
    if (values.gender !== 'F' && values.gender !== 'M') {
      addIssue(errors, 'gender', 'invalid_choice', GUEST_MESSAGES.gender);
    }
  }
  return { values, errors };
};
