import type { ApiResponse, TestClient } from './api-client';
import { profileBody } from './factories.checkin';
import { guestFields, HTML_AS_JPG, type FormFile } from './factories.guests';
import { ownerBillingBody, type Tenant } from './factories.matrix';

export type Caller = 'owner' | 'guest' | 'anonymous';

export interface MultipartSpec {
  caller: Caller;
  path: (t: Tenant) => string;
  fields: (t: Tenant) => Record<string, string | FormFile>;
  /** A text field to send as a file. */
  textField: string;
  /** A field that takes a photo. */
  photoField: string;
}

/** How the rightful caller calls a route; the bad calls are derived from it. */
export interface RouteSpec {
  caller: Caller;
  /** The path with the caller's own, real ids. */
  path: (t: Tenant) => string;
  /** The path with `id` in place of the object's id (routes with an id in the URL). */
  withId?: (id: string) => string;
  /** A valid body; absent when the route reads no body. */
  body?: (t: Tenant) => Record<string, unknown>;
  /** Body fields that hold ids (a number or a list of numbers). */
  idFields?: string[];
  /** Fields where null is a valid value (left out of the wrong-type sweep). */
  nullable?: string[];
  /** Fields where any string is valid, however long (e.g. a password checked against a hash). */
  unbounded?: string[];
  /** A partial update: an empty object (or no body, or JSON null) is a valid no-op. */
  emptyOk?: boolean;
  /** Every attempt is audited: unknown ids may add refused rows to the door-open audit. */
  audited?: boolean;
  multipart?: MultipartSpec;
}

const idPath = (prefix: string) => (id: string) => `${prefix}${id}/`;

const feedBody = (t: Tenant) => ({
  apartment: t.apartment.id,
  room: t.room.id,
  label: 'airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
});
const doorBody = (t: Tenant) => ({
  name: 'X',
  access_type: 'codice',
  access_code: '4321',
  priority: 1,
  apartment: t.apartment.id,
  description: 'D',
  instructions: 'I',
  rooms: [t.room.id],
});
const infoBody = (t: Tenant) => ({
  title: 'X',
  type: 'room_info',
  info: 'Y',
  google_link: '',
  apartment: t.apartment.id,
  room: t.room.id,
});
const translationBody = (t: Tenant) => ({
  apartment_info: t.info.id,
  language: 'Francese',
  code: 'fr',
  title: 'X',
  info: 'Y',
});
const ownerGuestBody = (t: Tenant) => ({
  checkin_profile: t.profile.id,
  ...guestFields(),
  document_type: 'passport',
});
const guestMultipart = (photo: Buffer) => ({
  caller: 'guest' as const,
  path: () => '/api/guests-registration/',
  fields: () => ({
    ...guestFields(),
    document_photo: { data: photo, filename: 'front.jpg' },
    document_photo_back: { data: photo, filename: 'back.jpg' },
  }),
  textField: 'first_name',
  photoField: 'document_photo',
});
const GUEST_NULLABLE = [
  'first_name',
  'last_name',
  'date_of_birth',
  'citizenship',
  'place_of_birth',
  'gender',
  'document_number',
  'place_of_issue',
];

/** Every unsafe route of the app, with its rightful caller and a valid call. */
export const badInputRoutes = (photo: Buffer): Record<string, RouteSpec> => ({
  'POST /api/auth/login/': {
    caller: 'anonymous',
    path: () => '/api/auth/login/',
    body: (t) => ({ username: t.owner.username, password: 'wrong-password' }),
    unbounded: ['password'],
  },
  'POST /api/auth/logout/': { caller: 'anonymous', path: () => '/api/auth/logout/' },
  'PUT /api/alloggiati/account/': {
    caller: 'owner',
    path: () => '/api/alloggiati/account/',
    body: () => ({ user: 'XX002458', password: 'p', ws_key: 'k' }),
  },
  'DELETE /api/alloggiati/account/': { caller: 'owner', path: () => '/api/alloggiati/account/' },
  'POST /api/alloggiati/account/verify/': {
    caller: 'owner',
    path: () => '/api/alloggiati/account/verify/',
  },
  'PUT /api/alloggiati/apartments/:id/': {
    caller: 'owner',
    path: (t) => `/api/alloggiati/apartments/${t.apartment.id}/`,
    withId: idPath('/api/alloggiati/apartments/'),
    body: () => ({ auto_send: true }),
  },
  'POST /api/alloggiati/stays/:id/test/': {
    caller: 'owner',
    path: (t) => `/api/alloggiati/stays/${t.profile.id}/test/`,
    withId: (id) => `/api/alloggiati/stays/${id}/test/`,
  },
  'POST /api/alloggiati/stays/:id/send/': {
    caller: 'owner',
    path: (t) => `/api/alloggiati/stays/${t.profile.id}/send/`,
    withId: (id) => `/api/alloggiati/stays/${id}/send/`,
  },
  'POST /api/alloggiati/stays/:id/guests/:guestId/resolve/': {
    caller: 'owner',
    path: (t) => `/api/alloggiati/stays/${t.profile.id}/guests/${t.guestId}/resolve/`,
    withId: (id) => `/api/alloggiati/stays/${id}/guests/${id}/resolve/`,
    body: () => ({ outcome: 'received' }),
  },
  'POST /api/alloggiati/receipts/fetch/': {
    caller: 'owner',
    path: () => '/api/alloggiati/receipts/fetch/',
    body: () => ({ day: '2026-01-01' }),
  },
  'POST /api/apartments/': {
    caller: 'owner',
    path: () => '/api/apartments/',
    body: () => ({
      name: 'X',
      address: 'Y',
      CIN: 'IT010025C2ABCDEF',
      phone: '1',
      email: 'a@b.it',
      google_maps_link: 'https://maps.app.goo.gl/x',
      shelly: false,
      server_uri: '',
      auth_key: '',
      get_guest_info: true,
      get_document_photo: true,
      get_billing_info: true,
    }),
  },
  'PUT /api/apartments/:id/': {
    caller: 'owner',
    path: (t) => `/api/apartments/${t.apartment.id}/`,
    withId: idPath('/api/apartments/'),
    body: () => ({
      name: 'X',
      address: 'Y',
      CIN: 'IT010025C2ABCDEF',
      shelly: false,
      get_guest_info: true,
    }),
  },
  'DELETE /api/apartments/:id/': {
    caller: 'owner',
    path: (t) => `/api/apartments/${t.apartment.id}/`,
    withId: idPath('/api/apartments/'),
  },
  'POST /api/calendar-feeds/': {
    caller: 'owner',
    path: () => '/api/calendar-feeds/',
    body: feedBody,
    idFields: ['apartment', 'room'],
    nullable: ['room'],
  },
  'PUT /api/calendar-feeds/:id/': {
    caller: 'owner',
    path: (t) => `/api/calendar-feeds/${t.feedId}/`,
    withId: idPath('/api/calendar-feeds/'),
    body: feedBody,
    idFields: ['apartment', 'room'],
    nullable: ['room'],
  },
  'DELETE /api/calendar-feeds/:id/': {
    caller: 'owner',
    path: (t) => `/api/calendar-feeds/${t.feedId}/`,
    withId: idPath('/api/calendar-feeds/'),
  },
  'POST /api/calendar-feeds/:id/sync/': {
    caller: 'owner',
    path: (t) => `/api/calendar-feeds/${t.feedId}/sync/`,
    withId: (id) => `/api/calendar-feeds/${id}/sync/`,
  },
  'POST /api/calendar-events/:id/decide/': {
    caller: 'owner',
    path: (t) => `/api/calendar-events/${t.calendarEventId}/decide/`,
    withId: (id) => `/api/calendar-events/${id}/decide/`,
    body: () => ({ decision: 'ignore' }),
  },
  'POST /api/calendar-exports/': {
    caller: 'owner',
    path: () => '/api/calendar-exports/',
    body: (t) => ({ apartment: t.apartment.id, room: t.room.id }),
    idFields: ['apartment', 'room'],
    nullable: ['room'],
  },
  'POST /api/calendar-exports/:id/rotate/': {
    caller: 'owner',
    path: (t) => `/api/calendar-exports/${t.exportId}/rotate/`,
    withId: (id) => `/api/calendar-exports/${id}/rotate/`,
  },
  'DELETE /api/calendar-exports/:id/': {
    caller: 'owner',
    path: (t) => `/api/calendar-exports/${t.exportId}/`,
    withId: idPath('/api/calendar-exports/'),
  },
  'POST /api/rooms/': {
    caller: 'owner',
    path: () => '/api/rooms/',
    body: (t) => ({ name: 'X', apartment: t.apartment.id, doors: t.doorIds }),
    idFields: ['apartment', 'doors'],
  },
  'PUT /api/rooms/:id/': {
    caller: 'owner',
    path: (t) => `/api/rooms/${t.room.id}/`,
    withId: idPath('/api/rooms/'),
    body: (t) => ({ name: 'X', apartment: t.apartment.id, doors: t.doorIds }),
    idFields: ['apartment', 'doors'],
  },
  'DELETE /api/rooms/:id/': {
    caller: 'owner',
    path: (t) => `/api/rooms/${t.room.id}/`,
    withId: idPath('/api/rooms/'),
  },
  'POST /api/doors/': {
    caller: 'owner',
    path: () => '/api/doors/',
    body: doorBody,
    idFields: ['apartment', 'rooms'],
    nullable: ['access_code', 'description', 'instructions'],
  },
  'PUT /api/doors/:id/': {
    caller: 'owner',
    path: (t) => `/api/doors/${t.codeDoor.id}/`,
    withId: idPath('/api/doors/'),
    body: doorBody,
    idFields: ['apartment', 'rooms'],
    nullable: ['access_code', 'description', 'instructions'],
  },
  'DELETE /api/doors/:id/': {
    caller: 'owner',
    path: (t) => `/api/doors/${t.codeDoor.id}/`,
    withId: idPath('/api/doors/'),
  },
  'POST /api/language-instructions/': {
    caller: 'owner',
    path: () => '/api/language-instructions/',
    body: (t) => ({
      door: t.codeDoor.id,
      language: 'Tedesco',
      code: 'de',
      door_name: 'T',
      text: 'X',
    }),
    idFields: ['door'],
  },
  'PUT /api/language-instructions/:id/': {
    caller: 'owner',
    path: (t) => `/api/language-instructions/${t.instruction.id}/`,
    withId: idPath('/api/language-instructions/'),
    body: (t) => ({ door: t.shellyDoor.id, language: 'Tedesco', code: 'de', text: 'X' }),
    idFields: ['door'],
  },
  'DELETE /api/language-instructions/:id/': {
    caller: 'owner',
    path: (t) => `/api/language-instructions/${t.instruction.id}/`,
    withId: idPath('/api/language-instructions/'),
  },
  'POST /api/register/checkin/': {
    caller: 'owner',
    path: () => '/api/register/checkin/',
    body: (t) => profileBody(t.apartment.id, t.room.id),
    idFields: ['apartment', 'room'],
  },
  'PATCH /api/register/checkin/:id/': {
    caller: 'owner',
    path: (t) => `/api/register/checkin/${t.profile.id}/`,
    withId: idPath('/api/register/checkin/'),
    body: (t) => profileBody(t.apartment.id, t.room.id),
    idFields: ['apartment', 'room'],
    emptyOk: true,
  },
  'DELETE /api/register/checkin/:id/': {
    caller: 'owner',
    path: (t) => `/api/register/checkin/${t.profile.id}/`,
    withId: idPath('/api/register/checkin/'),
  },
  'POST /api/apartment-info/': {
    caller: 'owner',
    path: () => '/api/apartment-info/',
    body: infoBody,
    idFields: ['apartment', 'room'],
    nullable: ['room', 'google_link'],
  },
  'PUT /api/apartment-info/:id/': {
    caller: 'owner',
    path: (t) => `/api/apartment-info/${t.info.id}/`,
    withId: idPath('/api/apartment-info/'),
    body: infoBody,
    idFields: ['apartment', 'room'],
    nullable: ['room', 'google_link'],
  },
  'DELETE /api/apartment-info/:id/': {
    caller: 'owner',
    path: (t) => `/api/apartment-info/${t.info.id}/`,
    withId: idPath('/api/apartment-info/'),
  },
  'POST /api/language-informations/': {
    caller: 'owner',
    path: () => '/api/language-informations/',
    body: translationBody,
    idFields: ['apartment_info'],
  },
  'PUT /api/language-informations/:id/': {
    caller: 'owner',
    path: (t) => `/api/language-informations/${t.translation.id}/`,
    withId: idPath('/api/language-informations/'),
    body: translationBody,
    idFields: ['apartment_info'],
  },
  'DELETE /api/language-informations/:id/': {
    caller: 'owner',
    path: (t) => `/api/language-informations/${t.translation.id}/`,
    withId: idPath('/api/language-informations/'),
  },
  'POST /api/guests-registration/': {
    caller: 'owner',
    path: () => '/api/guests-registration/',
    body: ownerGuestBody,
    idFields: ['checkin_profile'],
    nullable: GUEST_NULLABLE,
    multipart: guestMultipart(photo),
  },
  'PUT /api/guests-registration/:id/': {
    caller: 'owner',
    path: (t) => `/api/guests-registration/${t.guestId}/`,
    withId: idPath('/api/guests-registration/'),
    body: ownerGuestBody,
    idFields: ['checkin_profile'],
    nullable: GUEST_NULLABLE,
    emptyOk: true,
    multipart: {
      ...guestMultipart(photo),
      caller: 'owner',
      path: (t) => `/api/guests-registration/${t.guestId}/`,
    },
  },
  'DELETE /api/guests-registration/:id/': {
    caller: 'owner',
    path: (t) => `/api/guests-registration/${t.guestId}/`,
    withId: idPath('/api/guests-registration/'),
  },
  'POST /api/billing-info/': {
    caller: 'owner',
    path: () => '/api/billing-info/',
    body: (t) => ownerBillingBody(t.profile.id),
    idFields: ['checkin_profile'],
  },
  'PUT /api/billing-info/:id/': {
    caller: 'owner',
    path: (t) => `/api/billing-info/${t.billingId}/`,
    withId: idPath('/api/billing-info/'),
    body: (t) => ownerBillingBody(t.profile.id),
    idFields: ['checkin_profile'],
  },
  'DELETE /api/billing-info/:id/': {
    caller: 'owner',
    path: (t) => `/api/billing-info/${t.billingId}/`,
    withId: idPath('/api/billing-info/'),
  },
  'POST /api/check-cpc/': {
    caller: 'guest',
    path: () => '/api/check-cpc/',
    body: (t) => ({ door_id: t.shellyDoor.id, cpc: t.cpc }),
    idFields: ['door_id'],
    audited: true,
  },
  'POST /api/identification/stays/:profileId/in-person/': {
    caller: 'owner',
    path: (t) => `/api/identification/stays/${t.profile.id}/in-person/`,
    withId: (id) => `/api/identification/stays/${id}/in-person/`,
    body: (t) => ({ guests: [t.guestId] }),
    idFields: ['guests'],
  },
  'PATCH /api/update-guest-type/:profileId/': {
    caller: 'guest',
    path: (t) => `/api/update-guest-type/${t.profile.id}/`,
    withId: idPath('/api/update-guest-type/'),
    body: () => ({ guest_type: 'famiglia' }),
  },
  'POST /api/guest-billing-info/': {
    caller: 'guest',
    path: () => '/api/guest-billing-info/',
    // No checkin_profile: the guest's profile comes from the token.
    body: () => {
      const { checkin_profile: _, ...body } = ownerBillingBody(0);
      return { ...body, tax_code: 'RSSNNA90A41H501N' };
    },
  },
});

/** How the rightful caller calls a route that reads query parameters, with valid ones. */
export interface QuerySpec {
  caller: Caller;
  /** Valid values of the parameters the route needs to reach its own checks. */
  query: (t: Tenant) => Record<string, string>;
}

const TODAY = '2026-01-15';

/** Every route that reads query parameters; the route inventory test keeps this list complete. */
export const badQueryRoutes: Record<string, QuerySpec> = {
  'GET /api/owner-checkin-details/': {
    caller: 'owner',
    query: () => ({ start_date: '2026-01-01', end_date: '2026-01-31', limit: '1' }),
  },
  'GET /api/checkin-profiles/': {
    caller: 'owner',
    query: () => ({ surname: 'a', limit: '1' }),
  },
  'GET /api/rooms/': { caller: 'owner', query: (t) => ({ apartment: String(t.apartment.id) }) },
  'GET /api/calendar-feeds/': {
    caller: 'owner',
    query: (t) => ({ apartment: String(t.apartment.id) }),
  },
  'GET /api/calendar-events/': {
    caller: 'owner',
    query: (t) => ({
      apartment: String(t.apartment.id),
      feed: String(t.feedId),
      kind: 'to_decide',
    }),
  },
  'GET /api/calendar-exports/': {
    caller: 'owner',
    query: (t) => ({ apartment: String(t.apartment.id) }),
  },
  'GET /api/doors/': { caller: 'owner', query: (t) => ({ apartment: String(t.apartment.id) }) },
  'GET /api/language-instructions/': {
    caller: 'owner',
    query: (t) => ({ door_id: String(t.codeDoor.id) }),
  },
  'GET /api/guest-room/': { caller: 'guest', query: () => ({ language: 'it' }) },
  'GET /api/identification/calls/': { caller: 'owner', query: () => ({ limit: '1' }) },
  'GET /api/door-open-audit/': {
    caller: 'owner',
    query: (t) => ({ door_id: String(t.codeDoor.id), limit: '1' }),
  },
  'GET /api/apartment-info/': {
    caller: 'owner',
    query: (t) => ({ apartment: String(t.apartment.id) }),
  },
  'GET /api/language-informations/': {
    caller: 'owner',
    query: (t) => ({ apartment_info: String(t.info.id) }),
  },
  'GET /api/places/': { caller: 'guest', query: () => ({ q: 'Roma', date: TODAY }) },
  'GET /api/alloggiati/day/': { caller: 'owner', query: () => ({ date: TODAY }) },
  'GET /api/alloggiati/day/file/': { caller: 'owner', query: () => ({ date: TODAY }) },
  'GET /api/alloggiati/account/': {
    caller: 'owner',
    query: (t) => ({ apartment: String(t.apartment.id) }),
  },
  'PUT /api/alloggiati/account/': {
    caller: 'owner',
    query: (t) => ({ apartment: String(t.apartment.id) }),
  },
  'DELETE /api/alloggiati/account/': {
    caller: 'owner',
    query: (t) => ({ apartment: String(t.apartment.id) }),
  },
  'POST /api/alloggiati/account/verify/': {
    caller: 'owner',
    query: (t) => ({ apartment: String(t.apartment.id) }),
  },
  'GET /api/alloggiati/stays/': {
    caller: 'owner',
    query: () => ({ start_date: '2026-01-01', end_date: '2026-01-31' }),
  },
  'GET /api/alloggiati/due/': { caller: 'owner', query: () => ({ hours: '24' }) },
  'GET /api/alloggiati/receipts/': {
    caller: 'owner',
    query: () => ({ from: '2026-01-01', to: '2026-01-31' }),
  },
};

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Cursors this server never wrote: impossible dates, times and ids, and no cursor at all. */
export const FORGED_CURSORS: string[] = [
  cursorOf(['2026-13-45', '10:00:00', 1]),
  cursorOf(['2026-02-30', '10:00:00', 1]),
  cursorOf(['0000-00-00', '10:00:00', 1]),
  cursorOf(['0000-01-01', '10:00:00', 1]),
  cursorOf(['2026-01-01', '25:00:00', 1]),
  cursorOf(['2026-01-01', '10:61:00', 1]),
  cursorOf(['2026-01-01', '10:00:99', 1]),
  cursorOf(['2026-01-01', '10:00:00', 1.5]),
  cursorOf(['2026-01-01', '10:00:00', -1]),
  cursorOf(['2026-01-01', '10:00:00', 2 ** 40]),
  cursorOf(['2026-01-01', '10:00:00', 'abc']),
  cursorOf(['2026-01-01', '10:00:00']),
  cursorOf({ date: '2026-01-01' } as unknown as unknown[]),
  'not a cursor!',
  '\u0000',
];

/** Wrong values for any query parameter: not numbers, impossible dates and times, NUL, huge. */
export const BAD_QUERY_VALUES: string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  String(2 ** 40),
  '99999999999999999999',
  '2026-13-45',
  '2026-02-30',
  '0000-01-01',
  '25:61:61',
  '',
  'a\u0000b',
  'x'.repeat(1000),
];

export const UNKNOWN_IDS = ['999999999', '-1', '0', String(2 ** 40), 'abc'];
export const UNKNOWN_ID_VALUES: unknown[] = [999999999, -1, 0, 2 ** 40, 'abc', 1.5];

/** Values of another type than `valid` (null is added by the caller unless the field allows it). */
export const wrongTypes = (valid: unknown): unknown[] => {
  if (typeof valid === 'string') return [12345, true, {}, ['x']];
  if (typeof valid === 'number') return ['abc', true, {}, [1]];
  if (typeof valid === 'boolean') return ['abc', 5, {}, [true]];
  if (Array.isArray(valid)) return ['abc', 5, true, { 0: 1 }, [{}], ['abc']];
  return ['abc', 5, true, []];
};

/** Sends any body with any content type, as `client` (token + CSRF pair). */
export const sendRawAs = async (
  c: TestClient,
  method: string,
  urlPath: string,
  contentType: string | null,
  body: Buffer | string | undefined,
): Promise<ApiResponse> => {
  const csrf = c.csrfToken ?? (await c.fetchCsrf());
  const headers: Record<string, string> = {
    'x-forwarded-for': c.ip,
    'x-csrftoken': csrf,
    cookie: `csrftoken=${csrf}`,
  };
  if (contentType) headers['content-type'] = contentType;
  if (c.token) headers.authorization = `Token ${c.token}`;
  const res = await fetch(`${c.baseUrl}${urlPath}`, {
    method,
    headers,
    body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
};

/** A multipart body by hand: `parts` as [name, value, filename?]. */
export const multipartBody = (
  boundary: string,
  parts: [string, string | Buffer, string?][],
): Buffer =>
  Buffer.concat([
    ...parts.flatMap(([name, value, filename]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : '') +
          '\r\n\r\n',
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);

export { HTML_AS_JPG };
