import { Client } from 'pg';
import { TestClient } from './api-client';
import { setupTestApp, testDbKind } from './helper';

const ctx = setupTestApp();
const onPostgres = testDbKind() === 'postgres' ? it : it.skip;

describe('database connections', () => {
  onPostgres('survives PostgreSQL ending its idle connections (restart, failover)', async () => {
    const client = new TestClient(ctx.baseUrl);
    expect((await client.get('/api/csrf/')).status).toBe(204);
    await ctx.db.execute('select 1'); // at least one idle pooled connection

    const admin = new Client({ connectionString: ctx.config.databaseUrl! });
    await admin.connect();
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);

    // The pool drops the dead connections and opens new ones: the API keeps answering.
    const login = await client.post('/api/auth/login/', { username: 'nobody', password: 'x' });
    expect(login.status).toBe(400);
  });
});
