import type { LanguageCode } from '../common';
import { prefetch, takePrefetched } from '../prefetch';
import { getJson, postJson, type CallOptions } from '../request';
import type { AccessType } from './doors';

/** A door as the guest sees it: never the CPC, the device or the owner's notes. */
export interface GuestDoor {
  id: number;
  name: string;
  access_type: AccessType;
  access_code: string;
  priority: number;
  instructions: string;
}
export interface GuestRoom {
  name: string;
  /** By ascending priority (equal priorities shuffled). */
  doors: GuestDoor[];
}
/** `identification`: the host has not identified the stay yet (its apartment requires it). */
export type MissingRequirementCode =
  'document_photo' | 'registration_form' | 'billing_info' | 'identification';
export interface MissingRequirement {
  code: MissingRequirementCode;
  /** Guests still missing it (1 for billing_info and identification). */
  count: number;
}
export interface MissingRequirements {
  missing_requirements: MissingRequirement[];
  /**
   * Only when the host's identification is all that is missing, inside the stay: the room's
   * doors to call the host from (by their CPC), with no access code and only the
   * instruction-only doors' instructions.
   */
  room?: GuestRoom;
}
/** Why no door is shown: access opens later, has ended, or the stay has no room. */
export interface GuestRoomDetail {
  detail: string;
}
/** The answer of GET /api/guest-room/: tell the cases apart with the guards below. */
export type GuestRoomResponse = GuestRoom[] | MissingRequirements | GuestRoomDetail;

export const isGuestRoomList = (answer: GuestRoomResponse): answer is GuestRoom[] =>
  Array.isArray(answer);

export const isMissingRequirements = (answer: GuestRoomResponse): answer is MissingRequirements =>
  !Array.isArray(answer) && 'missing_requirements' in answer;

export const isGuestRoomDetail = (answer: GuestRoomResponse): answer is GuestRoomDetail =>
  !Array.isArray(answer) && 'detail' in answer;

export interface GuestRoomQuery {
  /** Door names and instructions in this language where translated; default it. */
  language?: LanguageCode;
}

export interface CheckCpcRequest {
  door_id: number;
  cpc: string;
}

/**
 * 200 answer of POST /api/check-cpc/ (failures are `{"detail": ...}` with 400/403/404/429/5xx;
 * a 429 for the same door already being opened also has `"code": "opening_in_progress"`, a 503
 * when too many openings of the account are queued `"code": "door_busy"` and `Retry-After`).
 * The request is held while the opening waits for its turn (up to about 15 s): an answer that
 * has not come within a second or so means the opening is queued.
 */
export interface CheckCpcResponse {
  detail: string;
  door_id: number;
  /** How long the relay stays on (device-side auto-off), seconds. */
  open_seconds: number;
  /**
   * How long the opening waited for its turn on the door's Shelly account (one call a second,
   * shared by every guest of that account), ms; 0 when none was queued ahead.
   */
  queued_ms: number;
}

const GUEST_ROOM = '/api/guest-room/';
const guestRoomKey = (language: LanguageCode) => `${GUEST_ROOM}?language=${language}`;

/**
 * The guest's room and doors, or what is still missing. Answered by `prefetchGuestRoom` when one
 * is held for the same language (the shell starts it, so the doors need not wait for the stay
 * card to render first).
 */
export function getGuestRoom(
  query: GuestRoomQuery = {},
  options?: CallOptions,
): Promise<GuestRoomResponse> {
  const request = () => getJson<GuestRoomResponse>(GUEST_ROOM, query, options);
  if (!query.language) return request();
  return takePrefetched(guestRoomKey(query.language), request, options?.signal);
}

/** Starts GET /api/guest-room/?language=… now, for the next `getGuestRoom` in that language. */
export function prefetchGuestRoom(language: LanguageCode): void {
  prefetch(guestRoomKey(language), () => getJson(GUEST_ROOM, { language }));
}

/** Opens a shelly door of the guest's room; success means the relay was pulsed. */
export function checkCpc(body: CheckCpcRequest, options?: CallOptions): Promise<CheckCpcResponse> {
  return postJson('/api/check-cpc/', body, options);
}
