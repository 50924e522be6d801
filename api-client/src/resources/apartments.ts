import { deleteResource, getJson, postJson, putJson, type CallOptions } from '../request';
import type { LanguageInformation } from './guidebookTranslations';

export interface Apartment {
  id: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  CIN: string;
  /**
   * The Alloggiati code of the apartment's comune (see searchPlaces), '' while unknown; when set,
   * the CIN's six ISTAT digits must be the comune's.
   */
  comune_code: string;
  /** The comune's readable name with its province (`Roma (RM)`), '' while unknown. */
  comune_name: string;
  google_maps_link: string;
  shelly: boolean;
  server_uri: string;
  /** Write-only: the server never sends the stored key back (always ''). */
  auth_key: string;
  /** True when a key is stored, so the console can say "set" without seeing it. */
  has_auth_key: boolean;
  get_guest_info: boolean;
  get_document_photo: boolean;
  get_billing_info: boolean;
  /** Guests see door codes and openings only once the host identified the stay. */
  identification_required: boolean;
  /** How long a guest's identification call rings before it is missed (seconds). */
  identification_ring_seconds: number;
  /** HH:MM:SS: the times of the stays Soglia makes from channel calendars. */
  default_check_in_time: string;
  default_check_out_time: string;
  language_informations: LanguageInformation[];
}

/**
 * POST / PUT body. Omitted optional fields take their defaults on POST and keep the stored
 * value on PUT; on PUT an omitted or empty auth_key keeps the stored key.
 */
export interface ApartmentInput {
  name: string;
  address: string;
  CIN: string;
  /** A comune code from searchPlaces (kind comune, valid today), or '' to clear it. */
  comune_code?: string;
  phone?: string;
  email?: string;
  google_maps_link?: string;
  shelly?: boolean;
  server_uri?: string;
  auth_key?: string;
  get_guest_info?: boolean;
  get_document_photo?: boolean;
  get_billing_info?: boolean;
  /** Default true on POST. */
  identification_required?: boolean;
  /** 30-600; default 120 on POST, omitted on PUT keeps it. */
  identification_ring_seconds?: number;
  /** HH:MM or HH:MM:SS; default 15:00 and 10:00 on POST, omitted on PUT keeps them. */
  default_check_in_time?: string;
  default_check_out_time?: string;
}

export function listApartments(options?: CallOptions): Promise<Apartment[]> {
  return getJson('/api/apartments/', undefined, options);
}

export function createApartment(input: ApartmentInput, options?: CallOptions): Promise<Apartment> {
  return postJson('/api/apartments/', input, options);
}

export function updateApartment(
  id: number,
  input: ApartmentInput,
  options?: CallOptions,
): Promise<Apartment> {
  return putJson(`/api/apartments/${id}/`, input, options);
}

/** Deletes the apartment with its rooms, doors, guidebook and check-in profiles. */
export function deleteApartment(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/apartments/${id}/`, options);
}
