import { CHECK_MESSAGES_IT, checkCin } from '@soglia/api-client/checks';
import {
  fieldErrors,
  hasIssues,
  issue,
  normalizeTime,
  type FieldIssues,
  INVALID_URL,
  REQUIRED,
} from '../http';
import type { Cipher } from '../security';
import type { ApartmentRow } from './apartments.serializer';
import type { ApartmentInputBody } from './apartments.schema';
import type { apartments } from '../db';
import { checkServerUri, SERVER_URI_NOT_ALLOWED } from '../shelly';
import { localDate } from '../lib';
import { placeByCode, validOn } from '../places';

export const COMUNE_MESSAGE = "Comune sconosciuto o soppresso: sceglierlo dall'elenco.";

/**
 * The comune's own rules: a comune code of the Alloggiati tables that exists today, and the
 * CIN's six ISTAT digits must be that comune's (field errors on comune_code and CIN).
 */
const comuneErrors = (
  comuneCode: string,
  cin: string,
  timeZone: string,
  now: Date,
): FieldIssues => {
  if (comuneCode === '') return {};
  const entry = placeByCode(comuneCode);
  if (!entry || entry.kind !== 'comune' || !validOn(entry, localDate(now, timeZone))) {
    return { comune_code: [issue('comune_unknown', COMUNE_MESSAGE)] };
  }
  return checkCin(cin, comuneCode) === 'cin_comune'
    ? { CIN: [issue('cin_comune', CHECK_MESSAGES_IT.cin_comune)] }
    : {};
};

export type ApartmentValues = Omit<typeof apartments.$inferInsert, 'id' | 'ownerId' | 'createdAt'>;

/**
 * The columns to write for a POST (`existing` null) or PUT body, after the rules that need the
 * whole object: with Shelly on, server_uri (a Shelly Cloud server, or an origin the operator
 * allowed) and an auth key are required; a PUT may omit the key (or send '') to keep the stored
 * one; Shelly off clears both. A comune (omitted on PUT: the stored one; '' clears it) must exist
 * today and match the CIN's ISTAT digits.
 * Throws 400 field errors.
 */
export const resolveApartmentValues = (
  input: ApartmentInputBody,
  existing: ApartmentRow | null,
  cipher: Cipher,
  allowedOrigins: readonly string[],
  now: Date = new Date(),
): ApartmentValues => {
  const shelly = input.shelly ?? existing?.shelly ?? false;
  const values: ApartmentValues = {
    name: input.name,
    address: input.address,
    cin: input.CIN,
    comuneCode: (input.comune_code ?? existing?.comuneCode ?? '').trim(),
    phone: input.phone ?? existing?.phone ?? '',
    email: input.email ?? existing?.email ?? '',
    googleMapsLink: input.google_maps_link ?? existing?.googleMapsLink ?? '',
    shelly,
    serverUri: '',
    authKeyEncrypted: '',
    getGuestInfo: input.get_guest_info ?? existing?.getGuestInfo ?? false,
    getDocumentPhoto: input.get_document_photo ?? existing?.getDocumentPhoto ?? false,
    getBillingInfo: input.get_billing_info ?? existing?.getBillingInfo ?? false,
    // On for a new apartment unless said otherwise (docs/product.md § Identification at the door).
    identificationRequired:
      input.identification_required ?? existing?.identificationRequired ?? true,
    identificationRingSeconds:
      input.identification_ring_seconds ?? existing?.identificationRingSeconds ?? 120,
    defaultCheckInTime:
      normalizeTime(input.default_check_in_time ?? '') ??
      existing?.defaultCheckInTime ??
      '15:00:00',
    defaultCheckOutTime:
      normalizeTime(input.default_check_out_time ?? '') ??
      existing?.defaultCheckOutTime ??
      '10:00:00',
  };
  const errors: FieldIssues = comuneErrors(
    values.comuneCode!,
    values.cin,
    existing?.timeZone ?? 'Europe/Rome',
    now,
  );
  if (!shelly) {
    if (hasIssues(errors)) throw fieldErrors(errors);
    return values;
  }

  const serverUri = (input.server_uri ?? existing?.serverUri ?? '').trim();
  if (serverUri === '') errors.server_uri = [issue('required', REQUIRED)];
  else {
    const check = checkServerUri(serverUri, allowedOrigins);
    if (check === 'invalid') errors.server_uri = [issue('invalid_url', INVALID_URL)];
    if (check === 'not_allowed') {
      errors.server_uri = [issue('server_uri_not_allowed', SERVER_URI_NOT_ALLOWED)];
    }
  }

  const newKey = (input.auth_key ?? '').trim();
  const storedKey = existing?.authKeyEncrypted ?? '';
  if (newKey === '' && storedKey === '') errors.auth_key = [issue('required', REQUIRED)];

  if (hasIssues(errors)) throw fieldErrors(errors);
  values.serverUri = serverUri;
  values.authKeyEncrypted = newKey !== '' ? cipher.encrypt(newKey) : storedKey;
  return values;
};
