/**
 * Calendar import and export against the real API: the demo apartment's Airbnb feed on the
 * calendar simulator, stays awaiting details, events to decide, secret calendars.
 * @jest-environment ./src/test/realApiEnvironment.ts
 */
import { readErrorCode, readFieldErrorCodes } from '../errors';
import { DEMO_OWNER, failure, ignoreUnauthorized, realApi, signIn } from '../test/realApi';
import { listApartments, type Apartment } from './apartments';
import {
  createCalendarExport,
  createCalendarFeed,
  decideCalendarEvent,
  deleteCalendarExport,
  deleteCalendarFeed,
  downloadCalendarExport,
  listCalendarEvents,
  listCalendarExports,
  listCalendarFeeds,
  rotateCalendarExport,
  syncCalendarFeed,
  updateCalendarFeed,
} from './calendar';
import { searchCheckinProfiles, updateCheckinProfile } from './checkinProfiles';

let demo: Apartment;

beforeAll(async () => {
  ignoreUnauthorized();
  await signIn(DEMO_OWNER);
  demo = (await listApartments()).find((a) => a.name === 'Casa Soglia')!;
});

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('calendar feeds', () => {
  it("the demo apartment's Airbnb feed: Sincronizza ora, two stays awaiting details, one completed", async () => {
    const [feed] = await listCalendarFeeds({ apartment: demo.id });
    expect(feed).toMatchObject({
      label: 'airbnb',
      url: `${realApi().calendarUrl}/airbnb/casa-soglia.ics`,
      last_result: null,
    });
    const synced = await syncCalendarFeed(feed.id);
    expect(synced).toMatchObject({ last_result: 'ok', bookings_found: 2, blocked_found: 1 });

    const { awaiting_details: awaiting = [] } = await searchCheckinProfiles();
    expect(awaiting.map((p) => [p.status, p.source, p.calendar?.reservation_code])).toEqual([
      ['awaiting_details', 'Airbnb', 'HMDEMO0001'],
      ['awaiting_details', 'Airbnb', 'HMDEMO0002'],
    ]);
    const done = await updateCheckinProfile(awaiting[0].id, {
      name: 'Sofia',
      surname: 'Conti',
      guest_number: 2,
      awaiting_details: false,
    });
    expect(done).toMatchObject({ status: 'active', name: 'Sofia', username: awaiting[0].username });

    const blocked = await listCalendarEvents({ feed: feed.id, kind: 'blocked' });
    expect(blocked.map((e) => e.summary)).toEqual(['Airbnb (Not available)']);
  });

  it('adds, changes and removes a feed; refuses an address that is not a channel’s', async () => {
    const refused = await createCalendarFeed({
      apartment: demo.id,
      label: 'other',
      url: 'https://calendar.example.com/feed.ics',
    }).catch((error: unknown) => error);
    expect(readFieldErrorCodes(refused)).toEqual({ url: ['host_not_allowed'] });

    const booking = await createCalendarFeed({
      apartment: demo.id,
      label: 'booking',
      url: `${realApi().calendarUrl}/booking/casa-soglia.ics`,
    });
    expect(booking).toMatchObject({ room: null, last_result: null, to_decide_found: 0 });
    expect((await syncCalendarFeed(booking.id)).to_decide_found).toBe(1);
    const [open] = await listCalendarEvents({ feed: booking.id, kind: 'to_decide' });
    expect(open.summary).toBe('CLOSED - Not available');
    expect(await decideCalendarEvent(open.id, 'ignore')).toMatchObject({ kind: 'ignored' });

    const renamed = await updateCalendarFeed(booking.id, {
      apartment: demo.id,
      label: 'other',
      url: `${realApi().calendarUrl}/booking/casa-soglia.ics`,
    });
    expect(renamed.label).toBe('other');
    await deleteCalendarFeed(booking.id);
    expect((await listCalendarFeeds({ apartment: demo.id })).map((f) => f.id)).not.toContain(
      booking.id,
    );
  });

  it('a stay already made answers its decision with calendar_event_decided', async () => {
    const [feed] = await listCalendarFeeds({ apartment: demo.id });
    const [booking] = await listCalendarEvents({ feed: feed.id, kind: 'booking' });
    const refused = await decideCalendarEvent(booking.id, 'ignore').catch((e: unknown) => e);
    expect(readErrorCode(refused)).toBe('calendar_event_decided');
  });
});

describe('secret calendars', () => {
  it('creates, downloads without login, rotates and revokes the apartment’s calendar', async () => {
    const created = await createCalendarExport({ apartment: demo.id });
    expect(created.path).toMatch(/^\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await listCalendarExports({ apartment: demo.id })).toEqual([created]);
    const calendar = await text(await downloadCalendarExport(created.path));
    expect(calendar).toContain('SUMMARY:Soglia – occupato');
    expect(calendar).not.toContain('Giulia');

    const rotated = await rotateCalendarExport(created.id);
    expect(rotated.path).not.toBe(created.path);
    expect((await failure(downloadCalendarExport(created.path))).status).toBe(404);
    await deleteCalendarExport(rotated.id);
    expect((await failure(downloadCalendarExport(rotated.path))).status).toBe(404);
  });
});
