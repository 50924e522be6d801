import type { HttpHandler } from 'msw';
import { calendarsApi } from './calendarsApi';
import { calendarsSeed, type CalendarsApiData } from './calendarsFixtures';
import type { FakeOverride } from './fakeApi';
import { mswRoutes } from './mswRoutes';

/**
 * msw answers for every calendar call (`/api/calendar-feeds/`, `-events/`, `-exports/`) over an
 * in-memory copy of `seed`: Casa Soglia's Airbnb, Booking.com and Vrbo feeds by default.
 */
export function calendarsAnswers(
  seed: CalendarsApiData = calendarsSeed(),
  override?: FakeOverride,
): HttpHandler[] {
  return [mswRoutes('/api/calendar-*', calendarsApi(seed, override).routes)];
}
