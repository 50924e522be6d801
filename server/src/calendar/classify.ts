import type { CalendarEventKind } from '../db';

export interface Classified {
  kind: Exclude<CalendarEventKind, 'ignored'>;
  /** The guest's name when the summary carries one (Vrbo's `Reserved - Name`). */
  guestName: string;
  /** Airbnb's link to the reservation (http/https only), its code, the phone's last digits. */
  reservationUrl: string;
  reservationCode: string;
  phoneLast4: string;
}

const normalized = (summary: string) => summary.trim().replace(/\s+/g, ' ').toLowerCase();

/** Summaries of periods that are no stay: the channels' blocks and closures. */
const BLOCKED = new Set([
  'airbnb (not available)',
  'not available',
  'unavailable',
  'blocked',
  'closed',
  'non disponibile',
  'bloccato',
  'chiuso',
]);

/**
 * Booking.com writes every unavailable night of its export as "CLOSED - Not available", a
 * reservation as much as a closure: the feed cannot tell them apart, so the host decides.
 */
const BOOKING_CLOSED = 'closed - not available';

const RESERVED = /^(reserved|booked|reservation|prenotato|prenotazione)(\s*-\s*(.+))?$/i;

const reservationUrlOf = (description: string): string => {
  const match = /Reservation URL:\s*(https?:\/\/[^\s<>"']+)/i.exec(description);
  return match ? match[1].slice(0, 500) : '';
};

const reservationCodeOf = (url: string, description: string): string => {
  const last = URL.canParse(url) ? new URL(url).pathname.split('/').filter(Boolean).pop() : '';
  if (last && /^[A-Z0-9]{6,20}$/i.test(last) && /\d/.test(last)) return last.toUpperCase();
  const fromText = /(?:Reservation (?:ID|code)|Confirmation code)[:\s]+([A-Z0-9]{6,20})/i.exec(
    description,
  );
  return fromText ? fromText[1].toUpperCase() : '';
};

const phoneLast4Of = (description: string): string =>
  /Phone Number \(Last 4 Digits\):\s*(\d{4})/i.exec(description)?.[1] ?? '';

/**
 * What an event is, from the words the channels write: Airbnb's `Reserved` (with a reservation
 * URL and the phone's last 4 digits in the description) and `Airbnb (Not available)`, Vrbo's
 * `Reserved - Name` and `Blocked`, generic `Not available`. Booking.com's `CLOSED - Not
 * available` and anything else unknown is `to_decide`.
 */
export const classify = (summary: string, description: string): Classified => {
  const reservationUrl = reservationUrlOf(description);
  const base = {
    guestName: '',
    reservationUrl,
    reservationCode: reservationCodeOf(reservationUrl, description),
    phoneLast4: phoneLast4Of(description),
  };
  const words = normalized(summary);
  const reserved = RESERVED.exec(summary.trim().replace(/\s+/g, ' '));
  if (reserved) {
    return { ...base, kind: 'booking', guestName: (reserved[3] ?? '').trim().slice(0, 200) };
  }
  if (reservationUrl) return { ...base, kind: 'booking' };
  if (words === BOOKING_CLOSED) return { ...base, kind: 'to_decide' };
  if (BLOCKED.has(words)) return { ...base, kind: 'blocked' };
  return { ...base, kind: 'to_decide' };
};

/** 'Mario De Rossi' → ['Mario', 'De Rossi']; one word → [word, fallback surname]. */
export const splitGuestName = (full: string, surname: string): [string, string] => {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return ['', surname];
  if (words.length === 1) return [words[0], surname];
  return [words[0], words.slice(1).join(' ')];
};
