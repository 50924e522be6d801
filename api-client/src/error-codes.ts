// Wire types of the API's error bodies (docs/api.md § Errors and status codes, § Error codes).
import type { CheckCode } from './checks/italian';

/** The `code` of a `{"detail": …, "code": …}` error body. */
export type ErrorCode =
  // Any endpoint
  | 'bad_request'
  | 'parse_error'
  | 'not_authenticated'
  | 'invalid_token'
  | 'permission_denied'
  | 'csrf_failed'
  | 'not_found'
  | 'request_too_large'
  | 'unsupported_media_type'
  | 'throttled'
  | 'server_error'
  | 'database_unavailable'
  | 'media_unavailable'
  // Guests, document photos and billing data
  | 'uploads_busy'
  | 'client_gone'
  | 'guests_complete'
  | 'billing_rows_full'
  | 'billing_already_sent'
  // Opening a door
  | 'wrong_cpc'
  | 'door_not_remote'
  | 'checkin_incomplete'
  | 'identification_required'
  | 'outside_stay'
  | 'cpc_locked_out'
  | 'opening_in_progress'
  | 'door_not_configured'
  | 'door_offline'
  | 'door_busy'
  | 'door_timeout'
  | 'door_service_error'
  | 'door_service_refused'
  // Alloggiati Web
  | 'alloggiati_no_account'
  | 'alloggiati_credentials'
  | 'alloggiati_refused'
  | 'alloggiati_unavailable'
  | 'alloggiati_nothing_to_send'
  | 'alloggiati_in_progress'
  | 'alloggiati_already_accepted'
  | 'alloggiati_not_uncertain'
  | 'receipts_future_day'
  | 'receipts_day_too_old'
  // Identification at the door
  | 'call_over'
  | 'call_in_progress'
  | 'already_identified'
  | 'no_guests_registered'
  // Calendar import
  | 'calendar_event_decided'
  | 'calendar_event_cancelled';

/**
 * The code of one field error message. The Italian and Alloggiati Web checks
 * (`@soglia/api-client/checks`) answer their own `CheckCode`s.
 */
export type FieldErrorCode =
  | 'required'
  | 'null'
  | 'blank'
  | 'invalid'
  | 'invalid_type'
  | 'invalid_integer'
  | 'invalid_choice'
  | 'invalid_format'
  | 'invalid_email'
  | 'invalid_url'
  | 'invalid_date'
  | 'invalid_time'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_large'
  | 'unexpected_field'
  | 'null_characters'
  | 'does_not_exist'
  | 'other_apartment'
  | 'cannot_move'
  | 'link_gone'
  | 'duplicate'
  | 'read_only'
  | 'language_code_mismatch'
  | 'room_only_for_room_info'
  | 'maps_link'
  | 'server_uri_not_allowed'
  | 'insecure_url'
  | 'host_not_allowed'
  | 'comune_unknown'
  | 'end_before_start'
  | 'range_too_long'
  | 'invalid_cursor'
  | 'date_in_future'
  | 'date_too_old'
  | 'invalid_credentials'
  | 'stay_ended'
  | 'stay_cancelled'
  | 'invalid_file'
  | 'empty_file'
  | 'file_too_large'
  | 'not_a_file'
  | CheckCode;

/** `{"detail": "message", "code": "not_found"}`: an error that is not about given fields. */
export interface DetailErrorBody {
  detail: string;
  code: ErrorCode;
}

/** For each field in error, the code of each of its messages, in the same order. */
export type FieldErrorCodes = Record<string, FieldErrorCode[]>;

/**
 * Field errors: `{"field": ["message", …], …, "codes": {"field": ["code", …], …}}`
 * (`non_field_errors` for the object as a whole). `codes` is the one key that is not a field.
 */
export interface FieldErrorBody {
  codes: FieldErrorCodes;
  [field: string]: string[] | FieldErrorCodes;
}
