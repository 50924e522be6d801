import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { sha256 } from '../src/security/crypto';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import {
  createTestDatabaseTarget,
  testConfig,
  testDbKind,
  type TestContext,
  type TestDatabaseTarget,
} from './helper';

/**
 * Two API processes on one PostgreSQL (each with its own pool, token cache and LISTEN
 * connection, as two `npm start`s behind a load balancer): a change made through one is seen by
 * the other as soon as the database's notification arrives. Runs in the server-postgres project
 * (DATABASE_URL); skipped on PGlite, which is one process by construction.
 */
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;

interface Api {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
}

const startApi = async (databaseUrl: string): Promise<Api> => {
  const config = testConfig({ databaseUrl });
  const database = await createDatabase(config);
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, baseUrl: `http://127.0.0.1:${port}` };
};

/** Polls until `check` holds, for at most `ms`; answers how long it took. */
const within = async (ms: number, check: () => Promise<boolean>): Promise<number> => {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

onPostgres('token cache across two API processes (PostgreSQL)', () => {
  let target: TestDatabaseTarget;
  let a: Api;
  let b: Api;

  beforeAll(async () => {
    target = await createTestDatabaseTarget();
    const first = await createDatabase(testConfig({ databaseUrl: target.databaseUrl }));
    await migrateDatabase(first);
    await first.close();
    a = await startApi(target.databaseUrl!);
    b = await startApi(target.databaseUrl!);
  }, 60_000);

  afterAll(async () => {
    for (const api of [a, b]) {
      await api?.app.close();
      await api?.database.close();
    }
    await target?.drop();
  });

  const stayOn = (api: Api) =>
    createGuestStay({
      app: api.app,
      db: api.database.db,
      database: api.database,
      baseUrl: api.baseUrl,
    } as TestContext);

  it('both listen', () => {
    expect(a.app.tokenCache.active).toBe(true);
    expect(b.app.tokenCache.active).toBe(true);
  });

  it('a logout on one process ends the token on the other', async () => {
    const stay = await stayOn(a);
    const onA = new TestClient(a.baseUrl);
    const key = await onA.login(stay.owner.username, stay.owner.password);
    const onB = new TestClient(b.baseUrl);
    onB.token = key;
    expect((await onB.get('/api/user_information/')).status).toBe(200);
    expect(b.app.tokenCache.get(sha256(key))).toBeDefined();

    expect((await onA.post('/api/auth/logout/')).status).toBe(200);
    const ms = await within(1000, async () => b.app.tokenCache.get(sha256(key)) === undefined);
    expect((await onB.get('/api/user_information/')).status).toBe(401);
    expect(ms).toBeLessThan(1000);
  });

  it("a new guest password on one process ends the guest's session on the other", async () => {
    const stay = await stayOn(a);
    const guestOnB = new TestClient(b.baseUrl);
    const key = await guestOnB.login(stay.username, stay.password);
    expect((await guestOnB.get('/api/user_information/')).status).toBe(200);
    expect(b.app.tokenCache.get(sha256(key))).toBeDefined();

    const ownerOnA = new TestClient(a.baseUrl);
    await ownerOnA.login(stay.owner.username, stay.owner.password);
    const res = await ownerOnA.request('PATCH', `/api/register/checkin/${stay.profile.id}/`, {
      body: { password: 'NEWPASS8' },
    });
    expect(res.status).toBe(200);
    await within(1000, async () => b.app.tokenCache.get(sha256(key)) === undefined);
    expect((await guestOnB.get('/api/user_information/')).status).toBe(401);
  });

  it('a stay moved into the past on one process ends the guest session on the other', async () => {
    const stay = await stayOn(a);
    const guestOnB = new TestClient(b.baseUrl);
    const key = await guestOnB.login(stay.username, stay.password);
    expect((await guestOnB.get('/api/user_information/')).status).toBe(200);

    await a.database.db.execute(
      sql`UPDATE checkin_profiles SET check_in_date = '2020-01-01', check_out_date = '2020-01-02' WHERE id = ${stay.profile.id}`,
    );
    await within(1000, async () => b.app.tokenCache.get(sha256(key)) === undefined);
    expect((await guestOnB.get('/api/user_information/')).status).toBe(401);
  });

  it('while its listening connection is down, a process caches nothing and reconnects', async () => {
    const stay = await stayOn(a);
    const onB = new TestClient(b.baseUrl);
    const key = await onB.login(stay.owner.username, stay.owner.password);
    await a.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN soglia_auth'`,
    );
    await within(1000, async () => !b.app.tokenCache.active);
    expect((await onB.get('/api/user_information/')).status).toBe(200);
    expect(b.app.tokenCache.get(sha256(key))).toBeUndefined();
    await within(5000, async () => b.app.tokenCache.active && a.app.tokenCache.active);
    expect((await onB.get('/api/user_information/')).status).toBe(200);
    expect(b.app.tokenCache.get(sha256(key))).toBeDefined();
  });
});
