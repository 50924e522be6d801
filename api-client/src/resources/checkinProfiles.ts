import { prefetch, takePrefetched } from '../prefetch';
import { deleteResource, getJson, patchJson, postJson, type CallOptions } from '../request';
import type { CalendarCancelReason, CalendarLabel } from './calendar';

export type GuestType = 'ospite singolo' | 'famiglia' | 'gruppo';

/**
 * `awaiting_details`: made from a channel's calendar, the host still completes names and guests;
 * `cancelled`: the channel cancelled it (its guest logins were revoked; nothing was deleted).
 */
export type CheckinProfileStatus = 'active' | 'awaiting_details' | 'cancelled';

/** What the channel's calendar carried for a stay it made (or joined). */
export interface CalendarOrigin {
  /** The calendar event (see listCalendarEvents). */
  event: number;
  /** The feed; null once the host removed it. */
  feed: number | null;
  label: CalendarLabel;
  uid: string;
  summary: string;
  description: string;
  /** Airbnb's link to the reservation, '' when the feed has none. */
  reservation_url: string;
  reservation_code: string;
  /** The guest phone's last four digits (Airbnb), ''. */
  phone_last4: string;
  /** Why the channel's event stopped counting, when it did. */
  cancel_reason: CalendarCancelReason | null;
}

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
  status: CheckinProfileStatus;
  cancelled_at: string | null;
  /** The dates before the channel's calendar last moved them (null: never moved). */
  previous_check_in_date: string | null;
  previous_check_out_date: string | null;
  dates_changed_at: string | null;
  /** Null for a stay the host typed. */
  calendar: CalendarOrigin | null;
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

/**
 * PATCH body: only the changed fields. A new password ends the guest's open sessions.
 * `awaiting_details: false` marks a stay made from a calendar as completed by the host.
 */
export type CheckinProfilePatch = Partial<CheckinProfileInput & { awaiting_details: boolean }>;

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
  /**
   * Without criteria: the stays made from channel calendars that await details, not ended, the
   * oldest check-in first; list them first (one may also be in `currents`).
   */
  awaiting_details?: CheckinProfile[];
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

/** The guest's view of the own check-in profile. */
export interface GuestProfile {
  id: number;
  apartment_name: string;
  /** The stay's names as the host entered them (first name, surname). */
  name: string;
  surname: string;
  CIN: string;
  phone: string;
  email: string;
  address: string;
  check_in_date: string;
  check_in_time: string;
  check_out_date: string;
  check_out_time: string;
  guest_type: GuestType | null;
  guest_number: number;
  registered_guests: number;
  require_billing_info: boolean;
  got_billing_info: boolean;
  require_registration_form: boolean;
  require_document_photo: boolean;
  room_name: string;
}

export interface GuestTypeUpdate {
  guest_type: GuestType;
}

const GUEST_PROFILES = '/api/checkin-profiles-guest/';

/**
 * The guest's own profile as a one-element list. Answered by `prefetchGuestProfiles` when one is
 * held (the shell starts it for the guest remote, whose first screen needs it).
 */
export function listGuestProfiles(options?: CallOptions): Promise<GuestProfile[]> {
  return takePrefetched(
    GUEST_PROFILES,
    () => getJson<GuestProfile[]>(GUEST_PROFILES, undefined, options),
    options?.signal,
  );
}

/** Starts GET /api/checkin-profiles-guest/ now, for the next `listGuestProfiles`. */
export function prefetchGuestProfiles(): void {
  prefetch(GUEST_PROFILES, () => getJson(GUEST_PROFILES));
}

/** Sets the guest type of the own profile; answers the updated profile. */
export function updateGuestType(
  profileId: number,
  body: GuestTypeUpdate,
  options?: CallOptions,
): Promise<GuestProfile> {
  return patchJson(`/api/update-guest-type/${profileId}/`, body, options);
}
