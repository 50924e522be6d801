import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { every } from '../src/jobs/every';
import { releaseHeldJobLocks, tryAcquireJobLock, withJobLock } from '../src/jobs/job-lock';
import { jobLocks } from '../src/db/tables/jobs.table';
import { startServer } from '../src/server';
import { TestClient } from './api-client';
import { makeMediaDir } from './factories.guests';
import {
  createMigratedDatabase,
  createTestDatabaseTarget,
  setupTestApp,
  testConfig,
} from './helper';

const mediaDir = makeMediaDir();
const ctx = setupTestApp({ media: { dir: mediaDir } } as Partial<AppConfig>);
const client = () => new TestClient(ctx.baseUrl);
const ready = () => client().get('/api/health/ready');

describe('GET /api/health/live', () => {
  it('answers 200 {"status":"ok"} without credentials, even with a bad token', async () => {
    const res = await client().get('/api/health/live');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Object.keys(res.body)).toEqual(['status']);
    const badToken = await client().request('GET', '/api/health/live', {
      token: 'not-a-real-token-0123456789',
    });
    expect(badToken.status).toBe(200);
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers, is migrated and the media folder takes writes', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', media: 'ok' },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The probe leaves no file behind.
    expect(fs.readdirSync(path.join(mediaDir, 'guests'))).toEqual([]);
  });

  it('is public and not throttled: 60 calls in a row from one address all answer 200', async () => {
    const one = client();
    const statuses = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await one.get('/api/health/ready')).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('answers 503 naming the media store when its folder cannot take writes', async () => {
    const folder = path.join(mediaDir, 'guests');
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(folder, 'a file where the folder should be');
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', media: 'unavailable' },
      });
      expect(JSON.stringify(res.body)).not.toContain(mediaDir);
    } finally {
      fs.rmSync(folder, { force: true });
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 naming the migrations when the newest one is not applied', async () => {
    const query = (text: string) =>
      (ctx.db as unknown as { $client: { query(t: string): Promise<unknown> } }).$client.query(
        text,
      );
    await query(
      'create temporary table newest as select * from drizzle.__drizzle_migrations ' +
        'where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    await query(
      'delete from drizzle.__drizzle_migrations ' +
        'where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body.checks).toEqual({ database: 'ok', migrations: 'pending', media: 'ok' });
    } finally {
      await query('insert into drizzle.__drizzle_migrations select * from newest');
      await query('drop table newest');
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 shutting_down once a shutdown began, closing the connection', async () => {
    ctx.app.lifecycle.shuttingDown = true;
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('shutting_down');
      expect(res.headers.get('connection')).toBe('close');
    } finally {
      ctx.app.lifecycle.shuttingDown = false;
    }
    expect((await client().get('/api/health/live')).status).toBe(200);
  });

  it('answers 503 naming the database when it is closed, and live still answers 200', async () => {
    const target = await createTestDatabaseTarget();
    // No token cache: its PGlite listener cannot be taken down once the database is closed.
    const config = testConfig({
      databaseUrl: target.databaseUrl,
      tokenCacheSeconds: 0,
      media: { dir: makeMediaDir() },
    } as Partial<AppConfig>);
    const database = await createMigratedDatabase(config);
    const app = await buildApp({ db: database.db, config, logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      expect((await new TestClient(base).get('/api/health/ready')).status).toBe(200);
      await database.close();
      const res = await new TestClient(base).get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'unavailable',
        checks: { database: 'unavailable', migrations: 'skipped', media: 'ok' },
      });
      expect((await new TestClient(base).get('/api/health/live')).status).toBe(200);
    } finally {
      await app.close();
      await target.drop();
    }
  }, 60_000);
});

describe('job leases at shutdown', () => {
  it('gives back the leases this process holds, so another process takes them at once', async () => {
    let finish = () => {};
    const work = new Promise<void>((resolve) => (finish = resolve));
    const running = withJobLock(ctx.db, 'health-test-job', 600, () => work);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await tryAcquireJobLock(ctx.db, 'health-test-job', 'other-process', 600)).toBe(false);

    expect(await releaseHeldJobLocks(ctx.db)).toBe(1);
    expect(await tryAcquireJobLock(ctx.db, 'health-test-job', 'other-process', 600)).toBe(true);
    finish();
    await running;
    // The job's own end does not drop the lease the other process took meanwhile.
    const rows = await ctx.db.select().from(jobLocks).where(eq(jobLocks.name, 'health-test-job'));
    expect(rows.map((r) => r.holder)).toEqual(['other-process']);
  });
});

describe('stopping a schedule', () => {
  it('waits for the run in progress and starts no other', async () => {
    const runs: string[] = [];
    const app = ctx.app;
    const stop = every(app, 'health-test', 0, 50, async () => {
      runs.push('start');
      await new Promise((resolve) => setTimeout(resolve, 300));
      runs.push('end');
      return { ran: true };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(runs).toEqual(['start', 'end']);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toEqual(['start', 'end']);
  });
});

describe('the server stop', () => {
  it('gives up after the shutdown timeout: answers false, cuts the connection left', async () => {
    const target = await createTestDatabaseTarget();
    const config = testConfig({
      databaseUrl: target.databaseUrl,
      dataDir: 'memory://',
      port: 0,
      host: '127.0.0.1',
      shutdownTimeoutMs: 700,
      media: { dir: makeMediaDir() },
    } as Partial<AppConfig>);
    const server = await startServer(config, { logger: false });
    try {
      // A request whose headers never end keeps its connection busy.
      const port = (server.app.server.address() as AddressInfo).port;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: soglia\r\n');
      const closed = new Promise((resolve) => socket.once('close', resolve));
      await new Promise((resolve) => setTimeout(resolve, 100));

      const started = Date.now();
      expect(await server.stop()).toBe(false);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(650);
      expect(took).toBeLessThan(5000);
      await closed;
      expect(server.app.lifecycle.shuttingDown).toBe(true);
    } finally {
      await target.drop();
    }
  }, 60_000);
});
