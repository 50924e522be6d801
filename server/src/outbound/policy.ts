/**
 * Which URLs an outbound request may name. A rule names a host (`*.example.com` also matches its
 * subdomains, not the bare name) and, optionally, a port; without one only the scheme's default
 * port matches. `allowPrivate` lets a rule's host resolve to a private or loopback address: only
 * for hosts an operator listed outside production (a local test server, the demo's simulator).
 */
export interface HostRule {
  /** A name, `*.name`, or a pattern of names (built-in lists only). */
  host: string | RegExp;
  port?: number;
  allowPrivate?: boolean;
}

export interface OutboundPolicy {
  rules: readonly HostRule[];
  /** Plain http is accepted too (never in production). */
  allowInsecure: boolean;
  /** The whole request, redirects included. */
  timeoutMs: number;
  /** Most bytes of the answer, after decompression. */
  maxBytes: number;
  maxRedirects: number;
}

/** Why a request was refused or failed: codes only, never the remote answer. */
export type OutboundErrorCode =
  | 'invalid_url'
  | 'insecure_url'
  | 'host_not_allowed'
  | 'address_not_allowed'
  | 'dns_failed'
  | 'connect_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_error'
  | 'bad_encoding';

export type UrlCheck =
  | { ok: true; url: URL; rule: HostRule }
  | { ok: false; code: 'invalid_url' | 'insecure_url' | 'host_not_allowed' };

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/** `host` or `host:port` (IPv6 in brackets) → a rule; null when it is not one. */
export const parseHostRule = (entry: string, allowPrivate: boolean): HostRule | null => {
  const value = entry.trim().toLowerCase();
  const match = /^(\*\.)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const port = match[3] === undefined ? undefined : Number(match[3]);
  if (port !== undefined && (port < 1 || port > 65535)) return null;
  return { host: `${match[1] ?? ''}${match[2]}`, port, allowPrivate };
};

const hostMatches = (rule: string | RegExp, hostname: string): boolean => {
  if (rule instanceof RegExp) return rule.test(hostname);
  return rule.startsWith('*.') ? hostname.endsWith(rule.slice(1)) : hostname === rule;
};

/** The rule a URL passes, or why it passes none. Credentials in the URL are refused. */
export const checkUrl = (raw: string | URL, policy: OutboundPolicy): UrlCheck => {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw.trim()) : raw;
  } catch {
    return { ok: false, code: 'invalid_url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, code: 'invalid_url' };
  if (url.username || url.password || url.hostname === '')
    return { ok: false, code: 'invalid_url' };
  if (url.protocol === 'http:' && !policy.allowInsecure) return { ok: false, code: 'insecure_url' };
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port === '' ? defaultPort(url.protocol) : Number(url.port);
  const rule = policy.rules.find(
    (r) => hostMatches(r.host, hostname) && (r.port ?? defaultPort(url.protocol)) === port,
  );
  return rule ? { ok: true, url, rule } : { ok: false, code: 'host_not_allowed' };
};
