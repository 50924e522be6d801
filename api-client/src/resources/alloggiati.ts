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

/**
 * Which account: the owner's main account (no apartment), or the account of one apartment
 * (hosts with several portal accounts, one per structure). A stay is sent with its apartment's
 * own account when it has one, else with the main account.
 */
export interface AlloggiatiAccountQuery {
  apartment?: number;
}

const accountUrl = (path: string, query?: AlloggiatiAccountQuery) =>
  query?.apartment === undefined ? path : `${path}?apartment=${query.apartment}`;

/** The account; user '' (and both flags false) while there is none. Another owner's apartment: 404. */
export function getAlloggiatiAccount(
  query?: AlloggiatiAccountQuery,
  options?: CallOptions,
): Promise<AlloggiatiAccount> {
  return getJson(accountUrl('/api/alloggiati/account/', query), undefined, options);
}

export function saveAlloggiatiAccount(
  input: AlloggiatiAccountInput,
  query?: AlloggiatiAccountQuery,
  options?: CallOptions,
): Promise<AlloggiatiAccount> {
  return putJson(accountUrl('/api/alloggiati/account/', query), input, options);
}

export function deleteAlloggiatiAccount(
  query?: AlloggiatiAccountQuery,
  options?: CallOptions,
): Promise<void> {
  return deleteResource(accountUrl('/api/alloggiati/account/', query), options);
}

/**
 * Checks the stored account with the service (Authentication_Test): `{"detail"}` with the
 * Italian outcome; 400 without an account or for refused credentials, 502 when the service
 * cannot be reached.
 */
export function verifyAlloggiatiAccount(
  query?: AlloggiatiAccountQuery,
  options?: CallOptions,
): Promise<{ detail: string }> {
  return postJson(accountUrl('/api/alloggiati/account/verify/', query), {}, options);
}

/** One apartment's Alloggiati settings. */
export interface AlloggiatiApartmentSettings {
  id: number;
  name: string;
  /** Sends a stay by itself once every guest's registration is complete and the service accepts it. */
  auto_send: boolean;
  /** The apartment's own account, or null when it uses the main one. */
  account: AlloggiatiAccount | null;
}

export interface AlloggiatiSettings {
  /** The main account (user '' while there is none). */
  account: AlloggiatiAccount;
  apartments: AlloggiatiApartmentSettings[];
}

export function getAlloggiatiSettings(options?: CallOptions): Promise<AlloggiatiSettings> {
  return getJson('/api/alloggiati/settings/', undefined, options);
}

/** Turns automatic sending on or off for one apartment (another owner's: 404). */
export function setAlloggiatiAutoSend(
  apartmentId: number,
  autoSend: boolean,
  options?: CallOptions,
): Promise<AlloggiatiApartmentSettings> {
  return putJson(`/api/alloggiati/apartments/${apartmentId}/`, { auto_send: autoSend }, options);
}

/**
 * Where a stay stands with Alloggiati Web:
 * - `not_due`: the arrival is in the future (the service takes only today's and yesterday's);
 * - `incomplete`: due, but some guest cannot be sent yet (see `reasons` and each guest's);
 * - `to_send`: every line can be sent (or is being sent); the `deadline` counts down;
 * - `uncertain`: a Send got no answer, so some guests may have been received: check the portal
 *   and resolve them (resolveAlloggiatiGuest) before anything resends them;
 * - `refused`: the service refused some guest (its reason per line): correct and send again;
 * - `sent`: every guest accepted;
 * - `expired`: not sent, and the service no longer accepts the arrival.
 */
export type AlloggiatiStayState =
  'not_due' | 'incomplete' | 'to_send' | 'uncertain' | 'refused' | 'sent' | 'expired';

/**
 * One guest's record: `unsent` (never sent, or resolved as not received), `sending` (a Send is in
 * flight), `accepted`, `refused`, `uncertain` (a Send without an answer).
 */
export type AlloggiatiLineStatus = 'unsent' | 'sending' | 'accepted' | 'refused' | 'uncertain';

/** What the service said of one line (Test or Send). */
export interface AlloggiatiLineOutcome {
  ok: boolean;
  code: string;
  description: string;
  detail: string;
}

export interface AlloggiatiGuestRecord {
  guest: number;
  name: string;
  status: AlloggiatiLineStatus;
  /** The 168-character line as sent (accepted, refused, uncertain) or as it would be sent now; null when it cannot be built. */
  line: string | null;
  /** Why the line cannot be built yet (Italian). */
  reasons: string[];
  /** The service's answer for a refused line. */
  error: AlloggiatiLineOutcome | null;
  /** ISO instant of the Send (accepted, refused, uncertain). */
  sent_at: string | null;
}

export interface AlloggiatiStayStatus {
  /** The stay (check-in profile) id. */
  id: number;
  apartment: number;
  apartment_name: string;
  name: string;
  surname: string;
  /** yyyy-mm-dd and HH:MM:SS, the apartment's local time. */
  check_in_date: string;
  check_in_time: string;
  check_out_date: string;
  state: AlloggiatiStayState;
  /** ISO instant: the arrival (check-in date and time) + 24 h, or + 6 h for a stay of 24 h or less. */
  deadline: string;
  /** ISO instant the last guest was accepted, when `sent`. */
  sent_at: string | null;
  /** Stay-level reasons (Italian): no guests, registrations missing, over 30 days, the service no longer takes the arrival, no account. */
  reasons: string[];
  /** Registered guests in record order (a family's or group's holder first). */
  guests: AlloggiatiGuestRecord[];
  /** The apartment sends by itself. */
  auto_send: boolean;
  /** An account (the apartment's or the main one) can send this stay. */
  has_account: boolean;
}

export interface AlloggiatiStaysQuery {
  /** yyyy-mm-dd: stays overlapping [start_date, end_date], as listStays. */
  start_date: string;
  end_date: string;
}

/** The Alloggiati state of the owner's stays overlapping the range (Soggiorni's cards). */
export function listAlloggiatiStays(
  query: AlloggiatiStaysQuery,
  options?: CallOptions,
): Promise<AlloggiatiStayStatus[]> {
  return getJson('/api/alloggiati/stays/', query, options);
}

/** One stay's Alloggiati state (another owner's: 404). */
export function getAlloggiatiStay(
  id: number,
  options?: CallOptions,
): Promise<AlloggiatiStayStatus> {
  return getJson(`/api/alloggiati/stays/${id}/`, undefined, options);
}

/**
 * The stays still to be sent whose deadline falls within the next `hours` (default 24, at most
 * 168) or has passed while the service still accepts them, earliest deadline first; also every
 * `refused` or `incomplete` stay the service still accepts, and every `uncertain` stay whatever
 * its arrival (the owner still has to say what happened).
 */
export function listAlloggiatiDue(
  query: { hours?: number } = {},
  options?: CallOptions,
): Promise<AlloggiatiStayStatus[]> {
  return getJson('/api/alloggiati/due/', query, options);
}

/** What the service said of one guest's line. */
export interface AlloggiatiGuestOutcome extends AlloggiatiLineOutcome {
  guest: number;
}

/** The answer of Verifica (Test) and Invia (Send): the Italian outcome and the stay after it. */
export interface AlloggiatiActionResult {
  /** Italian summary, e.g. 'Tutte le schedine sono corrette.' or 'Inviate 3 schedine su 3.' */
  detail: string;
  /** Per guest, in record order: what the service said of its line (guests that were part of the call). */
  outcomes: AlloggiatiGuestOutcome[];
  stay: AlloggiatiStayStatus;
}

/**
 * Verifica: the service's Test on the lines still to send (nothing is recorded by the service).
 * 400 `{"detail"}` when nothing can be checked (no account, no line, the service refused the
 * credentials), 502 when the service is unreachable or fails.
 */
export function testAlloggiatiStay(
  id: number,
  options?: CallOptions,
): Promise<AlloggiatiActionResult> {
  return postJson(`/api/alloggiati/stays/${id}/test/`, {}, options);
}

/**
 * Invia: sends every `unsent` or `refused` line (never an `accepted`, `sending` or `uncertain`
 * one), one Send call per single guest or per family/group (holder first, with every member still
 * to send). Each line is recorded as sending before the call and as accepted or refused after it,
 * so a retry never sends a guest twice. 200 as soon as a Send went out, also when it got no
 * answer: its lines are then `uncertain` and `detail` says so. A refused member whose holder was
 * already accepted is not sent (that would duplicate the holder): its `reasons` say to enter it
 * on the portal and resolve it as received.
 * 400 / 502 `{"detail"}` as testAlloggiatiStay when nothing was sent; 409 `{"detail"}` while
 * another Send of the stay is in flight.
 */
export function sendAlloggiatiStay(
  id: number,
  options?: CallOptions,
): Promise<AlloggiatiActionResult> {
  return postJson(`/api/alloggiati/stays/${id}/send/`, {}, options);
}

/**
 * After the owner checked the portal. `received` marks the guest accepted (its photos are then
 * deleted): an uncertain guest, or a refused or unsent one the owner entered on the portal.
 * `not_received` makes an uncertain guest sendable again (400 for any other). 400 for a guest
 * already accepted, 409 while it is being sent; another stay's guest: 404.
 */
export function resolveAlloggiatiGuest(
  stayId: number,
  guestId: number,
  outcome: 'received' | 'not_received',
  options?: CallOptions,
): Promise<AlloggiatiStayStatus> {
  return postJson(
    `/api/alloggiati/stays/${stayId}/guests/${guestId}/resolve/`,
    { outcome },
    options,
  );
}

/** A day's receipt (Ricevuta) of one account, kept five years. */
export interface AlloggiatiReceipt {
  id: number;
  /** yyyy-mm-dd: the day the receipt covers. */
  day: string;
  /** The portal user of the account. */
  account_user: string;
  /** The apartment of the account, or null for the main account (or an apartment deleted since). */
  apartment: number | null;
  /** ISO instant it was fetched from the service. */
  fetched_at: string;
  /** Bytes of the PDF. */
  size: number;
}

/** The stored receipts, newest day first, optionally only days within [from, to] (yyyy-mm-dd). */
export function listAlloggiatiReceipts(
  query: { from?: string; to?: string } = {},
  options?: CallOptions,
): Promise<AlloggiatiReceipt[]> {
  return getJson('/api/alloggiati/receipts/', query, options);
}

/** The receipt's PDF (another owner's: 404). */
export function downloadAlloggiatiReceipt(id: number, options?: CallOptions): Promise<Blob> {
  return getBlob(`/api/alloggiati/receipts/${id}/pdf/`, options);
}

/**
 * Fetches the receipts of a day now for every account of the owner, replacing stored copies (the
 * daily job fetches the missing ones of the past days by itself): the receipts stored. 400 for a
 * future day or a day the service no longer keeps (over 30 days); today is asked of the service,
 * which refuses it until the day is over: 400 with its reason when it refuses the day for every
 * account (also without any account); 502 when the service fails.
 */
export function fetchAlloggiatiReceipts(
  day: string,
  options?: CallOptions,
): Promise<AlloggiatiReceipt[]> {
  return postJson('/api/alloggiati/receipts/fetch/', { day }, options);
}
