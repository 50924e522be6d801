import type { ErrorCode, FieldErrorCode } from '@soglia/api-client';
import { CHECK_MESSAGES_EN, type CheckCode } from '@soglia/api-client/checks';

/**
 * Every code an error body can carry, with its HTTP status: the `code` of `{"detail", "code"}`
 * bodies. The wire type is api-client's `ErrorCode`. What each one means is in
 * docs/api.md § Error codes; a test checks that every code is listed there, with this status.
 */
export const ERROR_CODES = {
  bad_request: 400,
  parse_error: 400,
  not_authenticated: 401,
  invalid_token: 401,
  permission_denied: 403,
  csrf_failed: 403,
  not_found: 404,
  request_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  server_error: 500,
  database_unavailable: 503,
  media_unavailable: 503,

  uploads_busy: 503,
  client_gone: 400,
  guests_complete: 400,
  billing_rows_full: 400,
  billing_already_sent: 409,

  wrong_cpc: 400,
  door_not_remote: 403,
  checkin_incomplete: 403,
  identification_required: 403,
  outside_stay: 403,
  cpc_locked_out: 429,
  opening_in_progress: 429,
  door_not_configured: 503,
  door_offline: 503,
  door_busy: 503,
  door_timeout: 504,
  door_service_error: 502,
  door_service_refused: 502,

  alloggiati_no_account: 400,
  alloggiati_credentials: 400,
  alloggiati_refused: 400,
  alloggiati_unavailable: 502,
  alloggiati_nothing_to_send: 400,
  alloggiati_in_progress: 409,
  alloggiati_already_accepted: 400,
  alloggiati_not_uncertain: 400,
  receipts_future_day: 400,
  receipts_day_too_old: 400,

  call_over: 409,
  call_in_progress: 409,
  already_identified: 409,
  no_guests_registered: 400,

  calendar_event_decided: 409,
  calendar_event_cancelled: 409,
} as const satisfies Record<ErrorCode, number>;

const CHECK_CODES = Object.fromEntries(
  (Object.keys(CHECK_MESSAGES_EN) as CheckCode[]).map((code) => [code, 400]),
) as Record<CheckCode, 400>;

/** Every code of a field error message, with the status of the answer that carries it. */
export const FIELD_ERROR_CODES = {
  required: 400,
  null: 400,
  blank: 400,
  invalid: 400,
  invalid_type: 400,
  invalid_integer: 400,
  invalid_choice: 400,
  invalid_format: 400,
  invalid_email: 400,
  invalid_url: 400,
  invalid_date: 400,
  invalid_time: 400,
  too_short: 400,
  too_long: 400,
  too_small: 400,
  too_large: 400,
  unexpected_field: 400,
  null_characters: 400,
  does_not_exist: 400,
  other_apartment: 400,
  cannot_move: 400,
  link_gone: 400,
  duplicate: 400,
  read_only: 400,
  language_code_mismatch: 400,
  room_only_for_room_info: 400,
  maps_link: 400,
  server_uri_not_allowed: 400,
  insecure_url: 400,
  host_not_allowed: 400,
  comune_unknown: 400,
  end_before_start: 400,
  range_too_long: 400,
  invalid_cursor: 400,
  date_in_future: 400,
  date_too_old: 400,
  invalid_credentials: 400,
  stay_ended: 400,
  stay_cancelled: 400,
  invalid_file: 400,
  empty_file: 400,
  file_too_large: 413,
  not_a_file: 400,
  ...CHECK_CODES,
} as const satisfies Record<FieldErrorCode, number>;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
export const FIELD_ERROR_CODE_LIST = Object.keys(FIELD_ERROR_CODES) as FieldErrorCode[];
