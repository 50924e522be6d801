import { deleteResource, getBlob, getJson, postJson, putJson, type CallOptions } from '../request';

/** Which arrivals: a day, optionally one apartment (an Alloggiati account per structure). */
export interface AlloggiatiDayQuery {
  /** yyyy-mm-dd: the arrival date. */
  date: string;
  apartment?: number;
}

/** A guest that cannot be sent yet, with every reason (Italian). */
export interface AlloggiatiGuestProblem {
  guest: number;
  name: string;
  reasons: string[];
}

/** A stay arriving that day: its lines, or why the service would refuse it. */
export interface AlloggiatiDayStay {
  id: number;
  apartment: number;
  apartment_name: string;
  name: string;
  surname: string;
  ok: boolean;
  /** The 168-character records (holder first), when ok. */
  lines: string[];
  /** Stay-level reasons: no guests, longer than 30 days, arrival not today or yesterday. */
  reasons: string[];
  guests: AlloggiatiGuestProblem[];
}

export interface AlloggiatiDay {
  date: string;
  /** Lines of the stays that can be sent (what the file holds). */
  line_count: number;
  stays: AlloggiatiDayStay[];
}

const dayParams = (query: AlloggiatiDayQuery) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The Alloggiati Web records of the owner's arrivals of a day (another owner's apartment: 404). */
export function getAlloggiatiDay(
  query: AlloggiatiDayQuery,
  options?: CallOptions,
): Promise<AlloggiatiDay> {
  return getJson('/api/alloggiati/day/', query, options);
}

/**
 * The day's file for a manual upload on the portal (text, CR+LF between lines): the stays that can
 * be sent. 400 `{"detail"}` when none can.
 */
export function downloadAlloggiatiFile(
  query: AlloggiatiDayQuery,
  options?: CallOptions,
): Promise<Blob> {
  return getBlob(`/api/alloggiati/day/file/?${dayParams(query)}`, options);
}

/** The owner's Alloggiati Web account: the password and WsKey are write-only. */
export interface AlloggiatiAccount {
  user: string;
  has_password: boolean;
  has_ws_key: boolean;
}

/** PUT body: an empty or omitted password / ws_key keeps the stored one (required the first time). */
export interface AlloggiatiAccountInput {
  user: string;
  password?: string;
  ws_key?: string;
}

/** The account; user '' (and both flags false) while the owner has none. */
export function getAlloggiatiAccount(options?: CallOptions): Promise<AlloggiatiAccount> {
  return getJson('/api/alloggiati/account/', undefined, options);
}

export function saveAlloggiatiAccount(
  input: AlloggiatiAccountInput,
  options?: CallOptions,
): Promise<AlloggiatiAccount> {
  return putJson('/api/alloggiati/account/', input, options);
}

export function deleteAlloggiatiAccount(options?: CallOptions): Promise<void> {
  return deleteResource('/api/alloggiati/account/', options);
}

/**
 * Checks the stored account with the service (Authentication_Test): `{"detail"}` with the
 * Italian outcome; 400 without an account or for refused credentials, 502 when the service
 * cannot be reached.
 */
export function verifyAlloggiatiAccount(options?: CallOptions): Promise<{ detail: string }> {
  return postJson('/api/alloggiati/account/verify/', {}, options);
}
