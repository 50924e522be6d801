import type { AppConfig } from '../src/config';
import { MESSAGES } from '../src/http/errors';
import { addDays } from '../src/lib/time';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient, type ApiResponse } from './api-client';
import { profileBody, romeToday } from './factories.checkin';
import { guestFields, makeMediaDir, sendForm } from './factories.guests';
import { ownerBillingBody, seedTenant, snapshotTenant, type Tenant } from './factories.matrix';
import { setupTestApp } from './helper';
import { registeredRoutes } from './route-inventory';

/**
 * The isolation matrix: every route the app registers is classified here, and every owner or
 * guest route is called anonymously, with the wrong kind of token, by another tenant with the
 * victim's ids, and without the CSRF pair.
 */
type Access = 'public' | 'owner' | 'guest' | 'both';

const MATRIX: Record<string, Access> = {
  'GET /api/csrf/': 'public',
  'POST /api/auth/login/': 'public',
  // Revokes the caller's own token, if any: nothing to protect.
  'POST /api/auth/logout/': 'public',
  // Probes for a proxy: states only, no data of anyone.
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/user_information/': 'both',
  'GET /api/apartment-info/': 'both',
  'POST /api/guests-registration/': 'both',
  'GET /api/media/guests/:id/:side/': 'both',
  'GET /api/places/': 'both',
  'GET /api/alloggiati/day/': 'owner',
  'GET /api/alloggiati/day/file/': 'owner',
  'GET /api/alloggiati/account/': 'owner',
  'PUT /api/alloggiati/account/': 'owner',
  'DELETE /api/alloggiati/account/': 'owner',
  'POST /api/alloggiati/account/verify/': 'owner',
  'GET /api/alloggiati/settings/': 'owner',
  'PUT /api/alloggiati/apartments/:id/': 'owner',
  'GET /api/alloggiati/stays/': 'owner',
  'GET /api/alloggiati/stays/:id/': 'owner',
  'POST /api/alloggiati/stays/:id/test/': 'owner',
  'POST /api/alloggiati/stays/:id/send/': 'owner',
  'POST /api/alloggiati/stays/:id/guests/:guestId/resolve/': 'owner',
  'GET /api/alloggiati/due/': 'owner',
  'GET /api/alloggiati/receipts/': 'owner',
  'GET /api/alloggiati/receipts/:id/pdf/': 'owner',
  'POST /api/alloggiati/receipts/fetch/': 'owner',
  'GET /api/apartments/': 'owner',
  'POST /api/apartments/': 'owner',
  'PUT /api/apartments/:id/': 'owner',
  'DELETE /api/apartments/:id/': 'owner',
  'GET /api/rooms/': 'owner',
  'POST /api/rooms/': 'owner',
  'PUT /api/rooms/:id/': 'owner',
  'DELETE /api/rooms/:id/': 'owner',
  'GET /api/doors/': 'owner',
  'POST /api/doors/': 'owner',
  'PUT /api/doors/:id/': 'owner',
  'DELETE /api/doors/:id/': 'owner',
  'GET /api/language-instructions/': 'owner',
  'POST /api/language-instructions/': 'owner',
  'PUT /api/language-instructions/:id/': 'owner',
  'DELETE /api/language-instructions/:id/': 'owner',
  'GET /api/check-doors-status/': 'owner',
  'GET /api/door-open-audit/': 'owner',
  'GET /api/checkin-profiles/': 'owner',
  'POST /api/register/checkin/': 'owner',
  'PATCH /api/register/checkin/:id/': 'owner',
  'DELETE /api/register/checkin/:id/': 'owner',
  'GET /api/owner-checkin-details/': 'owner',
  'POST /api/apartment-info/': 'owner',
  'PUT /api/apartment-info/:id/': 'owner',
  'DELETE /api/apartment-info/:id/': 'owner',
  'GET /api/language-informations/': 'owner',
  'POST /api/language-informations/': 'owner',
  'PUT /api/language-informations/:id/': 'owner',
  'DELETE /api/language-informations/:id/': 'owner',
  'PUT /api/guests-registration/:id/': 'owner',
  'DELETE /api/guests-registration/:id/': 'owner',
  'POST /api/billing-info/': 'owner',
  'PUT /api/billing-info/:id/': 'owner',
  'DELETE /api/billing-info/:id/': 'owner',
  'GET /api/checkin-profiles-guest/': 'guest',
  'GET /api/guest-room/': 'guest',
  'POST /api/check-cpc/': 'guest',
  'PATCH /api/update-guest-type/:profileId/': 'guest',
  'POST /api/guest-billing-info/': 'guest',
  // Identification at the door (the socket answers plain GETs 404; its own tests probe it).
  'GET /api/identification/socket/': 'both',
  'GET /api/identification/ice-servers/': 'both',
  'GET /api/identification/calls/': 'owner',
  'GET /api/identification/stays/:profileId/': 'owner',
  'POST /api/identification/stays/:profileId/in-person/': 'owner',
  // Calendar import and export; the secret calendar's path is its own key.
  'GET /api/calendar-feeds/': 'owner',
  'POST /api/calendar-feeds/': 'owner',
  'PUT /api/calendar-feeds/:id/': 'owner',
  'DELETE /api/calendar-feeds/:id/': 'owner',
  'POST /api/calendar-feeds/:id/sync/': 'owner',
  'GET /api/calendar-events/': 'owner',
  'POST /api/calendar-events/:id/decide/': 'owner',
  'GET /api/calendar-exports/': 'owner',
  'POST /api/calendar-exports/': 'owner',
  'POST /api/calendar-exports/:id/rotate/': 'owner',
  'DELETE /api/calendar-exports/:id/': 'owner',
  'GET /api/calendar/:file': 'public',
};

const routesOf = (...access: Access[]) =>
  Object.keys(MATRIX).filter((key) => access.includes(MATRIX[key]));
const isUnsafe = (key: string) => !key.startsWith('GET ');

/** One call: the expected answer, and for listings what must (not) be in them. */
interface Probe {
  path: string;
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  form?: Record<string, string>;
  expect: 404 | { field: string } | 200 | 201 | 204 | 400 | 409;
  check?: (body: any) => void;
}

const gone = (path: string, body?: unknown): Probe => ({ path, body, expect: 404 });
const refused = (field: string, path: string, body: unknown): Probe => ({
  path,
  body,
  expect: { field },
});
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const feedBody = (apartment: number, room?: number) => ({
  apartment,
  room,
  label: 'airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
});
/** A listing that holds `own` and none of `foreign`. */
const listing = (
  path: string,
  extract: (body: any) => number[],
  foreign: number[],
  own: number[] = [],
): Probe => ({
  path,
  expect: 200,
  check: (body) => {
    const found = extract(body);
    expect(found).toEqual(expect.arrayContaining(own));
    expect(found.filter((id) => foreign.includes(id))).toEqual([]);
  },
});

const apartmentBody = { name: 'X', address: 'Y', CIN: 'IT010025C2ABCDEF' };
const doorBody = (apartment: number, extra: object = {}) => ({
  name: 'X',
  priority: 1,
  apartment,
  ...extra,
});
const instructionBody = (door: number) => ({ door, language: 'Tedesco', code: 'de' });
const infoBody = (apartment: number, extra: object = {}) => ({
  title: 'X',
  type: 'general',
  info: 'Y',
  google_link: '',
  apartment,
  room: null,
  ...extra,
});
const translationBody = (guidebookEntries: number) => ({
  apartment_info: guidebookEntries,
  language: 'Francese',
  code: 'fr',
  title: 'X',
  info: 'Y',
});
const range = `start_date=${addDays(romeToday(), -1)}&end_date=${addDays(romeToday(), 5)}`;
const stays = (body: any) =>
  body as { id: number; guests: { id: number }[]; billing_info: { id: number }[] }[];

/** Owner B (attacker) against owner A (victim): every owner route, and the shared ones. */
const OWNER_PROBES: Record<string, (a: Tenant, b: Tenant) => Probe[]> = {
  'GET /api/identification/socket/': () => [gone('/api/identification/socket/')],
  'GET /api/identification/ice-servers/': () => [
    { path: '/api/identification/ice-servers/', expect: 200 },
  ],
  'GET /api/identification/calls/': () => [
    listing('/api/identification/calls/', (body) => ids(body), []),
  ],
  'GET /api/identification/stays/:profileId/': (a) => [
    gone(`/api/identification/stays/${a.profile.id}/`),
  ],
  'POST /api/identification/stays/:profileId/in-person/': (a) => [
    gone(`/api/identification/stays/${a.profile.id}/in-person/`, { guests: [a.guestId] }),
  ],
  'GET /api/apartments/': (a, b) => [
    listing('/api/apartments/', ids, [a.apartment.id], [b.apartment.id]),
  ],
  'GET /api/calendar-feeds/': (a, b) => [
    listing('/api/calendar-feeds/', ids, [a.feedId], [b.feedId]),
    listing(`/api/calendar-feeds/?apartment=${a.apartment.id}`, ids, [a.feedId]),
  ],
  'POST /api/calendar-feeds/': (a, b) => [
    refused('apartment', '/api/calendar-feeds/', feedBody(a.apartment.id)),
    refused('room', '/api/calendar-feeds/', feedBody(b.apartment.id, a.room.id)),
  ],
  'PUT /api/calendar-feeds/:id/': (a, b) => [
    gone(`/api/calendar-feeds/${a.feedId}/`, feedBody(b.apartment.id)),
    gone(`/api/calendar-feeds/${a.feedId}/`, feedBody(a.apartment.id)),
    refused('room', `/api/calendar-feeds/${b.feedId}/`, feedBody(b.apartment.id, a.room.id)),
  ],
  'DELETE /api/calendar-feeds/:id/': (a) => [gone(`/api/calendar-feeds/${a.feedId}/`)],
  'POST /api/calendar-feeds/:id/sync/': (a) => [gone(`/api/calendar-feeds/${a.feedId}/sync/`, {})],
  'GET /api/calendar-events/': (a, b) => [
    listing('/api/calendar-events/', ids, [a.calendarEventId], [b.calendarEventId]),
    listing(`/api/calendar-events/?feed=${a.feedId}`, ids, [a.calendarEventId]),
    listing(`/api/calendar-events/?apartment=${a.apartment.id}`, ids, [a.calendarEventId]),
  ],
  'POST /api/calendar-events/:id/decide/': (a) => [
    gone(`/api/calendar-events/${a.calendarEventId}/decide/`, { decision: 'booking' }),
    gone(`/api/calendar-events/${a.calendarEventId}/decide/`, { decision: 'ignore' }),
  ],
  'GET /api/calendar-exports/': (a, b) => [
    gone(`/api/calendar-exports/?apartment=${a.apartment.id}`),
    listing(`/api/calendar-exports/?apartment=${b.apartment.id}`, ids, [a.exportId], [b.exportId]),
  ],
  'POST /api/calendar-exports/': (a, b) => [
    refused('apartment', '/api/calendar-exports/', { apartment: a.apartment.id }),
    refused('room', '/api/calendar-exports/', { apartment: b.apartment.id, room: a.room.id }),
  ],
  'POST /api/calendar-exports/:id/rotate/': (a) => [
    gone(`/api/calendar-exports/${a.exportId}/rotate/`, {}),
  ],
  'DELETE /api/calendar-exports/:id/': (a) => [gone(`/api/calendar-exports/${a.exportId}/`)],
  'POST /api/apartments/': () => [{ path: '/api/apartments/', body: apartmentBody, expect: 201 }],
  'PUT /api/apartments/:id/': (a) => [gone(`/api/apartments/${a.apartment.id}/`, apartmentBody)],
  'DELETE /api/apartments/:id/': (a) => [gone(`/api/apartments/${a.apartment.id}/`)],
  'GET /api/rooms/': (a, b) => [
    gone(`/api/rooms/?apartment=${a.apartment.id}`),
    listing(`/api/rooms/?apartment=${b.apartment.id}`, ids, [a.room.id], [b.room.id]),
  ],
  'POST /api/rooms/': (a, b) => [
    refused('apartment', '/api/rooms/', { name: 'X', apartment: a.apartment.id }),
    refused('doors', '/api/rooms/', { name: 'X', apartment: b.apartment.id, doors: a.doorIds }),
  ],
  'PUT /api/rooms/:id/': (a, b) => [
    gone(`/api/rooms/${a.room.id}/`, { name: 'X', apartment: b.apartment.id }),
    gone(`/api/rooms/${a.room.id}/`, { name: 'X', apartment: a.apartment.id }),
    refused('apartment', `/api/rooms/${b.room.id}/`, { name: 'X', apartment: a.apartment.id }),
    refused('doors', `/api/rooms/${b.room.id}/`, {
      name: 'X',
      apartment: b.apartment.id,
      doors: [a.codeDoor.id],
    }),
  ],
  'DELETE /api/rooms/:id/': (a) => [gone(`/api/rooms/${a.room.id}/`)],
  'GET /api/doors/': (a, b) => [
    gone(`/api/doors/?apartment=${a.apartment.id}`),
    listing(`/api/doors/?apartment=${b.apartment.id}`, ids, a.doorIds, b.doorIds),
  ],
  'POST /api/doors/': (a, b) => [
    refused('apartment', '/api/doors/', doorBody(a.apartment.id)),
    refused('rooms', '/api/doors/', doorBody(b.apartment.id, { rooms: [a.room.id] })),
  ],
  'PUT /api/doors/:id/': (a, b) => [
    ...a.doorIds.map((id) => gone(`/api/doors/${id}/`, doorBody(b.apartment.id))),
    refused('apartment', `/api/doors/${b.textDoor.id}/`, doorBody(a.apartment.id)),
    refused(
      'rooms',
      `/api/doors/${b.textDoor.id}/`,
      doorBody(b.apartment.id, { rooms: [a.room.id] }),
    ),
  ],
  'DELETE /api/doors/:id/': (a) => a.doorIds.map((id) => gone(`/api/doors/${id}/`)),
  'GET /api/language-instructions/': (a, b) => [
    gone(`/api/language-instructions/?door_id=${a.shellyDoor.id}`),
    listing(
      `/api/language-instructions/?door_id=${b.shellyDoor.id}`,
      ids,
      [a.instruction.id],
      [b.instruction.id],
    ),
  ],
  'POST /api/language-instructions/': (a) => [
    refused('door', '/api/language-instructions/', instructionBody(a.shellyDoor.id)),
  ],
  'PUT /api/language-instructions/:id/': (a, b) => [
    gone(`/api/language-instructions/${a.instruction.id}/`, instructionBody(b.shellyDoor.id)),
    refused(
      'door',
      `/api/language-instructions/${b.instruction.id}/`,
      instructionBody(a.shellyDoor.id),
    ),
  ],
  'DELETE /api/language-instructions/:id/': (a) => [
    gone(`/api/language-instructions/${a.instruction.id}/`),
  ],
  'GET /api/check-doors-status/': (a, b) => [
    listing(
      '/api/check-doors-status/',
      (body) => body.map((d: { door_id: number }) => d.door_id),
      a.doorIds,
      [b.shellyDoor.id],
    ),
  ],
  'GET /api/door-open-audit/': (a, b) => [
    gone(`/api/door-open-audit/?door_id=${a.codeDoor.id}`),
    listing(
      '/api/door-open-audit/',
      (body) => body.map((row: { door_id: number }) => row.door_id),
      a.doorIds,
      [b.codeDoor.id],
    ),
  ],
  'GET /api/checkin-profiles/': (a, b) => [
    listing('/api/checkin-profiles/', (body) => ids(body.currents), [a.profile.id], [b.profile.id]),
    listing(`/api/checkin-profiles/?surname=${a.tag}`, (body) => ids(body.search_results), [
      a.profile.id,
    ]),
    listing('/api/checkin-profiles/?name=Mario', (body) => ids(body.search_results), [
      a.profile.id,
    ]),
  ],
  'POST /api/register/checkin/': (a, b) => [
    refused('apartment', '/api/register/checkin/', profileBody(a.apartment.id, a.room.id)),
    refused('room', '/api/register/checkin/', profileBody(b.apartment.id, a.room.id)),
  ],
  'PATCH /api/register/checkin/:id/': (a, b) => [
    gone(`/api/register/checkin/${a.profile.id}/`, { name: 'X' }),
    refused('apartment', `/api/register/checkin/${b.profile.id}/`, {
      apartment: a.apartment.id,
      room: b.room.id,
    }),
    refused('room', `/api/register/checkin/${b.profile.id}/`, { room: a.room.id }),
  ],
  'DELETE /api/register/checkin/:id/': (a) => [gone(`/api/register/checkin/${a.profile.id}/`)],
  'GET /api/owner-checkin-details/': (a, b) => {
    const path = `/api/owner-checkin-details/?${range}`;
    return [
      listing(path, (body) => ids(stays(body)), [a.profile.id], [b.profile.id]),
      listing(path, (body) => stays(body).flatMap((s) => ids(s.guests)), [a.guestId], [b.guestId]),
      listing(
        path,
        (body) => stays(body).flatMap((s) => ids(s.billing_info)),
        [a.billingId],
        [b.billingId],
      ),
    ];
  },
  'GET /api/apartment-info/': (a, b) => [
    gone(`/api/apartment-info/?apartment=${a.apartment.id}`),
    listing('/api/apartment-info/', ids, [a.info.id], [b.info.id]),
    listing(`/api/apartment-info/?apartment=${b.apartment.id}`, ids, [a.info.id], [b.info.id]),
  ],
  'POST /api/apartment-info/': (a, b) => [
    refused('apartment', '/api/apartment-info/', infoBody(a.apartment.id)),
    refused(
      'room',
      '/api/apartment-info/',
      infoBody(b.apartment.id, { type: 'room_info', room: a.room.id }),
    ),
  ],
  'PUT /api/apartment-info/:id/': (a, b) => [
    gone(`/api/apartment-info/${a.info.id}/`, infoBody(b.apartment.id)),
    refused('apartment', `/api/apartment-info/${b.info.id}/`, infoBody(a.apartment.id)),
  ],
  'DELETE /api/apartment-info/:id/': (a) => [gone(`/api/apartment-info/${a.info.id}/`)],
  'GET /api/language-informations/': (a, b) => [
    gone(`/api/language-informations/?apartment_info=${a.info.id}`),
    listing('/api/language-informations/', ids, [a.translation.id], [b.translation.id]),
  ],
  'POST /api/language-informations/': (a) => [
    refused('apartment_info', '/api/language-informations/', translationBody(a.info.id)),
  ],
  'PUT /api/language-informations/:id/': (a, b) => [
    gone(`/api/language-informations/${a.translation.id}/`, { title: 'X', info: 'Y' }),
    refused('apartment_info', `/api/language-informations/${b.translation.id}/`, {
      apartment_info: a.info.id,
      title: 'X',
      info: 'Y',
    }),
  ],
  'DELETE /api/language-informations/:id/': (a) => [
    gone(`/api/language-informations/${a.translation.id}/`),
  ],
  'POST /api/guests-registration/': (a) => [
    refused('checkin_profile', '/api/guests-registration/', {
      checkin_profile: a.profile.id,
      first_name: 'Ugo',
      last_name: 'Neri',
      date_of_birth: '1970-01-01',
    }),
  ],
  'PUT /api/guests-registration/:id/': (a, b) => [
    gone(`/api/guests-registration/${a.guestId}/`, { first_name: 'X' }),
    refused('checkin_profile', `/api/guests-registration/${b.guestId}/`, {
      checkin_profile: a.profile.id,
    }),
  ],
  'DELETE /api/guests-registration/:id/': (a) => [gone(`/api/guests-registration/${a.guestId}/`)],
  'GET /api/media/guests/:id/:side/': (a) => [
    gone(`/api/media/guests/${a.guestId}/front/`),
    gone(`/api/media/guests/${a.guestId}/back/`),
  ],
  'POST /api/billing-info/': (a) => [
    refused('checkin_profile', '/api/billing-info/', ownerBillingBody(a.profile.id)),
  ],
  'PUT /api/billing-info/:id/': (a, b) => [
    gone(`/api/billing-info/${a.billingId}/`, ownerBillingBody(b.profile.id)),
    refused('checkin_profile', `/api/billing-info/${b.billingId}/`, ownerBillingBody(a.profile.id)),
  ],
  'DELETE /api/billing-info/:id/': (a) => [gone(`/api/billing-info/${a.billingId}/`)],
  // One account per owner, no ids: the intruder only ever reaches its own (none at first).
  'GET /api/alloggiati/account/': () => [
    {
      path: '/api/alloggiati/account/',
      expect: 200,
      check: (b) => expect(b).toEqual({ user: '', has_password: false, has_ws_key: false }),
    },
  ],
  'PUT /api/alloggiati/account/': () => [
    refused('password', '/api/alloggiati/account/', { user: 'B-USER' }),
    {
      path: '/api/alloggiati/account/',
      body: { user: 'B-USER', password: 'p', ws_key: 'k' },
      expect: 200,
      check: (b) => expect(b).toEqual({ user: 'B-USER', has_password: true, has_ws_key: true }),
    },
  ],
  'DELETE /api/alloggiati/account/': () => [{ path: '/api/alloggiati/account/', expect: 204 }],
  'POST /api/alloggiati/account/verify/': () => [
    { path: '/api/alloggiati/account/verify/', body: {}, expect: 400 },
  ],
  // The apartment's own account: another owner's apartment is unknown.
  'GET /api/alloggiati/settings/': (a) => [
    {
      path: '/api/alloggiati/settings/',
      expect: 200,
      check: (b) =>
        expect(b.apartments.map((x: { id: number }) => x.id)).not.toContain(a.apartment.id),
    },
  ],
  'PUT /api/alloggiati/apartments/:id/': (a) => [
    gone(`/api/alloggiati/apartments/${a.apartment.id}/`, { auto_send: true }),
  ],
  'GET /api/alloggiati/stays/': (a) => [
    listing(
      `/api/alloggiati/stays/?start_date=${a.profile.checkInDate}&end_date=${a.profile.checkOutDate}`,
      ids,
      [a.profile.id],
    ),
  ],
  'GET /api/alloggiati/stays/:id/': (a) => [gone(`/api/alloggiati/stays/${a.profile.id}/`)],
  'POST /api/alloggiati/stays/:id/test/': (a) => [
    gone(`/api/alloggiati/stays/${a.profile.id}/test/`, {}),
  ],
  'POST /api/alloggiati/stays/:id/send/': (a) => [
    gone(`/api/alloggiati/stays/${a.profile.id}/send/`, {}),
  ],
  'POST /api/alloggiati/stays/:id/guests/:guestId/resolve/': (a, b) => [
    gone(`/api/alloggiati/stays/${a.profile.id}/guests/${a.guestId}/resolve/`, {
      outcome: 'received',
    }),
    gone(`/api/alloggiati/stays/${b.profile.id}/guests/${a.guestId}/resolve/`, {
      outcome: 'received',
    }),
  ],
  'GET /api/alloggiati/due/': (a) => [
    listing('/api/alloggiati/due/?hours=168', ids, [a.profile.id]),
  ],
  'GET /api/alloggiati/receipts/': (a) => [
    listing('/api/alloggiati/receipts/', ids, [a.receiptId]),
  ],
  'GET /api/alloggiati/receipts/:id/pdf/': (a) => [
    gone(`/api/alloggiati/receipts/${a.receiptId}/pdf/`),
  ],
  // A future day is refused before any call: nothing of A's is fetched or touched.
  'POST /api/alloggiati/receipts/fetch/': () => [
    { path: '/api/alloggiati/receipts/fetch/', body: { day: '2999-01-01' }, expect: 400 },
  ],
  'GET /api/alloggiati/day/': (a) => [
    gone(`/api/alloggiati/day/?date=${a.profile.checkInDate}&apartment=${a.apartment.id}`),
    listing(
      `/api/alloggiati/day/?date=${a.profile.checkInDate}`,
      (body) => body.stays.map((s: { id: number }) => s.id),
      [a.profile.id],
    ),
  ],
  'GET /api/alloggiati/day/file/': (a) => [
    gone(`/api/alloggiati/day/file/?date=${a.profile.checkInDate}&apartment=${a.apartment.id}`),
  ],
  'GET /api/places/': () => [
    {
      path: '/api/places/?q=roma&kind=comune',
      expect: 200,
      check: (b) => expect(b[0].code).toBe('412058091'),
    },
  ],
  'GET /api/user_information/': () => [
    {
      path: '/api/user_information/',
      expect: 200,
      check: (b) => expect(b.profile_type).toBe('owner'),
    },
  ],
};

/** Guest B against guest A: every guest route, and the shared ones. */
const GUEST_PROBES: Record<string, (a: Tenant, b: Tenant) => Probe[]> = {
  'GET /api/identification/socket/': () => [gone('/api/identification/socket/')],
  'GET /api/identification/ice-servers/': () => [
    { path: '/api/identification/ice-servers/', expect: 200 },
  ],
  'GET /api/checkin-profiles-guest/': (a, b) => [
    listing('/api/checkin-profiles-guest/', ids, [a.profile.id], [b.profile.id]),
  ],
  'GET /api/guest-room/': () => [
    { path: '/api/guest-room/', expect: 200 },
    { path: '/api/guest-room/?language=en', expect: 200 },
  ],
  'POST /api/check-cpc/': (a) => [
    gone('/api/check-cpc/', { door_id: a.shellyDoor.id, cpc: a.cpc }),
    gone('/api/check-cpc/', { door_id: a.codeDoor.id, cpc: a.cpc }),
  ],
  'PATCH /api/update-guest-type/:profileId/': (a) => [
    gone(`/api/update-guest-type/${a.profile.id}/`, { guest_type: 'famiglia' }),
  ],
  // B's stay already has billing data, and the guest form is sent once: refused whatever
  // stay the body names (billing.test.ts shows a first submission lands on the guest's own).
  'POST /api/guest-billing-info/': (a) => [
    {
      path: '/api/guest-billing-info/',
      body: { ...ownerBillingBody(a.profile.id), tax_code: 'RSSNNA90A41H501N' },
      expect: 409,
    },
  ],
  'GET /api/apartment-info/': (a, b) => [
    listing(`/api/apartment-info/?apartment=${a.apartment.id}`, ids, [a.info.id], [b.info.id]),
    listing('/api/apartment-info/?language=en', ids, [a.info.id], [b.info.id]),
  ],
  'POST /api/guests-registration/': (a) => [
    {
      path: '/api/guests-registration/',
      form: { ...guestFields(), checkin_profile: String(a.profile.id) },
      expect: { field: 'checkin_profile' },
    },
  ],
  'GET /api/media/guests/:id/:side/': (a) => [
    gone(`/api/media/guests/${a.guestId}/front/`),
    gone(`/api/media/guests/${a.guestId}/back/`),
  ],
  'GET /api/places/': () => [
    {
      path: '/api/places/?q=roma&kind=comune',
      expect: 200,
      check: (b) => expect(b[0].code).toBe('412058091'),
    },
  ],
  'GET /api/user_information/': () => [
    {
      path: '/api/user_information/',
      expect: 200,
      check: (b) => expect(b.profile_type).toBe('guest'),
    },
  ],
};

const mediaDir = makeMediaDir();
const ctx = setupTestApp({ media: { dir: mediaDir } } as Partial<AppConfig>);
let sim: ShellySimulator;
let A: Tenant;
let B: Tenant;

beforeAll(async () => {
  sim = await startShellySimulator();
  A = await seedTenant(ctx, sim);
  B = await seedTenant(ctx, sim);
}, 60_000);
afterAll(() => sim?.close());

const methodOf = (key: string) => key.split(' ')[0];

const send = (client: TestClient, method: string, probe: Probe): Promise<ApiResponse> =>
  probe.form
    ? sendForm(client, method as 'POST' | 'PUT', probe.path, probe.form)
    : client.request(method, probe.path, { body: probe.body });

/** The status each caller gets, labelled so a failure names the call. */
const statusOf = async (client: TestClient, method: string, probe: Probe) => {
  const res = await send(client, method, probe);
  return { call: `${method} ${probe.path}`, status: res.status };
};

/** Runs the attacker's probes; each answer is the expected one and carries nothing of A's. */
const attack = async (client: TestClient, key: string, probes: Probe[]) => {
  const method = methodOf(key);
  const before = await snapshotTenant(ctx, mediaDir, A.owner.id);
  for (const probe of probes) {
    const res = await send(client, method, probe);
    const call = `${method} ${probe.path}`;
    if (probe.expect === 404) {
      expect({ call, status: res.status, body: res.body }).toEqual({
        call,
        status: 404,
        body: { detail: MESSAGES.notFound, code: 'not_found' },
      });
    } else if (typeof probe.expect === 'object') {
      expect({ call, status: res.status }).toEqual({ call, status: 400 });
      expect({ call, [probe.expect.field]: res.body[probe.expect.field] }).toEqual({
        call,
        [probe.expect.field]: expect.arrayContaining([expect.any(String)]),
      });
    } else {
      expect({ call, status: res.status }).toEqual({ call, status: probe.expect });
    }
    expect(JSON.stringify(res.body ?? '')).not.toContain(A.tag);
    probe.check?.(res.body);
  }
  expect(await snapshotTenant(ctx, mediaDir, A.owner.id)).toEqual(before);
};

describe('seed', () => {
  it('gives each tenant a full set of data, photos on disk', async () => {
    for (const tenant of [A, B]) {
      const rows = await snapshotTenant(ctx, mediaDir, tenant.owner.id);
      expect(rows.photos).toEqual([
        { name: expect.any(String), onDisk: true },
        { name: expect.any(String), onDisk: true },
      ]);
      for (const table of ['rooms', 'instructions', 'translations', 'guests', 'billing', 'audit']) {
        expect({ table, n: rows[table as keyof typeof rows].length }).toEqual({ table, n: 1 });
      }
      expect(rows.doors.map((d) => d.accessType).sort()).toEqual([
        'codice',
        'shelly',
        'solo istruzioni',
      ]);
    }
  });
});

describe('route inventory', () => {
  it('classifies every registered route, and every classified route exists', () => {
    const registered = registeredRoutes(ctx.app);
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('has probes for every owner, guest and shared route', () => {
    expect(routesOf('owner', 'both').filter((key) => !(key in OWNER_PROBES))).toEqual([]);
    expect(routesOf('guest', 'both').filter((key) => !(key in GUEST_PROBES))).toEqual([]);
    expect(
      Object.keys(OWNER_PROBES).filter((k) => MATRIX[k] !== 'owner' && MATRIX[k] !== 'both'),
    ).toEqual([]);
    expect(
      Object.keys(GUEST_PROBES).filter((k) => MATRIX[k] !== 'guest' && MATRIX[k] !== 'both'),
    ).toEqual([]);
  });

  it('documents every API route in OpenAPI', async () => {
    const doc = await new TestClient(ctx.baseUrl).get('/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, object>).flatMap(
      ([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The identification WebSocket is no HTTP operation: docs/api.md describes it.
    const api = Object.keys(MATRIX).filter(
      (key) => !key.includes('/api/docs') && key !== 'GET /api/identification/socket/',
    );
    expect(api.filter((key) => !documented.includes(key))).toEqual([]);
  });
});

describe('owner routes', () => {
  it.each(routesOf('owner', 'both'))('%s', async (key) => {
    const method = methodOf(key);
    const probes = OWNER_PROBES[key](A, B);
    const anonymous = new TestClient(ctx.baseUrl);
    for (const probe of probes) {
      expect(await statusOf(anonymous, method, probe)).toMatchObject({ status: 401 });
      if (MATRIX[key] === 'owner') {
        for (const guest of [A.guestClient, B.guestClient]) {
          expect(await statusOf(guest, method, probe)).toMatchObject({ status: 403 });
        }
      }
    }
    await attack(B.ownerClient, key, probes);
  });
});

describe('guest routes', () => {
  it.each(routesOf('guest', 'both'))('%s', async (key) => {
    const method = methodOf(key);
    const probes = GUEST_PROBES[key](A, B);
    const anonymous = new TestClient(ctx.baseUrl);
    const pulses = sim.relay(A.deviceId, 1).events.length;
    for (const probe of probes) {
      expect(await statusOf(anonymous, method, probe)).toMatchObject({ status: 401 });
      if (MATRIX[key] === 'guest') {
        for (const owner of [A.ownerClient, B.ownerClient]) {
          expect(await statusOf(owner, method, probe)).toMatchObject({ status: 403 });
        }
      }
    }
    await attack(B.guestClient, key, probes);
    expect(sim.relay(A.deviceId, 1).events).toHaveLength(pulses);
  });
});

describe("another tenant's door state", () => {
  it("a locked-out door of A's answers guest B 404, not A's lockout", async () => {
    const key = `cpc:door:${A.shellyDoor.id}`;
    // The state ten wrong CPCs by A's guests leave behind.
    for (let i = 0; i < 10; i += 1) await ctx.app.throttle.hit(key, 15 * 60);
    try {
      await attack(B.guestClient, 'POST /api/check-cpc/', [
        gone('/api/check-cpc/', { door_id: A.shellyDoor.id, cpc: A.cpc }),
      ]);
    } finally {
      await ctx.app.throttle.reset(key);
    }
  });
});

/** Unsafe calls carrying a token but a missing or mismatched CSRF pair. */
const withoutPair = (
  client: TestClient,
  method: string,
  path: string,
  pair: 'none' | 'mismatch',
) => {
  const headers: Record<string, string> = {
    'x-forwarded-for': client.ip,
    'content-type': 'application/json',
  };
  if (client.token) headers.authorization = `Token ${client.token}`;
  if (pair === 'mismatch') {
    headers.cookie = `csrftoken=${'a'.repeat(43)}`;
    headers['x-csrftoken'] = 'b'.repeat(43);
  }
  return fetch(`${ctx.baseUrl}${path}`, { method, headers, body: '{}' });
};

describe('CSRF', () => {
  it.each(Object.keys(MATRIX).filter(isUnsafe))('%s needs the CSRF pair', async (key) => {
    const [method, route] = key.split(' ');
    const path = route
      .replace(':id', String(A.profile.id))
      .replace(':profileId', String(A.profile.id));
    const caller =
      MATRIX[key] === 'guest'
        ? A.guestClient
        : MATRIX[key] === 'public'
          ? new TestClient(ctx.baseUrl)
          : A.ownerClient;
    const before = await snapshotTenant(ctx, mediaDir, A.owner.id);
    for (const pair of ['none', 'mismatch'] as const) {
      const res = await withoutPair(caller, method, path, pair);
      expect({ pair, status: res.status, body: await res.json() }).toEqual({
        pair,
        status: 403,
        body: { detail: MESSAGES.csrf, code: 'csrf_failed' },
      });
    }
    expect(await snapshotTenant(ctx, mediaDir, A.owner.id)).toEqual(before);
  });
});
