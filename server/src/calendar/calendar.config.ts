import type { AppConfig } from '../config';
import { parseHostRule, type HostRule, type OutboundPolicy } from '../outbound';

/** A feed's answer is refused past this size (after decompression). */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

/**
 * The channels' own calendar hosts: Airbnb (every country's domain), Booking.com's extranet and
 * iCal hosts, Vrbo and HomeAway, Google Calendar's secret addresses. Https on port 443 only.
 */
export const CHANNEL_HOSTS: readonly HostRule[] = [
  { host: /^(www\.)?airbnb\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/ },
  { host: 'admin.booking.com' },
  { host: 'ical.booking.com' },
  { host: /^(www\.)?vrbo\.com$/ },
  { host: /^(www\.)?homeaway\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/ },
  { host: 'calendar.google.com' },
];

/** What a feed's URL may be, for this configuration (docs/adr/0028). */
export const calendarPolicy = ({ calendar }: Pick<AppConfig, 'calendar'>): OutboundPolicy => ({
  rules: [
    ...CHANNEL_HOSTS,
    ...calendar.allowedHosts
      .map((entry) => parseHostRule(entry, calendar.allowInsecure))
      .filter((rule): rule is HostRule => rule !== null),
  ],
  allowInsecure: calendar.allowInsecure,
  timeoutMs: calendar.timeoutMs,
  maxBytes: MAX_FEED_BYTES,
  maxRedirects: MAX_REDIRECTS,
});
