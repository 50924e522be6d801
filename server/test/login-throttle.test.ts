import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { throttleCounters } from '../src/db/tables/security.table';
import { createDbThrottleStore } from '../src/security/throttle';
import { TestClient } from './api-client';
import { createOwner } from './factories';
import { setupTestApp } from './helper';

// TRUST_PROXY as `npm start` sets it: the API sits behind the bundled proxy on this machine.
const ctx = setupTestApp({ trustProxy: loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy });

const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const login = (username: string, password: string, forwardedFor: string) =>
  fetch(`${ctx.baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
      cookie: 'csrftoken=abcdefabcdefabcdefabcdefabcdefab',
      'x-csrftoken': 'abcdefabcdefabcdefabcdefabcdefab',
    },
    body: JSON.stringify({ username, password }),
  });

describe('TRUST_PROXY', () => {
  it('takes the proxies\' addresses, and refuses a blanket "true" or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=127\.0\.0\.1/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/hop count/);
  });

  it('a client-chosen X-Forwarded-For neither escapes the limit nor names the address', async () => {
    const owner = await createOwner(ctx);
    const address = randomIp();
    // What the proxy forwards when a client sent its own X-Forwarded-For: the proxy's entry
    // (the real client address) is the last one; everything before it is the client's word.
    for (let i = 0; i < 10; i += 1) {
      const res = await login(owner.username, 'wrong', `${randomIp()}, ${address}`);
      expect(res.status).toBe(400);
    }
    const res = await login(owner.username, owner.password, `${randomIp()}, ${address}`);
    expect(res.status).toBe(429);
  }, 30_000);
});

describe('login throttle', () => {
  it('locks (account, address) only: the owner still gets in from their own device', async () => {
    const owner = await createOwner(ctx);
    const attacker = new TestClient(ctx.baseUrl);
    for (let i = 0; i < 10; i += 1) {
      const res = await attacker.post('/api/auth/login/', {
        username: owner.username,
        password: 'guess',
      });
      expect(res.status).toBe(400);
    }
    const locked = await attacker.post('/api/auth/login/', {
      username: owner.username,
      password: owner.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same account from another address: a fresh counter.
    const real = new TestClient(ctx.baseUrl);
    await real.login(owner.username, owner.password);
  }, 30_000);

  it('locks an address that tries many accounts', async () => {
    const owner = await createOwner(ctx);
    const c = new TestClient(ctx.baseUrl);
    for (let i = 0; i < 30; i += 1) {
      const res = await c.post('/api/auth/login/', { username: `ghost${i}`, password: 'x' });
      expect(res.status).toBe(400);
    }
    const res = await c.post('/api/auth/login/', {
      username: owner.username,
      password: owner.password,
    });
    expect(res.status).toBe(429);
    await new TestClient(ctx.baseUrl).login(owner.username, owner.password);
  }, 30_000);

  it('successful logins do not count', async () => {
    const owner = await createOwner(ctx);
    const c = new TestClient(ctx.baseUrl);
    for (let i = 0; i < 35; i += 1) await c.login(owner.username, owner.password);
  }, 30_000);

  it('60 parallel wrong tries run at most `limit` password checks', async () => {
    const owner = await createOwner(ctx);
    const c = new TestClient(ctx.baseUrl);
    await c.fetchCsrf();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        c.post('/api/auth/login/', { username: owner.username, password: 'wrong' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // A 400 is a password that was checked; a 429 was refused before any hash ran. At most the
    // limit are checked (fewer when the address counter of the same burst fills first).
    const checked = statuses.filter((s) => s === 400).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - checked);
  }, 30_000);
});

describe('throttle counters', () => {
  it('are deleted once their window has ended', async () => {
    const store = createDbThrottleStore(ctx.db);
    const old = `test:old:${crypto.randomBytes(6).toString('hex')}`;
    await store.hit(old, 60);
    await ctx.db
      .update(throttleCounters)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(throttleCounters.key, old));
    // A new window anywhere sweeps the ended ones.
    await store.hit(`test:new:${crypto.randomBytes(6).toString('hex')}`, 60);
    const left = await ctx.db.select().from(throttleCounters).where(eq(throttleCounters.key, old));
    expect(left).toEqual([]);
  });
});
