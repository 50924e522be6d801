import type { FieldErrors } from '@soglia/api-client';
import { fieldErrors } from '../http/errors';
import type { Cipher } from '../security/crypto';
import type { ApartmentRow } from './apartments.serializer';
import type { ApartmentInputBody } from './apartments.schema';
import type { apartments } from './apartments.table';
import { checkServerUri, SERVER_URI_NOT_ALLOWED } from '../shelly/server-uri';
import { INVALID_URL, REQUIRED } from '../http/fields';

export type ApartmentValues = Omit<typeof apartments.$inferInsert, 'id' | 'ownerId' | 'createdAt'>;

/**
 * The columns to write for a POST (`existing` null) or PUT body, after the rules that need the
 * whole object: with Shelly on, server_uri (a Shelly Cloud server, or an origin the operator
 * allowed) and an auth key are required; a PUT may omit the key (or send '') to keep the stored
 * one; Shelly off clears both.
 * Throws 400 field errors.
 */
export const resolveApartmentValues = (
  input: ApartmentInputBody,
  existing: ApartmentRow | null,
  cipher: Cipher,
  allowedOrigins: readonly string[],
): ApartmentValues => {
  const shelly = input.shelly ?? existing?.shelly ?? false;
  const values: ApartmentValues = {
    name: input.name,
    address: input.address,
    cin: input.CIN,
    phone: input.phone ?? existing?.phone ?? '',
    email: input.email ?? existing?.email ?? '',
    googleMapsLink: input.google_maps_link ?? existing?.googleMapsLink ?? '',
    shelly,
    serverUri: '',
    authKeyEncrypted: '',
    getGuestInfo: input.get_guest_info ?? existing?.getGuestInfo ?? false,
    getDocumentPhoto: input.get_document_photo ?? existing?.getDocumentPhoto ?? false,
    getBillingInfo: input.get_billing_info ?? existing?.getBillingInfo ?? false,
  };
  if (!shelly) return values;

  const errors: FieldErrors = {};
  const serverUri = (input.server_uri ?? existing?.serverUri ?? '').trim();
  if (serverUri === '') errors.server_uri = [REQUIRED];
  else {
    const check = checkServerUri(serverUri, allowedOrigins);
    if (check === 'invalid') errors.server_uri = [INVALID_URL];
    if (check === 'not_allowed') errors.server_uri = [SERVER_URI_NOT_ALLOWED];
  }

  const newKey = (input.auth_key ?? '').trim();
  const storedKey = existing?.authKeyEncrypted ?? '';
  if (newKey === '' && storedKey === '') errors.auth_key = [REQUIRED];

  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  values.serverUri = serverUri;
  values.authKeyEncrypted = newKey !== '' ? cipher.encrypt(newKey) : storedKey;
  return values;
};
