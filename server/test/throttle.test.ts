import crypto from 'node:crypto';
import { createDbThrottleStore, type ThrottleStore } from '../src/security/throttle';
import { createRedisThrottleStore } from '../src/security/throttle.redis';
import { setupTestApp } from './helper';
import { reachableRedisUrl } from './processes';

const ctx = setupTestApp();

const exercise = async (store: ThrottleStore) => {
  const key = `test:${crypto.randomBytes(6).toString('hex')}`;
  expect(await store.peek(key, 60)).toEqual({ count: 0, resetInSeconds: 0 });
  expect((await store.hit(key, 60)).count).toBe(1);
  const second = await store.hit(key, 60);
  expect(second.count).toBe(2);
  expect(second.resetInSeconds).toBeGreaterThan(50);
  expect((await store.peek(key, 60)).count).toBe(2);
  await store.release(key);
  expect((await store.peek(key, 60)).count).toBe(1);
  await store.release(key);
  await store.release(key);
  expect((await store.peek(key, 60)).count).toBe(0);
  await store.reset(key);
  expect((await store.peek(key, 60)).count).toBe(0);
};

describe('throttle stores', () => {
  it('counts per key in a fixed window (database)', async () => {
    await exercise(createDbThrottleStore(ctx.db));
  });

  it('counts concurrent hits without losing any (database)', async () => {
    const store = createDbThrottleStore(ctx.db);
    const key = `test:${crypto.randomBytes(6).toString('hex')}`;
    await Promise.all(Array.from({ length: 8 }, () => store.hit(key, 60)));
    expect((await store.peek(key, 60)).count).toBe(8);
  });

  it('counts per key in a fixed window (Redis; skipped when none answers)', async () => {
    const redisUrl = await reachableRedisUrl();
    if (!redisUrl) return;
    const store = createRedisThrottleStore(redisUrl);
    try {
      await exercise(store);
    } finally {
      await store.close();
    }
  });

  it("keeps two installations' counters apart in one Redis (REDIS_KEY_PREFIX)", async () => {
    const redisUrl = await reachableRedisUrl();
    if (!redisUrl) return;
    const tag = crypto.randomBytes(6).toString('hex');
    const [staging, production] = [`staging-${tag}:`, `production-${tag}:`].map((prefix) =>
      createRedisThrottleStore(redisUrl, prefix),
    );
    try {
      // The same guest id and door in both: a lockout in one must not show in the other.
      for (let i = 0; i < 5; i += 1) await staging.hit('cpc:guest:1', 60);
      expect((await staging.peek('cpc:guest:1', 60)).count).toBe(5);
      expect((await production.peek('cpc:guest:1', 60)).count).toBe(0);
      expect((await production.hit('cpc:guest:1', 60)).count).toBe(1);
      await production.reset('cpc:guest:1');
      expect((await staging.peek('cpc:guest:1', 60)).count).toBe(5);
    } finally {
      await Promise.all([staging.close(), production.close()]);
    }
  });
});
