/**
 * API benchmark: `npm run bench:api` (root) = `tsx bench/api.ts` (server).
 *
 * On PostgreSQL when DATABASE_URL is set (a fresh database per size, dropped afterwards), else on
 * PGlite (a fresh on-disk data dir; BENCH_PGLITE=1 adds it beside PostgreSQL): seeds one large
 * owner per size, starts the real app on port 0 with two extra routes — a bare one and one that
 * runs `SELECT 1` — and runs autocannon against the hot read endpoints and both floors, printing
 * each endpoint's req/s and p99 with its ratio to the two floors measured in the same run.
 *
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (64), BENCH_WORKERS (1 = load generator in its own
 * thread, 0 = same event loop as the server), BENCH_PROFILES (stays per run, comma-separated:
 * 10000,100000), BENCH_GUESTS_PER_PROFILE (3), BENCH_PGLITE, BENCH_VERBOSE (print a sample answer),
 * BENCH_ONLY (only the endpoints whose label contains it, beside the two floors).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
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

const envList = (name: string, fallback: number[]): number[] => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw.split(',').map((part) => {
    const value = Number(part.trim());
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be integers ≥ 1 separated by commas, got '${raw}'.`);
    }
    return value;
  });
};

const BARE = 'GET /bench/bare (bare Fastify route)';
const SELECT_ONE = 'GET /bench/select-1 (one SELECT 1 query)';

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
    const db = database.db;
    app.get('/bench/select-1', { schema: { hide: true } }, async () => {
      await db.execute(sql`SELECT 1`);
      return { ok: true, items: [1, 2, 3] };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ownerToken = await login(baseUrl, seed.owner.username, seed.owner.password);
    const guestToken = await login(baseUrl, seed.guest.username, seed.guest.password);
    const weekEnd = addDays(seed.today, 6);

    const targets: Target[] = [
      { label: BARE, path: '/bench/bare', token: null },
      { label: SELECT_ONE, path: '/bench/select-1', token: null },
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
        label: 'GET /api/checkin-profiles/?surname=Bench (owner, rare name)',
        path: '/api/checkin-profiles/?surname=Bench',
        token: ownerToken,
      },
      {
        label: `GET /api/checkin-profiles/?name=${seed.namePrefix}&limit=50 (owner, paged)`,
        path: `/api/checkin-profiles/?name=${seed.namePrefix}&limit=50`,
        token: ownerToken,
      },
      {
        label: 'GET /api/owner-checkin-details/ one day (owner)',
        path: `/api/owner-checkin-details/?start_date=${seed.today}&end_date=${seed.today}`,
        token: ownerToken,
      },
      {
        label: 'GET /api/owner-checkin-details/ one week, limit=50 (owner, paged)',
        path: `/api/owner-checkin-details/?start_date=${seed.today}&end_date=${weekEnd}&limit=50`,
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
    // BENCH_ONLY=text: only the endpoints whose label contains it (and the two floors), e.g. to
    // take a CPU profile of one endpoint with `node --cpu-prof`.
    const only = process.env.BENCH_ONLY?.trim();
    const chosen = only
      ? targets.filter((t) => t.label.includes(only) || t.label === BARE || t.label === SELECT_ONE)
      : targets;
    for (const t of chosen) {
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
    connections: envInt('BENCH_CONNECTIONS', 64, 1),
    workers: envInt('BENCH_WORKERS', 1, 0),
  };
  const sizes: SeedSize[] = envList('BENCH_PROFILES', [10_000, 100_000]).map((profiles) => ({
    profiles,
    guestsPerProfile: envInt('BENCH_GUESTS_PER_PROFILE', 3, 0),
    apartments: 20,
    roomsPerApartment: 5,
    doorsPerApartment: 3,
  }));
  console.log(
    `Soglia API bench: ${load.seconds} s per endpoint, ${load.connections} connections, ` +
      `${load.workers} autocannon worker(s), node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const started = Date.now();
  const tables: string[] = [];
  const pgUrl = process.env.DATABASE_URL?.trim();
  const kinds: (() => Promise<DatabaseTarget>)[] = [];
  if (!pgUrl || process.env.BENCH_PGLITE) kinds.push(async () => pgliteTarget());
  if (pgUrl) kinds.push(() => postgresTarget(pgUrl));

  for (const size of sizes) {
    for (const make of kinds) {
      const target = await make();
      try {
        const rows = await benchDatabase(target, size, load);
        const title = `${target.name}, ${size.profiles.toLocaleString('en-US')} stays`;
        tables.push(formatTable(title, rows, BARE, SELECT_ONE));
      } finally {
        await target.cleanup();
      }
    }
  }
  if (!pgUrl) tables.push('PostgreSQL: skipped (set DATABASE_URL to include it).');
  console.log(`\n${tables.join('\n\n')}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
