import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { migrateDatabase, migrationsFolder } from '../src/db/migrate';

declare const __TEST_DB__: 'pglite' | 'postgres';

export const testDbKind = (): 'pglite' | 'postgres' =>
  typeof __TEST_DB__ === 'string' ? __TEST_DB__ : 'pglite';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test' }),
  dataDir: 'memory://',
  databaseUrl: null,
  seedDemo: false,
  // Like behind the bundled proxy (on this machine): each TestClient's X-Forwarded-For is its
  // address, so throttling by address stays per test.
  trustProxy: ['127.0.0.1'],
  logLevel: 'silent',
  ...overrides,
});

export interface TestDatabaseTarget {
  databaseUrl: string | null;
  /** Drops the per-file PostgreSQL database (no-op for PGlite). */
  drop(): Promise<void>;
}

/** For postgres runs: a fresh database per test file, created from DATABASE_URL. */
export const createTestDatabaseTarget = async (): Promise<TestDatabaseTarget> => {
  if (testDbKind() !== 'postgres') return { databaseUrl: null, drop: async () => {} };
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('The server-postgres project needs DATABASE_URL.');
  const name = `soglia_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

/**
 * A migrated, empty PGlite cluster as a dump, shared by the test files through a file keyed by
 * PGlite's code and the migrations: loading it takes under a second where creating a cluster
 * (initdb in WebAssembly) and migrating it takes 2–3 s of CPU for every file.
 */
const pgliteTemplate = async (): Promise<Blob> => {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(require.resolve('@electric-sql/pglite')));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const file = path.join(os.tmpdir(), `soglia-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const database = await createDatabase(testConfig());
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  // Written whole under a private name, then renamed: a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
};

/**
 * A PGlite data folder (in a new temporary folder) holding the migrated, empty cluster, as
 * after a first start: a process opens it in about a second, where creating it takes 5 s alone
 * and half a minute on a busy machine. For tests whose point is not the first start. With a
 * `databaseUrl` (PostgreSQL holds the data) the folder is left empty.
 */
export const migratedDataDir = async (
  prefix = 'soglia-',
  databaseUrl: string | null = null,
): Promise<string> => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), 'pglite');
  if (databaseUrl) return dataDir;
  const database = await createDatabase(testConfig({ dataDir }), {
    loadDataDir: await pgliteTemplate(),
  });
  await database.close();
  return dataDir;
};

/** A migrated database for a test file: a fresh PostgreSQL database or an in-memory PGlite. */
export const createMigratedDatabase = async (config: AppConfig): Promise<Database> => {
  if (config.databaseUrl || !config.dataDir.startsWith('memory://')) {
    const database = await createDatabase(config);
    await migrateDatabase(database);
    return database;
  }
  const database = await createDatabase(config, { loadDataDir: await pgliteTemplate() });
  // Nothing to do on a template of the current migrations; kept so a stale one cannot pass.
  await migrateDatabase(database);
  return database;
};

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  baseUrl: string;
}

/**
 * Builds one migrated database + app per test file, listening on an ephemeral port.
 * Tests isolate themselves by creating their own owners/apartments/profiles (see factories).
 * `overrides` may be a function, read when the app is built (after earlier beforeAll hooks,
 * e.g. one that starts an S3 server).
 */
export const setupTestApp = (
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  { logger = false }: { logger?: FastifyServerOptions['logger'] } = {},
): TestContext => {
  const ctx = {} as TestContext;
  let target: TestDatabaseTarget | null = null;

  beforeAll(async () => {
    target = await createTestDatabaseTarget();
    const given = typeof overrides === 'function' ? overrides() : overrides;
    const config = testConfig({ databaseUrl: target.databaseUrl, ...given });
    const database = await createMigratedDatabase(config);
    const app = await buildApp({ db: database.db, config, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    Object.assign(ctx, {
      app,
      db: database.db,
      database,
      config,
      baseUrl: `http://127.0.0.1:${port}`,
    });
  }, 60_000);

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await target?.drop();
  });

  return ctx;
};
