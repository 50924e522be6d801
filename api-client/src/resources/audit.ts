import { getJson, type CallOptions } from '../request';

export type DoorOpenOutcome =
  'opened' | 'wrong_cpc' | 'locked_out' | 'outside_window' | 'not_allowed' | 'device_error';

/** One CPC attempt on one of the owner's doors. */
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
  /** One of the owner's doors (another id answers 404). */
  door_id?: number;
  /** 1..500, default 100. */
  limit?: number;
}

/** Every CPC attempt on the owner's doors, newest first. */
export function listDoorOpenAudit(
  query: DoorOpenAuditQuery = {},
  options?: CallOptions,
): Promise<DoorOpenAuditEntry[]> {
  return getJson('/api/door-open-audit/', query, options);
}
