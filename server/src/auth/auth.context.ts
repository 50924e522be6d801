import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guestAccessEndsAt } from '../lib';
import { invalidToken, notAuthenticated, permissionDenied } from '../http';
import { sha256 } from '../security';
import { createAuthRepository, type GuestLoginRow, type TokenRow } from './auth.repository';

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
  const cache = app.tokenCache;
  const { ownerTokenIdleDays, guestGraceHours } = app.config;

  const lookup = async (key: string): Promise<TokenRow | null> => {
    const keyHash = sha256(key);
    const cached = cache.get(keyHash);
    if (cached) return cached;
    const generation = cache.generation();
    const row = await repo.findTokenByHash(keyHash);
    if (row) cache.set(keyHash, row, generation);
    return row;
  };
  const forget = async (token: TokenRow) => {
    await repo.deleteToken(token.id);
    cache.invalidate(`token:${token.id}`);
  };
  /**
   * When a guest's access ends, computed once per looked-up row (a cached token keeps its row
   * until a change to the stay or its apartment drops it).
   */
  const accessEnds = new WeakMap<GuestLoginRow, number>();
  const accessEndsAt = (guest: GuestLoginRow): number => {
    let ends = accessEnds.get(guest);
    if (ends === undefined) {
      ends = guestAccessEndsAt(guest, guest.timeZone, guestGraceHours).getTime();
      accessEnds.set(guest, ends);
    }
    return ends;
  };
  /** At most once a minute; the cached copy takes the new time too. */
  const touch = async (token: TokenRow, now: number) => {
    if (now - token.lastUsedAt.getTime() < TOUCH_EVERY_SECONDS * 1000) return;
    token.lastUsedAt = new Date(now);
    await repo.touchToken(token.id, TOUCH_EVERY_SECONDS);
  };
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    request.auth = null;
    const header = request.headers.authorization;
    if (!header || (request.routeOptions.config as { public?: boolean } | undefined)?.public)
      return;
    const match = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
    if (!match) {
      if (/^Token\b/i.test(header)) throw invalidToken();
      return; // another scheme: treated as no credentials
    }
    const token = await lookup(match[1]);
    if (!token) throw invalidToken();

    const now = Date.now();
    if (token.ownerId !== null) {
      if (now - token.lastUsedAt.getTime() > ownerTokenIdleDays * 86_400_000) {
        await forget(token);
        throw invalidToken();
      }
      await touch(token, now);
      request.auth = { kind: 'owner', tokenId: token.id, ownerId: token.ownerId };
      return;
    }
    const guest = token.guest;
    // Computed from the current stay, so an owner's later edit of the dates applies at once.
    if (!guest || now > accessEndsAt(guest)) {
      await forget(token);
      throw invalidToken();
    }
    await touch(token, now);
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
