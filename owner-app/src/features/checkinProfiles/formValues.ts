import type {
  Apartment,
  CheckinProfile,
  CheckinProfileInput,
  CheckinProfilePatch,
} from '@soglia/api-client';
import { addDays, formatTime, todayIso } from './format';
import { generatePassword } from './password';

/** The check-in form as the inputs hold it (numbers and ids as text until sent). */
export interface CheckinProfileFormValues {
  name: string;
  surname: string;
  source: string;
  guest_number: string;
  apartment: string;
  room: string;
  check_in_date: string;
  check_in_time: string;
  check_out_date: string;
  check_out_time: string;
  password: string;
  require_registration_form: boolean;
  require_document_photo: boolean;
  require_billing_info: boolean;
}

export type CheckinProfileFormField = keyof CheckinProfileFormValues;

/** The API's limits (server schema): guests per stay, password length. */
export const LIMITS = { guests: 500, passwordMin: 8, passwordMax: 64, text: 100 } as const;

/** The three online check-in steps a stay asks for, by default those of its apartment (§4). */
export function flagsOf(apartment: Apartment | undefined) {
  return {
    require_registration_form: apartment?.get_guest_info ?? false,
    require_document_photo: apartment?.get_document_photo ?? false,
    require_billing_info: apartment?.get_billing_info ?? false,
  };
}

/**
 * A new access: today's arrival at 15:00 for one night, a fresh password; the apartment already
 * chosen (with its flags) when the host has only one.
 */
export function newCheckinProfileValues(
  apartments: readonly Apartment[],
  today: string = todayIso(),
): CheckinProfileFormValues {
  const only = apartments.length === 1 ? apartments[0] : undefined;
  return {
    name: '',
    surname: '',
    source: '',
    guest_number: '',
    apartment: only ? String(only.id) : '',
    room: '',
    check_in_date: today,
    check_in_time: '15:00',
    check_out_date: addDays(today, 1),
    check_out_time: '10:00',
    password: generatePassword(),
    ...flagsOf(only),
  };
}

/** An existing profile in the form ('Modifica Check-in'). */
export function profileValues(profile: CheckinProfile): CheckinProfileFormValues {
  return {
    name: profile.name,
    surname: profile.surname,
    source: profile.source,
    guest_number: String(profile.guest_number),
    apartment: String(profile.apartment),
    room: profile.room === null ? '' : String(profile.room),
    check_in_date: profile.check_in_date,
    check_in_time: formatTime(profile.check_in_time),
    check_out_date: profile.check_out_date,
    check_out_time: formatTime(profile.check_out_time),
    password: profile.psw,
    require_registration_form: profile.require_registration_form,
    require_document_photo: profile.require_document_photo,
    require_billing_info: profile.require_billing_info,
  };
}

const fieldsToSend: readonly CheckinProfileFormField[] = [
  'name',
  'surname',
  'source',
  'guest_number',
  'apartment',
  'room',
  'check_in_date',
  'check_in_time',
  'check_out_date',
  'check_out_time',
  'password',
  'require_registration_form',
  'require_document_photo',
  'require_billing_info',
];

function wireValue(values: CheckinProfileFormValues, field: CheckinProfileFormField) {
  const value = values[field];
  if (field === 'guest_number' || field === 'apartment' || field === 'room') return Number(value);
  if (typeof value === 'string' && field !== 'password') return value.trim();
  return value;
}

/** The POST body of a new check-in. */
export function toInput(values: CheckinProfileFormValues): CheckinProfileInput {
  return Object.fromEntries(
    fieldsToSend.map((field) => [field, wireValue(values, field)]),
  ) as unknown as CheckinProfileInput;
}

/** The PATCH body: only the fields the host changed (empty when nothing changed). */
export function toPatch(
  values: CheckinProfileFormValues,
  dirty: Partial<Record<CheckinProfileFormField, boolean | undefined>>,
): CheckinProfilePatch {
  return Object.fromEntries(
    fieldsToSend.filter((field) => dirty[field]).map((field) => [field, wireValue(values, field)]),
  ) as CheckinProfilePatch;
}
