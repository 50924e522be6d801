import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guestAccessEndsAt } from '../checkin-profiles/stay-window';
import { notAuthenticated, MESSAGES, permissionDenied } from '../http/errors';
import { createAuthRepository } from './auth.repository';

export type AuthContext =
  | { kind: 'owner'; tokenId: number; ownerId: number }
  | { kind: 'guest'; tokenId: number; ownerId: number; profileId: number };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const TOUCH_EVERY_SECONDS = 60;

/**
 * Resolves `Authorization: Token <key>` on every request into `request.auth`.
 * An invalid or expired token answers 401 (like DRF), except on routes marked `config.public`.
 */
export const registerAuthentication = (app: FastifyInstance): void => {
  const repo = createAuthRepository(app.db);
  const { ownerTokenIdleDays, guestGraceHours } = app.config;
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    request.auth = null;
    const header = request.headers.authorization;
    if (!header || (request.routeOptions.config as { public?: boolean } | undefined)?.public)
      return;
    const match = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
    if (!match) {
      if (/^Token\b/i.test(header)) throw notAuthenticated(MESSAGES.invalidToken);
      return; // another scheme: treated as no credentials
    }
    const token = await repo.findToken(match[1]);
    if (!token) throw notAuthenticated(MESSAGES.invalidToken);

    const now = Date.now();
    if (token.ownerId !== null) {
      if (now - token.lastUsedAt.getTime() > ownerTokenIdleDays * 86_400_000) {
        await repo.deleteToken(token.id);
        throw notAuthenticated(MESSAGES.invalidToken);
      }
      if (now - token.lastUsedAt.getTime() >= TOUCH_EVERY_SECONDS * 1000) {
        await repo.touchToken(token.id, TOUCH_EVERY_SECONDS);
      }
      request.auth = { kind: 'owner', tokenId: token.id, ownerId: token.ownerId };
      return;
    }
    const guest = token.guest;
    // Computed from the current stay, so an owner's later edit of the dates applies at once.
    if (!guest || now > guestAccessEndsAt(guest, guest.timeZone, guestGraceHours).getTime()) {
      await repo.deleteToken(token.id);
      throw notAuthenticated(MESSAGES.invalidToken);
    }
    if (now - token.lastUsedAt.getTime() >= TOUCH_EVERY_SECONDS * 1000) {
      await repo.touchToken(token.id, TOUCH_EVERY_SECONDS);
    }
    request.auth = {
      kind: 'guest',
      tokenId: token.id,
      ownerId: guest.ownerId,
      profileId: guest.profileId,
    };
  });
};

const authenticated = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
};

/** preValidation guards: 401 without credentials, 403 for the wrong profile type. */
export const requireAuth = async (request: FastifyRequest) => {
  authenticated(request);
};
export const requireOwner = async (request: FastifyRequest) => {
  if (authenticated(request).kind !== 'owner') throw permissionDenied();
};
export const requireGuest = async (request: FastifyRequest) => {
  if (authenticated(request).kind !== 'guest') throw permissionDenied();
};

export const ownerOf = (request: FastifyRequest): Extract<AuthContext, { kind: 'owner' }> => {
  const auth = authenticated(request);
  if (auth.kind !== 'owner') throw permissionDenied();
  return auth;
};
export const guestOf = (request: FastifyRequest): Extract<AuthContext, { kind: 'guest' }> => {
  const auth = authenticated(request);
  if (auth.kind !== 'guest') throw permissionDenied();
  return auth;
};
