import type { CalendarEvent, CalendarExport, CalendarFeed } from '@soglia/api-client';

export interface CalendarsApiData {
  feeds: CalendarFeed[];
  events: CalendarEvent[];
  exports: CalendarExport[];
}

/** An Airbnb feed of Casa Soglia (apartment 1), read a few minutes ago. */
export const makeFeed = (overrides: Partial<CalendarFeed> = {}): CalendarFeed => ({
  id: 3,
  apartment: 1,
  room: null,
  label: 'airbnb',
  url: 'https://www.airbnb.it/calendar/ical/12345678.ics?s=0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  next_sync_at: '2026-12-01T10:15:00.000Z',
  last_sync_at: '2026-12-01T10:00:02.114Z',
  last_result: 'ok',
  last_error_code: null,
  last_error_message: null,
  bookings_found: 2,
  blocked_found: 1,
  to_decide_found: 0,
  created_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** A Booking.com period the feed cannot tell apart: to decide. */
export const makeEvent = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 41,
  feed: 4,
  label: 'booking',
  apartment: 1,
  room: null,
  uid: '9f8e7d6c5b4a3928@booking.com',
  kind: 'to_decide',
  check_in_date: '2026-12-20',
  check_out_date: '2026-12-23',
  summary: 'CLOSED - Not available',
  description: '',
  reservation_url: '',
  reservation_code: '',
  phone_last4: '',
  profile: null,
  decided_at: null,
  cancelled_at: null,
  cancel_reason: null,
  first_seen_at: '2026-12-01T10:00:02.114Z',
  last_seen_at: '2026-12-01T10:15:01.873Z',
  ...overrides,
});

export const makeExport = (overrides: Partial<CalendarExport> = {}): CalendarExport => ({
  id: 2,
  apartment: 1,
  room: null,
  path: '/api/calendar/Xq7vR2mL9pT4wZ8kB3nF6hJ1sD5gA0cE2yU7iO9tK4e.ics',
  created_at: '2026-11-20T08:05:00.000Z',
  rotated_at: null,
  ...overrides,
});

/**
 * Casa Soglia (apartment 1, room 10 Camera Blu) reads Airbnb (fine), Booking.com (its last read
 * failed with a 404, one period to decide) and Vrbo for Camera Blu; its own calendar exists.
 * Loft Trastevere (apartment 2) has none.
 */
export function calendarsSeed(): CalendarsApiData {
  return {
    feeds: [
      makeFeed(),
      makeFeed({
        id: 4,
        label: 'booking',
        url: 'https://ical.booking.com/v1/export?t=8c1b2a3d-4e5f-6071-8293-a4b5c6d7e8f9',
        last_sync_at: '2026-12-01T09:45:01.002Z',
        last_result: 'error',
        last_error_code: 'http_error',
        last_error_message: "Il server del calendario ha risposto con l'errore HTTP 404.",
        bookings_found: 0,
        blocked_found: 0,
        to_decide_found: 1,
      }),
      makeFeed({
        id: 5,
        room: 10,
        label: 'vrbo',
        url: 'https://www.vrbo.com/icalendar/7a3c9e1b5d2f4a6c8e0b.ics?nonTentative',
        bookings_found: 1,
        blocked_found: 0,
      }),
    ],
    events: [
      makeEvent(),
      makeEvent({
        id: 42,
        uid: '1a2b3c4d5e6f7081@booking.com',
        check_in_date: '2027-01-02',
        check_out_date: '2027-01-06',
      }),
    ],
    exports: [makeExport()],
  };
}
