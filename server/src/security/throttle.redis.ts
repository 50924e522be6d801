import { Redis } from 'ioredis';
import type { ThrottleState, ThrottleStore } from './throttle';

// Decrements an open window's counter, never below zero, and never creates one.
const RELEASE = `local v = redis.call('GET', KEYS[1])
if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

const state = (count: string | number | null, ttl: number): ThrottleState =>
  count === null || ttl <= 0
    ? { count: 0, resetInSeconds: 0 }
    : { count: Number(count), resetInSeconds: ttl };

/**
 * Same fixed-window counters as the DB store, in Redis (used when REDIS_URL is set); every key
 * starts with `keyPrefix` (REDIS_KEY_PREFIX), so installations sharing one Redis never count
 * each other's attempts.
 */
export const createRedisThrottleStore = (
  url: string,
  keyPrefix = 'soglia:',
): ThrottleStore & { close(): Promise<void> } => {
  const PREFIX = `${keyPrefix}throttle:`;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async peek(key) {
      const res = await redis
        .multi()
        .get(PREFIX + key)
        .ttl(PREFIX + key)
        .exec();
      return state(res?.[0]?.[1] as string | null, Number(res?.[1]?.[1]));
    },
    async hit(key, windowSeconds) {
      const k = PREFIX + key;
      const res = await redis.multi().set(k, 0, 'EX', windowSeconds, 'NX').incr(k).ttl(k).exec();
      return state(Number(res?.[1]?.[1]), Number(res?.[2]?.[1]));
    },
    async release(key) {
      await redis.eval(RELEASE, 1, PREFIX + key);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
};
