import type { z } from 'zod';
import { amount, custom, flag, httpUrl, integer } from './config.settings';

// The settings of the calendar import and export (general section of server/README.md),
// AppConfig's `calendar`.

export interface CalendarSettings {
  /** Minutes between two syncs of one feed (CALENDAR_SYNC_MINUTES; 0: no scheduled sync). */
  syncMinutes: number;
  /** `host` or `host:port` entries besides the channels' own calendar hosts. */
  allowedHosts: string[];
  /** http and private addresses for the listed hosts (never in production). */
  allowInsecure: boolean;
  /** Time one feed's download may take, redirects included. */
  timeoutMs: number;
  /** The demo apartment's feed (the calendar simulator's Airbnb-shaped feed). */
  demoFeedUrl: string;
}

const HOST_ENTRY = /^(\*\.)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

const hostList = (raw: string | undefined): { value: string[] } | { error: string } => {
  const entries = (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  const bad = entries.find((entry) => !HOST_ENTRY.test(entry));
  if (bad === undefined) return { value: entries };
  return {
    error: `CALENDAR_ALLOWED_HOSTS: '${bad}' is not a host or host:port such as ical.example.com or 127.0.0.1:8030`,
  };
};

const general = 'general' as const;

export const calendarSettingsFields = {
  CALENDAR_SYNC_MINUTES: amount(15, {
    meaning:
      "how often each calendar feed is read (every process runs the schedule; a feed's sync is " +
      'claimed in the database, so one process reads it once per period); fractions allowed; ' +
      '`0` turns the scheduled sync off (Sincronizza ora still works)',
    section: general,
  }),
  CALENDAR_ALLOWED_HOSTS: custom(hostList, {
    default: '–',
    meaning:
      'comma-separated hosts (`ical.example.com`, `*.example.com`, `host:port`) a calendar feed ' +
      "may name besides the channels' own calendar hosts (Airbnb, Booking.com, Vrbo/HomeAway, " +
      'Google Calendar). Any host is still refused when it resolves to a private, loopback or ' +
      'link-local address, unless `CALENDAR_ALLOW_INSECURE` is on',
    section: general,
  }),
  CALENDAR_ALLOW_INSECURE: flag(false, {
    meaning:
      'tests and the demo only (refused with `SOGLIA_MODE=production`): feeds may use plain ' +
      '`http://`, and the hosts of `CALENDAR_ALLOWED_HOSTS` may resolve to private or loopback ' +
      "addresses (the calendar simulator on this machine); `npm start` sets it with the simulator's host",
    section: general,
  }),
  CALENDAR_TIMEOUT_MS: integer(
    15_000,
    {
      meaning:
        "time one feed's download may take, redirects included (answers are also capped at 2 MB)",
      section: general,
    },
    { min: 100 },
  ),
  DEMO_CALENDAR_URL: httpUrl('http://127.0.0.1:8030/airbnb/casa-soglia.ics', {
    meaning:
      "the demo apartment's Airbnb feed, seeded with the demo (default: the calendar simulator " +
      'that `npm start` runs, `npm run calendar-simulator -w @soglia/server`)',
    section: general,
  }),
};

type Fields = {
  [K in keyof typeof calendarSettingsFields]: z.output<(typeof calendarSettingsFields)[K]>;
} & { SOGLIA_MODE: string };

/** Production reads only https feeds of public addresses. */
export const checkCalendarSettings = (settings: Fields, ctx: z.RefinementCtx): void => {
  if (settings.SOGLIA_MODE === 'production' && settings.CALENDAR_ALLOW_INSECURE === true) {
    ctx.addIssue({
      code: 'custom',
      path: ['CALENDAR_ALLOW_INSECURE'],
      message:
        'CALENDAR_ALLOW_INSECURE=true: production reads calendar feeds over https from public ' +
        'addresses only; unset it',
    });
  }
};

export const calendarSettingsOf = (settings: Fields): CalendarSettings => ({
  syncMinutes: settings.CALENDAR_SYNC_MINUTES,
  allowedHosts: settings.CALENDAR_ALLOWED_HOSTS,
  allowInsecure: settings.CALENDAR_ALLOW_INSECURE,
  timeoutMs: settings.CALENDAR_TIMEOUT_MS,
  demoFeedUrl: settings.DEMO_CALENDAR_URL,
});
