import type { Apartment, LanguageInformation } from '@soglia/api-client';
import { placeByCode, storedPlaceName } from '../places';
import type { apartments } from '../db';

export type ApartmentRow = typeof apartments.$inferSelect;
export type ApartmentOut = Apartment & { has_auth_key: boolean };

/** `Roma (RM)` for a comune code, '' for none. */
export const comuneName = (code: string): string => {
  const entry = code ? placeByCode(code) : null;
  return entry ? storedPlaceName(entry) : '';
};

export const toApartment = (
  row: ApartmentRow,
  infos: LanguageInformation[] = [],
): ApartmentOut => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  email: row.email,
  CIN: row.cin,
  comune_code: row.comuneCode,
  comune_name: comuneName(row.comuneCode),
  google_maps_link: row.googleMapsLink,
  shelly: row.shelly,
  server_uri: row.serverUri,
  auth_key: '',
  has_auth_key: row.authKeyEncrypted !== '',
  get_guest_info: row.getGuestInfo,
  get_document_photo: row.getDocumentPhoto,
  get_billing_info: row.getBillingInfo,
  identification_required: row.identificationRequired,
  identification_ring_seconds: row.identificationRingSeconds,
  default_check_in_time: row.defaultCheckInTime,
  default_check_out_time: row.defaultCheckOutTime,
  language_informations: infos,
});
