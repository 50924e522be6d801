import { getJson, postJson, type CallOptions } from '../request';

/** How the host identified a stay (docs/api.md § Identification at the door). */
export type IdentificationMethod = 'video_call' | 'in_person';
/** The host's outcome on seeing one registered guest. */
export type GuestIdentificationStatus = 'identified' | 'mismatch';

export interface IdentificationGuest {
  id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  document_type: string;
  document_number: string;
  /** The authenticated media path of the photo, null without one. */
  document_photo: string | null;
  document_photo_back: string | null;
  identification_status: GuestIdentificationStatus | null;
  identified_at: string | null;
}

/** A stay as the host sees it while identifying it. */
export interface IdentificationStay {
  profile_id: number;
  name: string;
  surname: string;
  apartment_name: string;
  room_name: string | null;
  check_in_date: string;
  check_out_date: string;
  guest_number: number;
  /** Null until every registered guest is identified. */
  identified_at: string | null;
  /** The owner who identified it. */
  identified_by: number | null;
  method: IdentificationMethod | null;
  guests: IdentificationGuest[];
}

export interface InPersonIdentification {
  /** Ids of the stay's registered guests the host has seen. */
  guests: number[];
}

/** GET /api/identification/stays/{id}/ (host). */
export function getIdentificationStay(
  profileId: number,
  options?: CallOptions,
): Promise<IdentificationStay> {
  return getJson(`/api/identification/stays/${profileId}/`, undefined, options);
}

/** "Identificati di persona": POST /api/identification/stays/{id}/in-person/ (host). */
export function identifyInPerson(
  profileId: number,
  body: InPersonIdentification,
  options?: CallOptions,
): Promise<IdentificationStay> {
  return postJson(`/api/identification/stays/${profileId}/in-person/`, body, options);
}

/** An ICE server for `RTCPeerConnection` (TURN with short-lived credentials). */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}
export interface IceServers {
  ice_servers: IceServer[];
  ttl_seconds: number;
}

/** GET /api/identification/ice-servers/ (host or guest). */
export function getIceServers(options?: CallOptions): Promise<IceServers> {
  return getJson('/api/identification/ice-servers/', undefined, options);
}

export type IdentificationCallStatus = 'ringing' | 'answered' | 'missed' | 'ended' | 'cancelled';

/** One identification call, as the host's list has it. */
export interface IdentificationCall {
  id: number;
  checkin_profile: number;
  door: number | null;
  caller: 'guest' | 'owner';
  status: IdentificationCallStatus;
  created_at: string;
  answered_at: string | null;
  ended_at: string | null;
  ended_by: 'guest' | 'owner' | 'timeout' | null;
  name: string;
  surname: string;
  apartment_name: string;
  stay_identified_at: string | null;
}

export interface IdentificationCallsQuery {
  /** 1-200, default 50. */
  limit?: number;
}

/** GET /api/identification/calls/ (host): newest first. */
export function listIdentificationCalls(
  query?: IdentificationCallsQuery,
  options?: CallOptions,
): Promise<IdentificationCall[]> {
  return getJson('/api/identification/calls/', query, options);
}

export const IDENTIFICATION_SOCKET_PATH = '/api/identification/socket/';

/**
 * The subprotocols a browser offers to open GET /api/identification/socket/ signed in:
 * `new WebSocket(url, identificationSocketProtocols(token))` (a browser cannot send
 * `Authorization` on a WebSocket).
 */
export function identificationSocketProtocols(token: string): string[] {
  return ['soglia.identification.v1', `token.${token}`];
}
