import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookies, serializeCookie, detailError, MESSAGES } from '../http';
import { safeEqual } from './crypto';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

const cookieToken = (request: FastifyRequest): string | null => {
  const value = parseCookies(request.headers.cookie)[CSRF_COOKIE];
  return value && TOKEN_SHAPE.test(value) ? value : null;
};

/** Double-submit CSRF: unsafe methods need header X-CSRFToken equal to cookie csrftoken. */
export const registerCsrf = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const cookie = cookieToken(request);
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      return done(detailError('csrf_failed', MESSAGES.csrf));
    }
    done();
  });

  app.get(
    '/api/csrf/',
    { schema: { tags: ['auth'], summary: 'Sets the csrftoken cookie', response: {} } },
    async (request, reply) => {
      const token = cookieToken(request) ?? crypto.randomBytes(32).toString('base64url');
      reply.header(
        'set-cookie',
        serializeCookie(CSRF_COOKIE, token, {
          maxAgeSeconds: 365 * 24 * 3600,
          sameSite: 'Lax',
          secure: request.protocol === 'https',
        }),
      );
      reply.code(204).send();
    },
  );
};
