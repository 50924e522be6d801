/**
 * Which Shelly Cloud servers the API may call. An apartment's server_uri is owner data, so it
 * may only name Shelly Cloud's own hosts (https://shelly-<n>-<region>.shelly.cloud) or an origin
 * the operator listed (SHELLY_ALLOWED_HOSTS, and SHELLY_CLOUD_URL: the simulator of the demo).
 * Anything else would make the API a port scanner for every tenant.
 */
const SHELLY_CLOUD_HOST = /^shelly-[a-z0-9-]+\.shelly\.cloud$/i;

export type ServerUriCheck = 'ok' | 'invalid' | 'not_allowed';

export const SERVER_URI_NOT_ALLOWED =
  "Server non consentito: indica l'indirizzo Shelly Cloud del tuo account " +
  '(https://shelly-….shelly.cloud), senza percorso.';

export const checkServerUri = (
  value: string,
  allowedOrigins: readonly string[],
): ServerUriCheck => {
  if (/\s/.test(value)) return 'invalid';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return 'invalid';
  }
  const bare = !url.username && !url.password && !url.search && !url.hash && url.pathname === '/';
  if (
    bare &&
    url.protocol === 'https:' &&
    url.port === '' &&
    SHELLY_CLOUD_HOST.test(url.hostname)
  ) {
    return 'ok';
  }
  return bare && allowedOrigins.includes(url.origin) ? 'ok' : 'not_allowed';
};

export const isAllowedServerUri = (value: string, allowedOrigins: readonly string[]): boolean =>
  checkServerUri(value.trim(), allowedOrigins) === 'ok';
