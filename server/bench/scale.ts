/**
 * Scale bench: `npm run bench:scale` (root) = `tsx bench/scale.ts` (server). PostgreSQL only.
 *
 * Starts one, then two real API processes on a fresh database, their media in one S3 bucket (an
 * s3rver the bench starts, as processes on several machines would share a bucket), and runs a
 * read-heavy mix (nine reads to one write) and a write mix with autocannon, straight at the
 * processes and through the test's round-robin proxy, printing req/s and p50/p99 latency. Then,
 * with two processes behind the proxy, it kills one (SIGKILL) under a write load of several
 * clients and prints the writes acknowledged, lost (must be 0), left unanswered in the failover,
 * the time from the kill to the last failed write, and the bucket's objects against the rows.
 * The processes run the compiled API (`node dist/main.js`) when it is built, else the source.
 *
 * Env: DATABASE_URL (required), BENCH_SECONDS (10 per mix), BENCH_CONNECTIONS (32),
 * BENCH_WORKERS (1 = autocannon in its own thread), BENCH_KILL_CLIENTS (16),
 * BENCH_API (`compiled` or `source`; default: compiled when dist/main.js exists).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest } from 'autocannon';
import type { S3Settings } from '../src/config';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { sweepOrphans } from '../src/jobs/retention';
import { createS3MediaStore } from '../src/media/s3.store';
import { makeImage } from '../test/factories.guests';
import { startS3Server } from '../test/media-backends';
import {
  scratchPostgresDatabase,
  serviceEnv,
  startService,
  type ApiCommand,
  type Service,
} from '../test/processes';
import { checkWrites, runWriteLoad, summarize } from '../test/write-load';
import { apiCommand } from './api-command';
import { readMix, seed, writeMix, type Seeded } from './scale.mixes';

const envInt = (name: string, fallback: number): number => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number ≥ 0, got '${raw}'.`);
  }
  return value;
};

const SECONDS = envInt('BENCH_SECONDS', 10);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 32);
const WORKERS = envInt('BENCH_WORKERS', 1);
const KILL_CLIENTS = envInt('BENCH_KILL_CLIENTS', 16);
const WARM_UP_SECONDS = 3;

interface Row {
  setup: string;
  mix: string;
  rps: number;
  p50: number;
  p99: number;
  failures: string;
}

const load = async (
  setup: string | null,
  mix: string,
  url: string | string[],
  requests: AutocannonRequest[],
): Promise<Row> => {
  const result = await autocannon({
    url,
    requests,
    connections: CONNECTIONS,
    duration: setup === null ? WARM_UP_SECONDS : SECONDS,
    timeout: 10,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
  const bad = Object.entries(result.statusCodeStats ?? {}).filter(
    ([code]) => !code.startsWith('2'),
  );
  const failures = [
    ...bad.map(([code, { count }]) => `${code}×${count}`),
    ...(result.errors ? [`errors×${result.errors}`] : []),
  ];
  const row: Row = {
    setup: setup ?? '',
    mix,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures.join(' ') || '–',
  };
  console.log(
    `  ${[setup, mix].filter(Boolean).join(', ')}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`,
  );
  return row;
};

/** What every service of the bench runs on. */
interface Setup {
  pgUrl: string;
  /** The bucket of the bench's s3rver; each service keeps its objects under a prefix of its own. */
  s3: S3Settings;
  command: ApiCommand;
}

interface Running {
  service: Service;
  db: Db;
  /** The media store the processes use (the bucket under this service's prefix). */
  s3: S3Settings;
  seeded: Seeded;
}

let services = 0;

/** `count` API processes on a fresh database behind the proxy, seeded; all gone afterwards. */
const withService = async <T>(
  setup: Setup,
  count: number,
  work: (running: Running) => Promise<T>,
): Promise<T> => {
  const scratch = await scratchPostgresDatabase(setup.pgUrl, 'soglia_bench_scale');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-bench-scale-'));
  const s3 = { ...setup.s3, prefix: `bench-${(services += 1)}/` };
  const secretKey = crypto.randomBytes(32).toString('base64url');
  const env = serviceEnv({
    databaseUrl: scratch.databaseUrl,
    secretKey,
    mediaDir: path.join(tmp, 'media'),
    s3,
    dataDir: path.join(tmp, 'pglite'),
  });
  let service: Service | null = null;
  let database: Database | null = null;
  try {
    service = await startService(count, env, setup.command);
    database = await createDatabase({ databaseUrl: scratch.databaseUrl, dataDir: 'memory://' });
    const seeded = await seed(database.db, secretKey, service.proxy.url);
    return await work({ service, db: database.db, s3, seeded });
  } finally {
    await service?.stop();
    await database?.close();
    await scratch.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
};

/** Both mixes straight at the processes (autocannon spreads its connections), then via the proxy. */
const measure = (setup: Setup, count: number): Promise<Row[]> =>
  withService(setup, count, async ({ service, seeded }) => {
    const rows: Row[] = [];
    const processes = `${count} process${count > 1 ? 'es' : ''}`;
    const targets: [string, string | string[]][] = [
      [`${processes}, direct`, service.urls],
      [`${processes}, proxy`, service.proxy.url],
    ];
    // Unmeasured: the processes' JIT, pools and caches warm up first.
    await load(null, 'warm-up', service.urls, [...readMix(seeded), ...writeMix(seeded)]);
    for (const [setupName, url] of targets) {
      rows.push(await load(setupName, 'read-heavy (9 reads : 1 write)', url, readMix(seeded)));
      rows.push(await load(setupName, 'writes (apartments, guests)', url, writeMix(seeded)));
    }
    return rows;
  });

const killUnderLoad = (setup: Setup): Promise<string[]> =>
  withService(setup, 2, async ({ service, db, s3, seeded }) => {
    const killed = service.processes[0];
    const [stay] = seeded.writers;
    const run = await runWriteLoad({
      proxyUrl: service.proxy.url,
      ownerToken: stay.owner,
      profileId: stay.profile,
      photo: await makeImage('jpeg'),
      clients: KILL_CLIENTS,
      uploaders: Math.max(1, Math.floor(KILL_CLIENTS / 4)),
      acksBeforeKill: 300,
      msAfterKill: 5000,
      acksAfterKill: 300,
      maxMs: 60_000,
      kill: () => killed.child.kill('SIGKILL'),
    });
    await killed.exited;
    const summary = summarize(run);
    // The processes' own store: it lists the bucket (ListObjectsV2) under their prefix.
    const store = createS3MediaStore(s3);
    const check = await checkWrites(db, store, run);
    const swept = await sweepOrphans({ db, store, minAgeMinutes: 0 });
    const after = await checkWrites(db, store, run);
    const uploads = run.outcomes.filter((r) => r.kind === 'guest');
    const unansweredUploads = uploads.filter((r) => r.status === 502 || r.status === 0).length;
    return [
      `Kill under load: 2 processes behind the proxy, ${KILL_CLIENTS} clients writing (a quarter ` +
        'of them guests with a photo, the others apartments), SIGKILL of one after 300 ' +
        'acknowledged writes',
      `  writes acknowledged      ${summary.acknowledged} (${summary.acknowledgedAfterKill} ` +
        `after the kill; ${uploads.filter((r) => r.status === 201).length} uploads), ` +
        `${summary.writesPerSecond.toFixed(0)} writes/s over ${(run.ms / 1000).toFixed(1)} s`,
      `  acknowledged but lost    ${check.lost.length}`,
      `  errors in the failover   ${summary.unknown} writes unanswered (${unansweredUploads} of ` +
        'them uploads; in flight on the killed process: outcome unknown to their clients), ' +
        `${summary.otherErrors} other errors`,
      `  rerouted by the proxy    ${service.proxy.stats().rerouted} (connection refused, sent ` +
        'to the survivor)',
      `  recovery                 the last failed write ended ${summary.recoveryMs} ms after ` +
        'the kill',
      `  bucket objects           ${check.stored} listed: ${check.missing.length} named by a row ` +
        `but missing, ${check.orphans.length} named by no row (${swept} removed by the orphan ` +
        `sweep, ${after.orphans.length} left)`,
    ];
  });

const table = (rows: Row[]): string => {
  const header = ['setup', 'mix', 'req/s', 'p50 ms', 'p99 ms', 'failures'];
  const body = rows.map((r) => [
    r.setup,
    r.mix,
    Math.round(r.rps).toLocaleString('en-US'),
    String(r.p50),
    String(r.p99),
    r.failures,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
};

const main = async () => {
  const pgUrl = process.env.DATABASE_URL?.trim();
  if (!pgUrl) {
    console.error(
      'bench:scale needs PostgreSQL: set DATABASE_URL, e.g. ' +
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale ' +
        '(it creates and drops its own databases there).',
    );
    process.exit(1);
  }
  const api = apiCommand();
  const s3rver = await startS3Server({ bucket: 'soglia-bench' });
  try {
    console.log(
      `Soglia scale bench: ${SECONDS} s per mix, ${CONNECTIONS} connections, ${WORKERS} autocannon ` +
        `worker(s), node ${process.version}, ${os.availableParallelism()} CPUs\n` +
        `  API processes: ${api.note}\n` +
        `  media: MEDIA_STORE=s3, bucket ${s3rver.settings.bucket} of an s3rver started by the ` +
        `bench (${s3rver.settings.endpoint}, one Node process on this machine)`,
    );
    const started = Date.now();
    const setup: Setup = { pgUrl, s3: s3rver.settings, command: api.command };
    const rows = [...(await measure(setup, 1)), ...(await measure(setup, 2))];
    const kill = await killUnderLoad(setup);
    console.log(
      `\n${table(rows)}\n\n${kill.join('\n')}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await s3rver.cleanup();
  }
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
