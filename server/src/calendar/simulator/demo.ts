import { addDays, localDate } from '../../lib';
import type { Channel, SimEvent } from './channels';

/** The demo feeds' paths: the seeded demo apartment reads the Airbnb one. */
export const DEMO_FEEDS: Record<string, Channel> = {
  '/airbnb/casa-soglia.ics': 'airbnb',
  '/booking/casa-soglia.ics': 'booking',
  '/vrbo/casa-soglia.ics': 'vrbo',
};

/**
 * The demo's bookings, from today (Rome): two Airbnb reservations and a block, a Booking.com
 * period, a Vrbo reservation and a block. Their UIDs do not depend on the day, so a restarted
 * simulator serves the same events.
 */
export const demoEvents = (channel: Channel, now: Date = new Date()): SimEvent[] => {
  const today = localDate(now, 'Europe/Rome');
  const day = (n: number) => addDays(today, n);
  switch (channel) {
    case 'airbnb':
      return [
        {
          uid: 'demo-airbnb-1@airbnb.com',
          start: day(3),
          end: day(6),
          code: 'HMDEMO0001',
          phoneLast4: '4821',
        },
        {
          uid: 'demo-airbnb-2@airbnb.com',
          start: day(10),
          end: day(14),
          code: 'HMDEMO0002',
          phoneLast4: '7310',
        },
        { uid: 'demo-airbnb-3@airbnb.com', start: day(20), end: day(22), blocked: true },
      ];
    case 'booking':
      return [{ uid: 'demo-booking-1@booking.com', start: day(30), end: day(33) }];
    case 'vrbo':
      return [
        { uid: 'demo-vrbo-1', start: day(40), end: day(44), guest: 'Hannah Schmidt' },
        { uid: 'demo-vrbo-2', start: day(50), end: day(52), blocked: true },
      ];
  }
};
