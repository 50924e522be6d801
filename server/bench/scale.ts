/**
 * Scale bench: `npm run bench:scale` (root) = `tsx bench/scale.ts` (server). PostgreSQL only.
 *
 * Starts one, then two real API processes (`npm start`'s command) on a fresh database and runs a
 * read-heavy mix (nine reads to one write) and a write mix with autocannon, straight at the
 * processes and through the test's round-robin proxy, printing req/s and p50/p99 latency. Then,
 * with two processes behind the proxy, it kills one (SIGKILL) under a write load of several
 * clients and prints the writes acknowledged, lost (must be 0), left unanswered in the failover,
 * and the time from the kill to the last failed write.
 *
 * Env: DATABASE_URL (required), BENCH_SECONDS (10 per mix), BENCH_CONNECTIONS (32),
 * BENCH_WORKERS (1 = autocannon in its own thread), BENCH_KILL_CLIENTS (16).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { sweepOrphans } from '../src/jobs/retention';
import { localDate } from '../src/lib/time';
import { createLocalMediaStore } from '../src/media/media.store';
import { createCipher } from '../src/security/crypto';
import { TestClient } from '../test/api-client';
import { createGuestStay } from '../test/factories';
import { makeImage } from '../test/factories.guests';
import type { TestContext } from '../test/helper';
import { scratchPostgresDatabase, serviceEnv, startService, type Service } from '../test/processes';
import { checkWrites, runWriteLoad, summarize } from '../test/write-load';

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
const CSRF = crypto.randomBytes(16).toString('hex');
const WARM_UP_SECONDS = 3;
const STAYS = 4;

interface Stay {
  owner: string;
  guest: string;
  profile: number;
  apartment: number;
}

interface Seeded {
  /** Read by the mixes; their lists never grow during a run. */
  readers: Stay[];
  /** Written to by the mixes (guests of one stay wait for each other: several stays). */
  writers: Stay[];
}

/** Stays of their own owners, their owners and guests logged in. */
const seed = async (db: Db, secretKey: string, baseUrl: string): Promise<Seeded> => {
  const ctx = { db, app: { cipher: createCipher(secretKey) } } as TestContext;
  const stays: Stay[] = [];
  for (let i = 0; i < 2 * STAYS; i += 1) {
    const stay = await createGuestStay(ctx);
    stays.push({
      owner: await new TestClient(baseUrl).login(stay.owner.username, stay.owner.password),
      guest: await new TestClient(baseUrl).login(stay.username, stay.password),
      profile: stay.profile.id,
      apartment: stay.apartment.id,
    });
  }
  return { readers: stays.slice(0, STAYS), writers: stays.slice(STAYS) };
};

const as = (token: string, json = false): Record<string, string> => ({
  authorization: `Token ${token}`,
  ...(json
    ? { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF }
    : {}),
});

const newApartment = (stay: Stay): AutocannonRequest => ({
  method: 'POST',
  path: '/api/apartments/',
  headers: as(stay.owner, true),
  body: JSON.stringify({ name: 'Bench', address: 'Via Roma 1, Roma', CIN: 'IT010025C2ABCDEF' }),
});

const newGuest = (stay: Stay): AutocannonRequest => ({
  method: 'POST',
  path: '/api/guests-registration/',
  headers: as(stay.owner, true),
  body: JSON.stringify({
    checkin_profile: stay.profile,
    first_name: 'Bench',
    last_name: 'Rossi',
    date_of_birth: '1980-05-05',
  }),
});

const readMix = (s: Seeded): AutocannonRequest[] => {
  const day = localDate(new Date(), 'Europe/Rome');
  const get = (token: string, path: string) => ({ method: 'GET', path, headers: as(token) });
  return s.readers.flatMap(({ owner, guest, apartment }, i) => [
    get(owner, '/api/apartments/'),
    get(owner, '/api/checkin-profiles/?limit=50'),
    get(owner, `/api/owner-checkin-details/?start_date=${day}&end_date=${day}`),
    get(guest, '/api/user_information/'),
    get(guest, '/api/guest-room/?language=en'),
    get(guest, '/api/apartment-info/?language=en'),
    get(owner, '/api/user_information/'),
    get(owner, `/api/doors/?apartment=${apartment}`),
    get(owner, `/api/rooms/?apartment=${apartment}`),
    newApartment(s.writers[i]),
  ]);
};

const writeMix = (s: Seeded): AutocannonRequest[] =>
  s.writers.flatMap((stay) => [newApartment(stay), newGuest(stay)]);

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

interface Running {
  service: Service;
  db: Db;
  mediaDir: string;
  seeded: Seeded;
}

/** `count` API processes on a fresh database behind the proxy, seeded; all gone afterwards. */
const withService = async <T>(
  pgUrl: string,
  count: number,
  work: (running: Running) => Promise<T>,
): Promise<T> => {
  const scratch = await scratchPostgresDatabase(pgUrl, 'soglia_bench_scale');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-bench-scale-'));
  const mediaDir = path.join(tmp, 'media');
  const secretKey = crypto.randomBytes(32).toString('base64url');
  const env = serviceEnv({
    databaseUrl: scratch.databaseUrl,
    secretKey,
    mediaDir,
    dataDir: path.join(tmp, 'pglite'),
  });
  let service: Service | null = null;
  let database: Database | null = null;
  try {
    service = await startService(count, env);
    database = await createDatabase({ databaseUrl: scratch.databaseUrl, dataDir: 'memory://' });
    const seeded = await seed(database.db, secretKey, service.proxy.url);
    return await work({ service, db: database.db, mediaDir, seeded });
  } finally {
    await service?.stop();
    await database?.close();
    await scratch.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
};

/** Both mixes straight at the processes (autocannon spreads its connections), then via the proxy. */
const measure = (pgUrl: string, count: number): Promise<Row[]> =>
  withService(pgUrl, count, async ({ service, seeded }) => {
    const rows: Row[] = [];
    const processes = `${count} process${count > 1 ? 'es' : ''}`;
    const targets: [string, string | string[]][] = [
      [`${processes}, direct`, service.urls],
      [`${processes}, proxy`, service.proxy.url],
    ];
    // Unmeasured: the processes' JIT, pools and caches warm up first.
    await load(null, 'warm-up', service.urls, [...readMix(seeded), ...writeMix(seeded)]);
    for (const [setup, url] of targets) {
      rows.push(await load(setup, 'read-heavy (9 reads : 1 write)', url, readMix(seeded)));
      rows.push(await load(setup, 'writes (apartments, guests)', url, writeMix(seeded)));
    }
    return rows;
  });

const killUnderLoad = (pgUrl: string): Promise<string[]> =>
  withService(pgUrl, 2, async ({ service, db, mediaDir, seeded }) => {
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
    const check = await checkWrites(db, mediaDir, run);
    const swept = await sweepOrphans({
      db,
      store: createLocalMediaStore(mediaDir),
      minAgeMinutes: 0,
    });
    return [
      `Kill under load: 2 processes behind the proxy, ${KILL_CLIENTS} clients writing (a quarter ` +
        'of them guests with a photo, the others apartments), SIGKILL of one after 300 ' +
        'acknowledged writes',
      `  writes acknowledged      ${summary.acknowledged} (${summary.acknowledgedAfterKill} ` +
        `after the kill), ${summary.writesPerSecond.toFixed(0)} writes/s over ` +
        `${(run.ms / 1000).toFixed(1)} s`,
      `  acknowledged but lost    ${check.lost.length}`,
      `  errors in the failover   ${summary.unknown} writes unanswered (in flight on the killed ` +
        `process: outcome unknown to their clients), ${summary.otherErrors} other errors`,
      `  rerouted by the proxy    ${service.proxy.stats().rerouted} (connection refused, sent ` +
        'to the survivor)',
      `  recovery                 the last failed write ended ${summary.recoveryMs} ms after ` +
        'the kill',
      `  media                    ${check.missingFiles.length} referenced files missing, ` +
        `${check.orphans.length} unreferenced (${swept} removed by the orphan sweep)`,
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
  console.log(
    `Soglia scale bench: ${SECONDS} s per mix, ${CONNECTIONS} connections, ${WORKERS} autocannon ` +
      `worker(s), node ${process.version}, ${os.availableParallelism()} CPUs`,
  );
  const started = Date.now();
  const rows = [...(await measure(pgUrl, 1)), ...(await measure(pgUrl, 2))];
  const kill = await killUnderLoad(pgUrl);
  console.log(
    `\n${table(rows)}\n\n${kill.join('\n')}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
