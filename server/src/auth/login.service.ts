import type { FastifyInstance } from 'fastify';
import { guestAccessEndsAt } from '../lib';
import { MESSAGES, nonFieldError, throttled } from '../http';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../security';
import { createAuthRepository, type TokenSubject } from './auth.repository';

export const STAY_ENDED_MESSAGE = 'This stay has ended: the guest login is no longer active.';
export const STAY_CANCELLED_MESSAGE =
  'This booking was cancelled: the guest login is no longer active.';

/**
 * Owner and guest login. Wrong passwords are counted per (account, address) and per address,
 * never per account alone, so nobody can lock a host out by typing their name from elsewhere.
 * Each try is counted before the password hash runs (one atomic step per counter) and given
 * back when it succeeds: parallel tries cannot run more hashes than the limit.
 * A right password whose stored hash is older or weaker than today's is hashed again and stored.
 */
export const createLoginService = (app: FastifyInstance) => {
  const repo = createAuthRepository(app.db);
  const throttle = app.throttle;
  const { limit, addressLimit, windowMinutes } = app.config.loginThrottle;
  const windowSeconds = windowMinutes * 60;

  const checkPassword = async (subject: TokenSubject, password: string, stored: string) => {
    if (!(await verifyPassword(password, stored))) return false;
    if (needsRehash(stored)) {
      try {
        await repo.replacePasswordHash(subject, stored, await hashPassword(password));
      } catch (error) {
        // The login stands on the verified old hash; the next one tries again.
        app.log.warn({ err: error }, 'could not store the re-hashed password');
      }
    }
    return true;
  };

  return async (username: string, password: string, ip: string): Promise<string> => {
    const accountKey = `login:account:${username.toLowerCase()}|${ip}`;
    const addressKey = `login:address:${ip}`;
    const [account, address] = await Promise.all([
      throttle.hit(accountKey, windowSeconds),
      throttle.hit(addressKey, windowSeconds),
    ]);
    const blocked = [
      account.count > limit ? account : null,
      address.count > addressLimit ? address : null,
    ].filter((s) => s !== null);
    if (blocked.length > 0) {
      throw throttled(Math.max(1, ...blocked.map((s) => s.resetInSeconds)));
    }

    const succeeded = async () => {
      await Promise.all([throttle.reset(accountKey), throttle.release(addressKey)]);
    };
    const badCredentials = () => nonFieldError('invalid_credentials', MESSAGES.badCredentials);

    const owner = await repo.findOwnerByUsername(username);
    if (owner) {
      const subject = { ownerId: owner.id };
      if (!(await checkPassword(subject, password, owner.passwordHash))) throw badCredentials();
      await succeeded();
      return repo.createToken(subject);
    }

    const guest = await repo.findGuestByUsername(username);
    if (!guest) {
      await burnPasswordCheck(password);
      throw badCredentials();
    }
    const subject = { checkinProfileId: guest.profileId };
    if (!(await checkPassword(subject, password, guest.passwordHash))) throw badCredentials();
    await succeeded();
    if (guest.cancelled) throw nonFieldError('stay_cancelled', STAY_CANCELLED_MESSAGE);
    const endsAt = guestAccessEndsAt(guest, guest.timeZone, app.config.guestGraceHours);
    if (Date.now() > endsAt.getTime()) throw nonFieldError('stay_ended', STAY_ENDED_MESSAGE);
    return repo.createToken(subject, endsAt);
  };
};
