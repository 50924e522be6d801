import { getJson, type CallOptions } from '../request';
import type { BillingInfo } from './billing';
import type { CheckinProfileStatus, GuestType } from './checkinProfiles';
import type { GuestRegistration } from './guests';
import type { IdentificationMethod } from './identification';

/** Owner view of a stay (owner-checkin-details), with its guests and billing rows. */
export interface Stay {
  id: number;
  apartment_name: string;
  name: string;
  surname: string;
  check_in_date: string;
  check_out_date: string;
  guest_type: GuestType | null;
  guest_number: number;
  registered_guests: number;
  require_registration_form: boolean;
  require_document_photo: boolean;
  got_billing_info: boolean;
  /** The apartment requires the host to identify the guests before the doors open. */
  identification_required: boolean;
  /** When the host identified the stay; null while not identified. */
  identified_at: string | null;
  identification_method: IdentificationMethod | null;
  /** `cancelled`: the channel cancelled the stay; `awaiting_details`: still to complete. */
  status: CheckinProfileStatus;
  guests: GuestRegistration[];
  billing_info: BillingInfo[];
}

export interface StaysQuery {
  /** yyyy-mm-dd; both required, end not before start. */
  start_date: string;
  end_date: string;
}

/** The owner's stays overlapping [start_date, end_date]. */
export function listStays(query: StaysQuery, options?: CallOptions): Promise<Stay[]> {
  return getJson('/api/owner-checkin-details/', query, options);
}

export interface StaysPageQuery extends StaysQuery {
  /** Stays per page, 1-200. */
  limit: number;
  /** The `next_cursor` of the previous page; left out for the first. */
  cursor?: string;
}

/** One page of owner-checkin-details (opt-in cursor paging). */
export interface StaysPage {
  results: Stay[];
  /** Send back as `cursor` for the next page; null on the last. */
  next_cursor: string | null;
}

/** The same stays as listStays, `limit` at a time, in check-in order. */
export function listStaysPage(query: StaysPageQuery, options?: CallOptions): Promise<StaysPage> {
  return getJson('/api/owner-checkin-details/', query, options);
}
