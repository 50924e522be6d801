import fs from 'node:fs';
import path from 'node:path';
import { addDays } from '../src/lib/time';

const FIXTURES = path.join(__dirname, 'fixtures', 'calendar');

/** The Monday after `today` (never `today` itself). */
export const nextMonday = (today: string): string => {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
};

/**
 * A feed of `fixtures/calendar/` with its dates written from `today`: `{{D+3}}` is today + 3 days
 * and `{{MONDAY+7}}` the week after the next Monday, both as yyyymmdd.
 */
export const calendarFixture = (name: string, today: string): string =>
  fs
    .readFileSync(path.join(FIXTURES, name), 'utf8')
    .replace(/\{\{(D|MONDAY)([+-]\d+)?\}\}/g, (_, base: string, offset?: string) =>
      addDays(base === 'D' ? today : nextMonday(today), Number(offset ?? 0)).replaceAll('-', ''),
    );

/** yyyy-mm-dd of today + n. */
export const dayFrom = (today: string, n: number): string => addDays(today, n);
