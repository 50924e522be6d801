/** A maps link must start with the short maps-share prefix (the server checks the same). */
export const MAPS_PREFIX = 'https://maps.app.goo.gl/';

export const isMapsLink = (link: string) =>
  link.startsWith(MAPS_PREFIX) && link.length > MAPS_PREFIX.length;

/** The URL pattern of the server URI: http(s), a host, no spaces. */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
