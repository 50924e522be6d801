/**
 * The round-robin proxy in front of the API processes of the two-process test and
 * `npm run bench:scale` (docs/adr/0020). No jest here: the bench runs it with tsx.
 */
import type { AddressInfo } from 'node:net';
import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export interface ProxyStats {
  /** Answers each upstream gave (by index). */
  answered: number[];
  /** Requests sent again to another upstream (connection refused, or an idempotent method). */
  rerouted: number;
  /** Requests answered 502 by the proxy: no upstream answer, outcome unknown for a write. */
  failed: number;
}

export interface RoundRobinProxy {
  url: string;
  /** A base URL whose requests go to upstream `index` only (no rerouting). */
  pinned(index: number): string;
  stats(): ProxyStats;
  close(): Promise<void>;
}

export const UPSTREAM_HEADER = 'x-soglia-upstream';
const PINNED = /^\/__upstream\/(\d+)(\/.*)$/;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const DOWN_MS = 1000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

const errorCode = (error: Error & { code?: string; cause?: unknown }): string =>
  (error.cause as { code?: string } | undefined)?.code ?? error.code ?? 'unknown';

/**
 * A load balancer for tests: @fastify/reply-from forwards, this chooses the upstream round
 * robin, skipping one that refused a connection in the last second. A request that no upstream
 * received (connection refused) goes to the next one; an idempotent request that lost its
 * connection too; a write that lost its connection is answered 502, since it may have been done.
 * Every answer names its upstream in `x-soglia-upstream`.
 */
export const startProxy = async (upstreams: string[]): Promise<RoundRobinProxy> => {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  // Bodies are kept as they came (a buffer), so a request can be sent to another upstream.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(replyFrom, {
    retryMethods: [],
    disableRequestLogging: true,
    undici: { connections: 128, headersTimeout: 60_000, bodyTimeout: 60_000 },
  });
  const stats: ProxyStats = { answered: upstreams.map(() => 0), rerouted: 0, failed: 0 };
  const downUntil = upstreams.map(() => 0);
  let next = 0;
  const choose = (): number => {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i += 1) {
      const index = (next + i) % upstreams.length;
      if (downUntil[index] <= now) {
        next = index + 1;
        return index;
      }
    }
    next += 1;
    return (next - 1) % upstreams.length;
  };

  const forward = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    pinned: number | null,
    tried: number,
  ) => {
    const index = pinned ?? choose();
    // The body as it came (reply-from would re-encode a parsed JSON body).
    const body = request.body instanceof Buffer ? request.body : undefined;
    reply.from(`${upstreams[index]}${path}`, {
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'text/plain' } : {}),
      retryDelay: () => null,
      rewriteHeaders: (headers) => {
        stats.answered[index] += 1;
        const out: Record<string, unknown> = { ...headers, [UPSTREAM_HEADER]: String(index) };
        for (const name of HOP_BY_HOP) delete out[name];
        return out as typeof headers;
      },
      onError: (_reply, { error }) => {
        const code = errorCode(error);
        const refused = code === 'ECONNREFUSED';
        if (refused || code === 'UND_ERR_SOCKET' || code === 'ECONNRESET') {
          downUntil[index] = Date.now() + DOWN_MS;
        }
        const again = refused || IDEMPOTENT.has(request.method);
        if (again && pinned === null && tried + 1 < upstreams.length) {
          stats.rerouted += 1;
          forward(request, reply, path, null, tried + 1);
          return;
        }
        stats.failed += 1;
        reply.code(502).send({ detail: `no answer from upstream ${index}: ${code}` });
      },
    });
  };

  app.all('/*', (request, reply) => {
    const match = PINNED.exec(request.url);
    if (match) {
      const index = Number(match[1]);
      if (index >= upstreams.length) return reply.code(404).send({ detail: 'no such upstream' });
      forward(request, reply, match[2], index, 0);
    } else {
      forward(request, reply, request.url, null, 0);
    }
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    pinned: (index) => `${url}/__upstream/${index}`,
    stats: () => ({ ...stats, answered: [...stats.answered] }),
    close: () => app.close(),
  };
};
