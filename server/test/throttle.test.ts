import crypto from 'node:crypto';
import { createDbThrottleStore, type ThrottleStore } from '../src/security/throttle';
import { createRedisThrottleStore } from '../src/security/throttle.redis';
import { setupTestApp } from './helper';

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

  const redisUrl = process.env.REDIS_URL;
  (redisUrl ? it : it.skip)(
    'counts per key in a fixed window (Redis, with REDIS_URL)',
    async () => {
      const store = createRedisThrottleStore(redisUrl!);
      try {
        await exercise(store);
      } finally {
        await store.close();
      }
    },
  );
});
