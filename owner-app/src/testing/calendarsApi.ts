import type {
  CalendarEvent,
  CalendarExport,
  CalendarFeed,
  CalendarFeedInput,
} from '@soglia/api-client';
import type { ApiRequest, Reply } from '@soglia/api-client/testing';
import {
  added,
  bodyOf,
  fakeRoutes,
  notFound,
  queryId,
  removed,
  replaced,
  type FakeHandler,
  type FakeOverride,
} from './fakeApi';
import type { CalendarsApiData } from './calendarsFixtures';

// The API's error bodies, written here: the stories bundle this file, and the testing entry of
// api-client brings a Node server with it.
const refused = (field: string, code: string, message: string): Reply => ({
  status: 400,
  body: { [field]: [message], codes: { [field]: [code] } },
});
const conflict = (code: string, detail: string): Reply => ({ status: 409, body: { detail, code } });

/** The channels' calendar hosts the fake API accepts (the server's list, shortened). */
const ALLOWED =
  /^(www\.)?airbnb\.[a-z.]+$|^(admin|ical)\.booking\.com$|vrbo\.com$|^calendar\.google\.com$/;

/** The server's refusal of a feed address (its codes and Italian messages), or none. */
function urlRefusal(url: string): Reply | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refused('url', 'invalid_url', 'URL non valido');
  }
  if (parsed.protocol !== 'https:') {
    return refused('url', 'insecure_url', "L'indirizzo del calendario deve iniziare con https://.");
  }
  if (!ALLOWED.test(parsed.hostname)) {
    return refused(
      'url',
      'host_not_allowed',
      'Indirizzo non consentito: usa il link del calendario (iCal) di Airbnb, Booking.com, Vrbo o Google Calendar.',
    );
  }
  return undefined;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
let secrets = 7;
/** A new export path with a 43-character secret, as the server makes (not random: stable runs). */
const newPath = () => {
  secrets += 1;
  let state = secrets;
  let secret = '';
  for (let i = 0; i < 43; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    secret += ALPHABET[state % 64];
  }
  return `/api/calendar/${secret}.ics`;
};

/**
 * The calendar calls of the API over an in-memory copy of `seed`, as routes for startApiServer
 * (and, through msw, for the stories): feeds with the server's address checks, Sincronizza ora
 * (a read that counts the feed's live events), the periods to decide and their decisions (409
 * once decided), Soglia's calendars (one per apartment or room; rotate, revoke).
 */
export function calendarsApi(seed: CalendarsApiData, override?: FakeOverride) {
  const data = JSON.parse(JSON.stringify(seed)) as CalendarsApiData;
  let nextId = 2000;

  const feedOf = (input: CalendarFeedInput, id: number, before?: CalendarFeed): CalendarFeed => ({
    next_sync_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    last_sync_at: null,
    last_result: null,
    last_error_code: null,
    last_error_message: null,
    bookings_found: 0,
    blocked_found: 0,
    to_decide_found: 0,
    created_at: new Date().toISOString(),
    ...before,
    apartment: input.apartment,
    room: input.room ?? null,
    label: input.label,
    url: input.url,
    id,
  });

  const sync = (id: number): Reply => {
    const feed = data.feeds.find((item) => item.id === id);
    if (!feed) return notFound;
    const live = data.events.filter((event) => event.feed === id && !event.cancelled_at);
    const count = (kind: CalendarEvent['kind']) => live.filter((e) => e.kind === kind).length;
    Object.assign(feed, {
      last_sync_at: new Date().toISOString(),
      last_result: 'ok',
      last_error_code: null,
      last_error_message: null,
      bookings_found: count('booking'),
      blocked_found: count('blocked'),
      to_decide_found: count('to_decide'),
    });
    return { status: 200, body: feed };
  };

  const decide = (id: number, req: ApiRequest): Reply => {
    const event = data.events.find((item) => item.id === id);
    if (!event) return notFound;
    if (event.cancelled_at) {
      return conflict('calendar_event_cancelled', "L'evento è stato annullato dal canale.");
    }
    if (event.kind === 'booking') {
      return conflict('calendar_event_decided', "L'evento è già un soggiorno.");
    }
    const { decision } = bodyOf<{ decision: 'booking' | 'ignore' }>(req);
    Object.assign(event, {
      kind: decision === 'booking' ? 'booking' : 'ignored',
      profile: decision === 'booking' ? (nextId += 1) : null,
      decided_at: new Date().toISOString(),
    });
    return { status: 200, body: event };
  };

  const rotate = (id: number): Reply =>
    replaced(data.exports, id, (before) => ({
      ...before,
      path: newPath(),
      rotated_at: new Date().toISOString(),
    }));

  const actions = (req: ApiRequest): Reply | undefined => {
    const match = /^\/api\/calendar-(feeds|events|exports)\/(\d+)\/(sync|decide|rotate)\/$/.exec(
      req.path,
    );
    if (!match || req.method !== 'POST') return undefined;
    const id = Number(match[2]);
    if (match[3] === 'sync') return sync(id);
    if (match[3] === 'decide') return decide(id, req);
    return rotate(id);
  };

  const handlers: Record<string, FakeHandler> = {
    'GET /api/calendar-feeds/': (req) => ({
      status: 200,
      body: data.feeds.filter((feed) => feed.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/calendar-feeds/': (req) => {
      const input = bodyOf<CalendarFeedInput>(req);
      return urlRefusal(input.url) ?? added(data.feeds, feedOf(input, (nextId += 1)));
    },
    'PUT /api/calendar-feeds/:id/': (req, id) => {
      const input = bodyOf<CalendarFeedInput>(req);
      return (
        urlRefusal(input.url) ?? replaced(data.feeds, id, (before) => feedOf(input, id, before))
      );
    },
    'DELETE /api/calendar-feeds/:id/': (_req, id) => removed(data.feeds, id),
    'GET /api/calendar-events/': (req) => ({
      status: 200,
      body: data.events.filter(
        (event) =>
          event.apartment === queryId(req, 'apartment') &&
          (!req.query.get('kind') || event.kind === req.query.get('kind')),
      ),
    }),
    'GET /api/calendar-exports/': (req) => ({
      status: 200,
      body: data.exports.filter((item) => item.apartment === queryId(req, 'apartment')),
    }),
    'POST /api/calendar-exports/': (req) => {
      const input = bodyOf<{ apartment: number; room?: number | null }>(req);
      const room = input.room ?? null;
      if (data.exports.some((item) => item.apartment === input.apartment && item.room === room)) {
        return refused(
          'non_field_errors',
          'duplicate',
          'Questo calendario esiste già: rigeneralo o revocalo.',
        );
      }
      const created: CalendarExport = {
        id: (nextId += 1),
        apartment: input.apartment,
        room,
        path: newPath(),
        created_at: new Date().toISOString(),
        rotated_at: null,
      };
      return added(data.exports, created);
    },
    'DELETE /api/calendar-exports/:id/': (_req, id) => removed(data.exports, id),
  };

  return {
    routes: fakeRoutes(handlers, async (req) => (await override?.(req)) ?? actions(req)),
    data,
  };
}
