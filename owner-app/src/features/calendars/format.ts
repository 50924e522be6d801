import { formatDay, formatInstant } from '../../shared/dates';

/**
 * A feed's address, short enough for a card and without its query (the channel's secret token):
 * `www.airbnb.it/…/12345678.ics`.
 */
export function shortUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.length > 40 ? `${url.slice(0, 39)}…` : url;
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return parsed.host;
  return segments.length > 1 ? `${parsed.host}/…/${last}` : `${parsed.host}/${last}`;
}

/** The address to give the channels: this console's origin and the export's path. */
export function exportUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`;
}

export { formatDay, formatInstant };
