/**
 * API benchmark: `npm run bench:api` (root) = `tsx bench/api.ts` (server).
 *
 * For PGlite (a fresh on-disk data dir) and, when DATABASE_URL is set, for PostgreSQL (a fresh
 * database, dropped afterwards): seeds one large owner, starts the real app on port 0 with one
 * extra bare route, and runs autocannon against the hot read endpoints and the bare route.
 *
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_WORKERS (1 = load generator in its own
 * thread, 0 = same event loop as the server), BENCH_PROFILES (10000), BENCH_GUESTS_PER_PROFILE (3), BENCH_VERBOSE (print a sample answer).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { addDays } from '../src/lib/time';
import { formatTable, measure, type LoadOptions, type Measurement, type Target } from './load';
import { createCipher } from '../src/security/crypto';
import { resolveEncryptionKey } from '../src/security/encryption-key';
import { seedLargeOwner, type SeedSize } from './seed';

const envInt = (name: string, fallback: number, min = 0): number => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min}, got '${raw}'.`);
  }
  return value;
};

const BARE = 'GET /bench/bare (bare Fastify route)';

const login = async (baseUrl: string, username: string, password: string): Promise<string> => {
  const csrfRes = await fetch(`${baseUrl}/api/csrf/`);
  const csrf = /csrftoken=([^;]+)/.exec(csrfRes.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': csrf,
      cookie: `csrftoken=${csrf}`,
    },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { key?: string };
  if (!res.ok || !body.key) {
    throw new Error(`login of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.key;
};

interface DatabaseTarget {
  name: string;
  databaseUrl: string | null;
  dataDir: string;
  cleanup(): Promise<void>;
}

const pgliteTarget = (): DatabaseTarget => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-bench-'));
  return {
    name: `PGlite (fresh data dir ${dataDir})`,
    databaseUrl: null,
    dataDir,
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};

const postgresTarget = async (baseUrl: string): Promise<DatabaseTarget> => {
  const name = `soglia_bench_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name: `PostgreSQL (fresh database ${name} on ${url.host})`,
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    cleanup: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

const benchDatabase = async (
  target: DatabaseTarget,
  size: SeedSize,
  load: LoadOptions,
): Promise<Measurement[]> => {
  const config: AppConfig = {
    ...loadConfig(process.env),
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    seedDemo: false,
    logLevel: 'silent',
    trustProxy: false,
    redisUrl: null,
  };
  const database = await createDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await migrateDatabase(database);
    const started = Date.now();
    const { secret } = await resolveEncryptionKey(database.db, config);
    const seed = await seedLargeOwner(database.db, size, createCipher(secret));
    const counts = Object.entries(seed.counts)
      .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
      .join(', ');
    console.log(
      `\n${target.name}\n  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}`,
    );

    app = await buildApp({ db: database.db, config, logger: false });
    app.get('/bench/bare', { schema: { hide: true } }, async () => ({
      ok: true,
      items: [1, 2, 3],
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ownerToken = await login(baseUrl, seed.owner.username, seed.owner.password);
    const guestToken = await login(baseUrl, seed.guest.username, seed.guest.password);
    const weekEnd = addDays(seed.today, 6);

    const targets: Target[] = [
      { label: BARE, path: '/bench/bare', token: null },
      // Token lookup + one small query: separates authentication cost from endpoint cost.
      {
        label: 'GET /api/user_information/ (guest, auth only)',
        path: '/api/user_information/',
        token: guestToken,
      },
      {
        label: 'GET /api/guest-room/?language=en (guest)',
        path: '/api/guest-room/?language=en',
        token: guestToken,
      },
      {
        label: `GET /api/checkin-profiles/?name=${seed.namePrefix} (owner)`,
        path: `/api/checkin-profiles/?name=${seed.namePrefix}`,
        token: ownerToken,
      },
      {
        label: 'GET /api/owner-checkin-details/ one week (owner)',
        path: `/api/owner-checkin-details/?start_date=${seed.today}&end_date=${weekEnd}`,
        token: ownerToken,
      },
      {
        label: 'GET /api/apartment-info/?language=en (guest)',
        path: '/api/apartment-info/?language=en',
        token: guestToken,
      },
    ];
    const rows: Measurement[] = [];
    for (const t of targets) {
      process.stdout.write(`  ${t.label} … `);
      const m = await measure(baseUrl, t, load);
      console.log(`${m.status}, ${Math.round(m.rps)} req/s`);
      if (process.env.BENCH_VERBOSE) console.log(`    ${m.sample}`);
      rows.push(m);
    }
    return rows;
  } finally {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
  }
};

const main = async () => {
  const load: LoadOptions = {
    seconds: envInt('BENCH_SECONDS', 5, 1),
    connections: envInt('BENCH_CONNECTIONS', 10, 1),
    workers: envInt('BENCH_WORKERS', 1, 0),
  };
  const size: SeedSize = {
    profiles: envInt('BENCH_PROFILES', 10_000, 1),
    guestsPerProfile: envInt('BENCH_GUESTS_PER_PROFILE', 3, 0),
    apartments: 20,
    roomsPerApartment: 5,
    doorsPerApartment: 3,
  };
  console.log(
    `Soglia API bench: ${load.seconds} s per endpoint, ${load.connections} connections, ` +
      `${load.workers} autocannon worker(s), node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const started = Date.now();
  const tables: string[] = [];
  const kinds: (() => Promise<DatabaseTarget>)[] = [async () => pgliteTarget()];
  const pgUrl = process.env.DATABASE_URL?.trim();
  if (pgUrl) kinds.push(() => postgresTarget(pgUrl));

  for (const make of kinds) {
    const target = await make();
    try {
      const rows = await benchDatabase(target, size, load);
      tables.push(formatTable(target.name, rows, BARE));
    } finally {
      await target.cleanup();
    }
  }
  if (!pgUrl) tables.push('PostgreSQL: skipped (set DATABASE_URL to include it).');
  console.log(`\n${tables.join('\n\n')}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
