import type { LanguageCode } from '../common';
import { prefetch, takePrefetched } from '../prefetch';
import { getJson, patchJson, postJson, type CallOptions } from '../request';
import type { AccessType } from './doors';
import type { InfoEntry } from './infos';

export type GuestType = 'ospite singolo' | 'famiglia' | 'gruppo';

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
export type MissingRequirementCode = 'document_photo' | 'registration_form' | 'billing_info';
export interface MissingRequirement {
  code: MissingRequirementCode;
  /** Guests still missing it (1 for billing_info). */
  count: number;
}
export interface MissingRequirements {
  missing_requirements: MissingRequirement[];
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

export interface GuestInfosQuery {
  /** Titles and texts in this language where translated; it (or none) = the originals. */
  language?: LanguageCode;
}

export interface GuestTypeUpdate {
  guest_type: GuestType;
}

export interface CheckCpcRequest {
  door_id: number;
  cpc: string;
}

/**
 * 200 answer of POST /api/check-cpc/ (failures are `{"detail": ...}` with 400/403/404/429/5xx;
 * a 429 for the same door already being opened also has `"code": "opening_in_progress"`).
 */
export interface CheckCpcResponse {
  detail: string;
  door_id: number;
  /** How long the relay stays on (device-side auto-off), seconds. */
  open_seconds: number;
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

/** Sets the guest type of the own profile; answers the updated profile. */
export function updateGuestType(
  profileId: number,
  body: GuestTypeUpdate,
  options?: CallOptions,
): Promise<GuestProfile> {
  return patchJson(`/api/update-guest-type/${profileId}/`, body, options);
}

/** The info entries of the guest's apartment, translated where possible. */
export function listGuestInfos(
  query: GuestInfosQuery = {},
  options?: CallOptions,
): Promise<InfoEntry[]> {
  return getJson('/api/apartment-info/', query, options);
}
