import { classify } from '../src/calendar/classify';
import { parseFeed } from '../src/calendar/ical';
import { channelFeed } from '../src/calendar/simulator/channels';
import { fold } from '../src/calendar/ics-text';
import { localDate } from '../src/lib/time';
import { calendarFixture, dayFrom, nextMonday } from './factories.calendar';

const today = localDate(new Date(), 'Europe/Rome');
const d = (n: number) => dayFrom(today, n);
const parsed = (name: string) => {
  const result = parseFeed(calendarFixture(name, today), 'Europe/Rome', today);
  if (!result.ok) throw new Error(`${name} did not parse`);
  return result.events;
};

describe('parseFeed on the channels’ shapes', () => {
  it('Airbnb: all-day dates, folded descriptions with the reservation URL and the phone digits', () => {
    const events = parsed('airbnb.ics');
    expect(events.map((e) => [e.checkInDate, e.checkOutDate, e.summary])).toEqual([
      [d(3), d(6), 'Reserved'],
      [d(10), d(14), 'Reserved'],
      [d(20), d(22), 'Airbnb (Not available)'],
      [d(-25), d(-20), 'Reserved'],
    ]);
    expect(events[0].description).toBe(
      'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ2RZ8K4D\n' +
        'Phone Number (Last 4 Digits): 4821',
    );
    expect(classify(events[0].summary, events[0].description)).toEqual({
      kind: 'booking',
      guestName: '',
      reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMQ2RZ8K4D',
      reservationCode: 'HMQ2RZ8K4D',
      phoneLast4: '4821',
    });
    expect(classify(events[2].summary, events[2].description).kind).toBe('blocked');
  });

  it("Booking.com: every period is 'CLOSED - Not available', left to the host", () => {
    const events = parsed('booking.ics');
    expect(events.map((e) => [e.uid, e.checkInDate, e.checkOutDate])).toEqual([
      ['9f8e7d6c5b4a3928@booking.com', d(30), d(33)],
      ['1a2b3c4d5e6f7081@booking.com', d(40), d(41)],
    ]);
    expect(events.map((e) => classify(e.summary, e.description).kind)).toEqual([
      'to_decide',
      'to_decide',
    ]);
  });

  it("Vrbo: 'Reserved - name' is a booking with its guest, 'Blocked' a block", () => {
    const events = parsed('vrbo.ics');
    expect(events.map((e) => classify(e.summary, e.description))).toMatchObject([
      { kind: 'booking', guestName: 'Hannah Schmidt' },
      { kind: 'blocked', guestName: '' },
    ]);
  });

  it('times with a TZID, in UTC and floating land on the apartment’s dates; DURATION, escapes', () => {
    const events = parsed('shapes.ics');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    // 22:00 in New York is 04:00 the next day in Rome; 08:00 there is 14:00 here.
    expect(byUid.get('tzid-stay@example.com')).toMatchObject({
      checkInDate: d(4),
      checkOutDate: d(5),
    });
    expect(byUid.get('utc-stay@example.com')).toMatchObject({
      checkInDate: d(8),
      checkOutDate: d(9),
    });
    expect(byUid.get('floating-stay@example.com')).toMatchObject({
      checkInDate: d(11),
      checkOutDate: d(14),
      description:
        'Una descrizione lunga, con virgole; punti e virgola e un a capo\nsu due righe: àèìòù €.',
    });
    expect(byUid.get('cancelled-stay@example.com')).toMatchObject({ cancelled: true });
  });

  it('a recurring block: one event per occurrence, EXDATE skipped, an overridden occurrence moved', () => {
    const monday = nextMonday(today);
    const weekly = parsed('shapes.ics').filter((e) => e.uid.startsWith('weekly-block@'));
    expect(weekly.map((e) => [e.uid, e.checkInDate, e.checkOutDate])).toEqual([
      [`weekly-block@example.com#${monday}`, monday, dayFrom(monday, 1)],
      [`weekly-block@example.com#${dayFrom(monday, 14)}`, dayFrom(monday, 15), dayFrom(monday, 17)],
      [`weekly-block@example.com#${dayFrom(monday, 21)}`, dayFrom(monday, 21), dayFrom(monday, 22)],
      [`weekly-block@example.com#${dayFrom(monday, 28)}`, dayFrom(monday, 28), dayFrom(monday, 29)],
    ]);
  });

  it('an event without UID or DTEND gets a stable UID and lasts its day', () => {
    const first = parsed('shapes.ics').find((e) => e.uid.startsWith('nouid-'));
    const again = parsed('shapes.ics').find((e) => e.uid.startsWith('nouid-'));
    expect(first).toMatchObject({
      checkInDate: d(60),
      checkOutDate: d(61),
      summary: 'Not available',
    });
    expect(again?.uid).toBe(first?.uid);
  });

  it('refuses what is not a calendar', () => {
    expect(parseFeed('<!doctype html><p>Sign in</p>', 'Europe/Rome', today)).toEqual({ ok: false });
    expect(parseFeed('BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n', 'Europe/Rome', today)).toEqual({
      ok: false,
    });
    expect(parseFeed('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'Europe/Rome', today)).toEqual({
      ok: true,
      events: [],
    });
  });
});

describe('the simulator writes what the parser reads', () => {
  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'è'.repeat(60)}`;
    const folded = fold(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('round-trips each channel', () => {
    const events = [
      { uid: 'a@airbnb.com', start: d(2), end: d(4), code: 'HMABCDEF12', phoneLast4: '1234' },
      { uid: 'b@airbnb.com', start: d(5), end: d(6), blocked: true },
    ];
    const airbnb = parseFeed(channelFeed('airbnb', events), 'Europe/Rome', today);
    expect(airbnb.ok && airbnb.events.map((e) => classify(e.summary, e.description))).toMatchObject(
      [{ kind: 'booking', reservationCode: 'HMABCDEF12', phoneLast4: '1234' }, { kind: 'blocked' }],
    );
    const vrbo = parseFeed(
      channelFeed('vrbo', [{ start: d(1), end: d(3), guest: 'Zoë Müller' }]),
      'Europe/Rome',
      today,
    );
    expect(vrbo.ok && classify(vrbo.events[0].summary, '')).toMatchObject({
      guestName: 'Zoë Müller',
    });
  });
});
