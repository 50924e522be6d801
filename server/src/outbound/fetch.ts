import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress } from './address';
import { checkUrl, type OutboundErrorCode, type OutboundPolicy } from './policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a name (the system resolver by default; tests pass their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export type OutboundResult =
  | { ok: true; body: string; finalUrl: string }
  | { ok: false; code: OutboundErrorCode; status?: number };

class Refusal extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    readonly status?: number,
  ) {
    super(code);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The addresses a checked URL may be reached at: every one the name resolves to must be public
 * (unless its rule allows private ones); a name with any other address is refused whole.
 */
const resolveChecked = async (
  url: URL,
  allowPrivate: boolean,
  resolve: Resolver,
  deadline: Promise<never>,
): Promise<ResolvedAddress[]> => {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal !== 0) addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await Promise.race([resolve(hostname), deadline]);
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal('dns_failed');
    }
  }
  if (addresses.length === 0) throw new Refusal('dns_failed');
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new Refusal('address_not_allowed');
  }
  return addresses;
};

/**
 * The resolver the HTTP agent gets: it answers only the addresses checked above, so the
 * connection goes where the check looked (a DNS answer that changes in between, a rebinding
 * attack, never reaches the socket).
 */
const pinnedLookup =
  (hostname: string, addresses: ResolvedAddress[]): LookupFunction =>
  (name, options, callback) => {
    if (name.toLowerCase() !== hostname.toLowerCase()) {
      callback(new Error('unexpected host'), '', 4);
      return;
    }
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, addresses);
      return;
    }
    callback(null, addresses[0].address, addresses[0].family);
  };

const decoded = (response: http.IncomingMessage): Readable => {
  const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  throw new Refusal('bad_encoding');
};

/** Reads the (decompressed) body, refusing past `maxBytes` as soon as it gets there. */
const readBounded = async (stream: Readable, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new Refusal('too_large');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof Refusal) throw error;
    throw new Refusal('bad_encoding');
  }
  return Buffer.concat(chunks);
};

interface Hop {
  status: number;
  location: string | null;
  body?: Buffer;
}

const requestOnce = (
  url: URL,
  addresses: ResolvedAddress[],
  policy: OutboundPolicy,
  signal: AbortSignal,
): Promise<Hop> =>
  new Promise<Hop>((resolveHop, reject) => {
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(hostname, addresses),
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'Soglia-Calendar/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          response.resume();
          resolveHop({ status, location: response.headers.location ?? null });
          return;
        }
        if (status < 200 || status > 299) {
          response.resume();
          reject(new Refusal('http_error', status));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > policy.maxBytes) {
          response.destroy();
          reject(new Refusal('too_large'));
          return;
        }
        try {
          readBounded(decoded(response), policy.maxBytes).then(
            (body) => resolveHop({ status, location: null, body }),
            reject,
          );
        } catch (error) {
          response.destroy();
          reject(error);
        }
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) reject(new Refusal('timeout'));
      else if (error instanceof Refusal) reject(error);
      else reject(new Refusal('connect_failed'));
    });
    request.end();
  });

/**
 * GET of a URL an owner chose, within `policy`: an allowed host (https only unless the policy
 * says otherwise), every resolved address public (rule permitting), the connection pinned to
 * the checked addresses, redirects checked the same way (at most `maxRedirects`), the whole
 * exchange within `timeoutMs` and `maxBytes`. A failure is a code (and an HTTP status), never
 * the remote's answer or a network error's text.
 */
export const safeGet = async (
  raw: string,
  policy: OutboundPolicy,
  { resolve = systemResolver }: { resolve?: Resolver } = {},
): Promise<OutboundResult> => {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Refusal('timeout'));
    }, policy.timeoutMs);
  });
  deadline.catch(() => {});
  try {
    let target: string | URL = raw;
    for (let hop = 0; ; hop += 1) {
      const check = checkUrl(target, policy);
      if (!check.ok) return { ok: false, code: check.code };
      const addresses = await resolveChecked(
        check.url,
        check.rule.allowPrivate === true,
        resolve,
        deadline,
      );
      const answer = await Promise.race([
        requestOnce(check.url, addresses, policy, controller.signal),
        deadline,
      ]);
      if (answer.body) {
        return { ok: true, body: answer.body.toString('utf8'), finalUrl: check.url.href };
      }
      if (hop >= policy.maxRedirects) return { ok: false, code: 'too_many_redirects' };
      if (!answer.location || !URL.canParse(answer.location, check.url)) {
        return { ok: false, code: 'http_error', status: answer.status };
      }
      target = new URL(answer.location, check.url);
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, status: error.status };
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
};
