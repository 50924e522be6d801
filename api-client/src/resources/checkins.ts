import { deleteResource, getJson, patchJson, postJson, type CallOptions } from '../request';

/** Owner side check-in profile (a stay with its guest credentials). */
export interface CheckinProfile {
  id: number;
  name: string;
  surname: string;
  source: string;
  guest_number: number;
  /** yyyy-mm-dd */
  check_in_date: string;
  check_out_date: string;
  /** HH:MM:SS */
  check_in_time: string;
  check_out_time: string;
  /** The guest's login: name.surname[N]. */
  username: string;
  /** The guest's password, shown again to the owner. */
  psw: string;
  apartment: number;
  apartment_name: string;
  room: number | null;
  room_name: string;
  require_registration_form: boolean;
  require_document_photo: boolean;
  require_billing_info: boolean;
}

/** POST body. Unset require_* flags default to the apartment's get_* flags. */
export interface CheckinProfileInput {
  name: string;
  surname: string;
  source: string;
  guest_number: number;
  /** yyyy-mm-dd */
  check_in_date: string;
  check_out_date: string;
  /** HH:MM or HH:MM:SS */
  check_in_time: string;
  check_out_time: string;
  /** At least 8 characters. */
  password: string;
  apartment: number;
  room: number;
  require_registration_form?: boolean;
  require_document_photo?: boolean;
  require_billing_info?: boolean;
}

/** PATCH body: only the changed fields. A new password ends the guest's open sessions. */
export type CheckinProfilePatch = Partial<CheckinProfileInput>;

export interface CheckinProfilesQuery {
  /** Partial, case-insensitive. */
  name?: string;
  surname?: string;
  /** Exact, yyyy-mm-dd. */
  check_in_date?: string;
  /** Opt-in paging of `search_results`: at most this many (1-200), plus `next_cursor`. */
  limit?: number;
  /** The `next_cursor` of the previous page. */
  cursor?: string;
}

/**
 * The most `search_results` the API answers (the newest check-ins first): a search that returns
 * exactly this many may have left older ones out.
 */
export const CHECKIN_SEARCH_LIMIT = 200;

/**
 * Without criteria `currents` (stays in progress or arriving today); with any criterion
 * `search_results`.
 */
export interface CheckinProfilesResponse {
  currents?: CheckinProfile[];
  search_results?: CheckinProfile[];
  /** Only with `limit`: the cursor of the next page, null on the last. */
  next_cursor?: string | null;
}

export function createCheckinProfile(
  input: CheckinProfileInput,
  options?: CallOptions,
): Promise<CheckinProfile> {
  return postJson('/api/register/checkin/', input, options);
}

export function updateCheckinProfile(
  id: number,
  patch: CheckinProfilePatch,
  options?: CallOptions,
): Promise<CheckinProfile> {
  return patchJson(`/api/register/checkin/${id}/`, patch, options);
}

/** Deletes the stay with its guests, document photos, billing rows and guest sessions. */
export function deleteCheckinProfile(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/register/checkin/${id}/`, options);
}

/** GET /api/checkin-profiles/: empty criteria are left out of the URL. */
export function searchCheckinProfiles(
  query: CheckinProfilesQuery = {},
  options?: CallOptions,
): Promise<CheckinProfilesResponse> {
  const criteria = Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) =>
        (typeof value === 'string' && value.trim() !== '') || typeof value === 'number',
    ),
  );
  return getJson('/api/checkin-profiles/', criteria, options);
}
