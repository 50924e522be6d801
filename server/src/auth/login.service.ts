import type { FastifyInstance } from 'fastify';
import { guestAccessEndsAt } from '../checkin-profiles/stay-window';
import { MESSAGES, nonFieldError, throttled } from '../http/errors';
import { burnPasswordCheck, verifyPassword } from '../security/crypto';
import { createAuthRepository } from './auth.repository';

export const STAY_ENDED_MESSAGE = 'This stay has ended: the guest login is no longer active.';

/** Owner and guest login with a throttle on failures per username and per IP. */
export const createLoginService = (app: FastifyInstance) => {
  const repo = createAuthRepository(app.db);
  const throttle = app.throttle;
  const { limit, windowMinutes } = app.config.loginThrottle;
  const windowSeconds = windowMinutes * 60;

  const keysFor = (username: string, ip: string) => [
    `login:user:${username.toLowerCase()}`,
    `login:ip:${ip}`,
  ];

  return async (username: string, password: string, ip: string): Promise<string> => {
    const keys = keysFor(username, ip);
    const states = await Promise.all(keys.map((k) => throttle.peek(k, windowSeconds)));
    const blocked = states.filter((s) => s.count >= limit);
    if (blocked.length > 0) {
      throw throttled(Math.max(1, ...blocked.map((s) => s.resetInSeconds)));
    }

    const fail = async (): Promise<never> => {
      await Promise.all(keys.map((k) => throttle.hit(k, windowSeconds)));
      throw nonFieldError(MESSAGES.badCredentials);
    };

    const owner = await repo.findOwnerByUsername(username);
    if (owner) {
      if (!(await verifyPassword(password, owner.passwordHash))) return fail();
      await throttle.reset(keys[0]);
      return repo.createToken({ ownerId: owner.id });
    }

    const guest = await repo.findGuestByUsername(username);
    if (!guest) {
      await burnPasswordCheck(password);
      return fail();
    }
    if (!(await verifyPassword(password, guest.passwordHash))) return fail();
    const endsAt = guestAccessEndsAt(guest, guest.timeZone, app.config.guestGraceHours);
    if (Date.now() > endsAt.getTime()) throw nonFieldError(STAY_ENDED_MESSAGE);
    await throttle.reset(keys[0]);
    return repo.createToken({ checkinProfileId: guest.profileId }, endsAt);
  };
};
