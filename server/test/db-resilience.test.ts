import { Client } from 'pg';
import { TestClient } from './api-client';
import { createApartment } from './factories';
import { createDoor, ownerClient } from './factories.doors';
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

describe('PostgreSQL failover under write load', () => {
  onPostgres(
    'requests whose connection dies answer 503, the next ones succeed, nothing is half-written',
    async () => {
      const { owner, client } = await ownerClient(ctx);
      const apartment = await createApartment(ctx, owner.id);
      const doorIds: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        doorIds.push((await createDoor(ctx, owner.id, apartment.id, { name: `Porta ${i}` })).id);
      }
      await client.fetchCsrf();

      // Ends the app's connections over and over while rooms (a row and three door links, in
      // one transaction) are being created.
      const admin = new Client({ connectionString: ctx.config.databaseUrl! });
      await admin.connect();
      let killing = true;
      let killed = 0;
      const killer = (async () => {
        while (killing) {
          const { rowCount: n } = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
          );
          killed += n ?? 0;
          await new Promise((r) => setTimeout(r, 60));
        }
      })();

      const statuses: number[] = [];
      const bodies: unknown[] = [];
      const started = Date.now();
      while (Date.now() - started < 3000) {
        const wave = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            client.post('/api/rooms/', {
              name: `Camera ${i}`,
              apartment: apartment.id,
              doors: doorIds,
            }),
          ),
        );
        for (const res of wave) {
          statuses.push(res.status);
          if (res.status !== 201) bodies.push(res.body);
        }
      }
      killing = false;
      await killer;
      await admin.end();

      expect(killed).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
      expect(statuses).toContain(503);
      for (const body of bodies) {
        expect(body).toEqual({
          detail: 'The database is not available right now. Please try again.',
          code: 'database_unavailable',
        });
      }

      // The process is alive and the pool has recovered.
      const after = await client.post('/api/rooms/', {
        name: 'Dopo',
        apartment: apartment.id,
        doors: doorIds,
      });
      expect(after.status).toBe(201);

      // Every room that exists has all of its door links: no half-written transaction.
      const check = new Client({ connectionString: ctx.config.databaseUrl! });
      await check.connect();
      const { rows } = await check.query(
        `select r.id, count(dr.door_id)::int as links from rooms r
           left join door_rooms dr on dr.room_id = r.id
          where r.apartment_id = $1 group by r.id`,
        [apartment.id],
      );
      await check.end();
      expect(rows.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length + 1);
      expect(rows.filter((r) => r.links !== 3)).toEqual([]);
    },
    60_000,
  );
});
