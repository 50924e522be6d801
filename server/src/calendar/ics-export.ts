import { addDays } from '../lib';
import { icsText } from './ics-text';
import type { BusyPeriod } from './exports.repository';

export const BUSY_SUMMARY = 'Soglia – occupato';

const basic = (date: string) => date.replaceAll('-', '');

/**
 * An iCalendar of busy periods as the channels read them: all-day events from check-in to the
 * check-out day (free again), one summary for all, no guest data. UIDs are stable per stay, so a
 * channel sees moved dates as a change, not a new block.
 */
export const busyCalendar = (periods: BusyPeriod[], now: Date): string => {
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Soglia//Calendario//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...periods.flatMap((period) => [
      'BEGIN:VEVENT',
      `UID:${period.uid}@soglia.calendar`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basic(period.start)}`,
      `DTEND;VALUE=DATE:${basic(period.end > period.start ? period.end : addDays(period.start, 1))}`,
      `SUMMARY:${BUSY_SUMMARY}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
};
