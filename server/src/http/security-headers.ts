import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for `options`, computed once: the configuration is the same for every
 * answer (no nonces), so rebuilding helmet's middleware and re-parsing its CSP per request (as
 * `@fastify/helmet` in global mode does) buys nothing.
 */
export const helmetHeaders = (options: HelmetOptions): [string, string][] => {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
};

/**
 * Sets the security headers on every answer, before its handler runs (a route may still set its
 * own, e.g. the docs' CSP).
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions): void => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
};
