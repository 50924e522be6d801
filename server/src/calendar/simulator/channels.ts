import crypto from 'node:crypto';
import { escapeText, icsText } from '../ics-text';

/**
 * iCalendar texts shaped like the channels' exports, from their public formats: CRLF line ends,
 * lines folded at 75 octets, all-day dates (`DTSTART;VALUE=DATE`, DTEND the check-out day).
 * Airbnb writes `Reserved` with the reservation's URL and the phone's last 4 digits in the
 * description and `Airbnb (Not available)` for blocks; Booking.com writes `CLOSED - Not
 * available` for every unavailable period; Vrbo writes `Reserved - <guest>` and `Blocked`.
 */
export type Channel = 'airbnb' | 'booking' | 'vrbo';

export interface SimEvent {
  /** Kept across calls so the feed's event keeps its UID; derived from the dates when absent. */
  uid?: string;
  /** yyyy-mm-dd */
  start: string;
  end: string;
  /** A reservation (default) or a block. */
  blocked?: boolean;
  /** Airbnb: the reservation code (HM…) in the reservation URL. */
  code?: string;
  /** Airbnb: the guest phone's last four digits. */
  phoneLast4?: string;
  /** Vrbo: the guest's name after `Reserved - `. */
  guest?: string;
  /** STATUS:CANCELLED (some channels keep cancelled events for a while). */
  cancelled?: boolean;
}

const basic = (date: string) => date.replaceAll('-', '');
const stamp = () => `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const uidOf = (event: SimEvent, channel: Channel) =>
  event.uid ??
  `${crypto.createHash('sha1').update(`${channel}:${event.start}:${event.end}`).digest('hex').slice(0, 16)}@${
    channel === 'airbnb' ? 'airbnb.com' : channel === 'booking' ? 'booking.com' : 'vrbo.com'
  }`;

const eventLines = (event: SimEvent, channel: Channel): string[] => {
  const lines = [
    'BEGIN:VEVENT',
    `DTSTAMP:${stamp()}`,
    `DTSTART;VALUE=DATE:${basic(event.start)}`,
    `DTEND;VALUE=DATE:${basic(event.end)}`,
    `UID:${uidOf(event, channel)}`,
  ];
  if (channel === 'airbnb') {
    if (event.blocked) lines.push('SUMMARY:Airbnb (Not available)');
    else {
      const code =
        event.code ??
        `HM${crypto.createHash('sha1').update(uidOf(event, channel)).digest('hex').slice(0, 8).toUpperCase()}`;
      const description =
        `Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\n` +
        `Phone Number (Last 4 Digits): ${event.phoneLast4 ?? '0000'}`;
      lines.push(`DESCRIPTION:${escapeText(description)}`, 'SUMMARY:Reserved');
    }
  } else if (channel === 'booking') {
    lines.push('SUMMARY:CLOSED - Not available');
  } else {
    lines.push(
      event.blocked
        ? 'SUMMARY:Blocked'
        : `SUMMARY:${escapeText(`Reserved - ${event.guest ?? 'Guest'}`)}`,
    );
  }
  if (event.cancelled) lines.push('STATUS:CANCELLED');
  lines.push('END:VEVENT');
  return lines;
};

const HEADERS: Record<Channel, string[]> = {
  airbnb: [
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ],
  booking: [
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ],
  vrbo: [
    'VERSION:2.0',
    'PRODID:-//HomeAway.com\\, Inc.//NONSGML HomeAway.com//EN',
    'CALSCALE:GREGORIAN',
  ],
};

/** The channel's export of `events`. */
export const channelFeed = (channel: Channel, events: SimEvent[]): string =>
  icsText([
    'BEGIN:VCALENDAR',
    ...HEADERS[channel],
    ...events.flatMap((event) => eventLines(event, channel)),
    'END:VCALENDAR',
  ]);
