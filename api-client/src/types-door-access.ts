/** Wire types of the door-access area (check-cpc answer, door-open audit log). */

/** 200 answer of POST /api/check-cpc/ (failures are `{"detail": ...}` with 400/403/404/429/502/503/504). */
export interface CheckCpcResponse {
  detail: string;
  door_id: number;
  /** How long the relay stays on (device-side auto-off), seconds. */
  open_seconds: number;
}

export type DoorOpenOutcome =
  'opened' | 'wrong_cpc' | 'locked_out' | 'outside_window' | 'not_allowed' | 'device_error';

/** One item of GET /api/door-open-audit/ (newest first). */
export interface DoorOpenAuditEntry {
  id: number;
  /** null when the door did not exist / was not the owner's, or was deleted since. */
  door_id: number | null;
  door_name: string;
  /** null once the check-in profile has been deleted. */
  checkin_profile_id: number | null;
  guest_username: string;
  /** "Name Surname" while the profile exists, else null. */
  guest_name: string | null;
  outcome: DoorOpenOutcome;
  /** The Shelly result text or the refusal reason. */
  detail: string;
  ip: string;
  /** ISO 8601 timestamp. */
  created_at: string;
}

export interface DoorOpenAuditQuery {
  door_id?: number;
  /** 1..500, default 100. */
  limit?: number;
}
