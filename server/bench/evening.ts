/**
 * A busy evening: `npm run bench:evening` (root) = `tsx bench/evening.ts` (server). PostgreSQL only.
 *
 * Two real API processes behind the test's round-robin proxy, on a fresh database, and the Shelly
 * Cloud simulator in a process of its own (one call a second per auth key, else 429 `max_req`).
 * Seeds one host with 50 apartments, 120 remote doors on 6 Shelly accounts and 300 stays that
 * began this evening (bench/evening.seed.ts). Then, within 10 minutes, 200 of the guests open a
 * door of their room: six bursts of 30 taps in the same second (at 5, 20, 35, 50, 65 and 80 % of
 * the window) and 20 taps alone at random moments; each guest loads guest-room a few seconds
 * before the tap, and taps again after a failure (after Retry-After, else 2 s; three taps at
 * most). Meanwhile the host's console reloads Soggiorni every 10 s and the device status every
 * 30 s. Faults: one floor door's relay is offline all evening; the burst at 20 % meets two HTML
 * 502s, the one at 35 % a hung call, the one at 50 % a broken JSON answer and one injected
 * `max_req` (another app on an account). It prints tap → OPENED! per account and overall, the
 * failed taps and why, the simulator's 429s, the other endpoints' p99, and the goals: no opening
 * lost or duplicated (the simulator's relay pulses against the OPENED answers, door by door), no
 * 429 from the one-a-second rule, 99 % of the taps within the queue's physical limit (one turn
 * of the account for each tap served while it waited and one for the call just before it, 1.1 s
 * each, plus 0.25 s for the API's own work; a call the cloud never answers holds its account for
 * the 4 s timeout and a second), and the wait of every OPENED answer later than the guest app's
 * "In coda, pochi secondi…" notice (1.5 s) spent in the queue. Exit code 2 when a goal is missed.
 *
 * Env: DATABASE_URL (required), BENCH_EVENING_SPEEDUP (1: the real 10 minutes; 4 squeezes the
 * taps into 2.5 minutes, the bursts and the one-a-second limits stay as they are),
 * BENCH_EVENING_SEED (1), BENCH_API (`compiled` or `source`; default: compiled when dist/main.js
 * is newer than src/), BENCH_EVENING_DUMP (a file to write every tap and the simulator's state to).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../src/db/client';
import { createCipher } from '../src/security/crypto';
import { TestClient } from '../test/api-client';
import { scratchPostgresDatabase, serviceEnv, startService, type Service } from '../test/processes';
import { apiCommand } from './api-command';
import {
  guestOpens,
  hostConsole,
  sleep,
  startSimulator,
  type Endpoints,
  type Simulator,
} from './evening.actors';
import { report } from './evening.report';
import { ACCOUNTS, GUEST_PASSWORD, randomOf, seedEvening, type EveningSeed } from './evening.seed';

const SPEEDUP = Number(process.env.BENCH_EVENING_SPEEDUP?.trim() || 1);
const SEED = Number(process.env.BENCH_EVENING_SEED?.trim() || 1);
const WINDOW_MS = (10 * 60_000) / SPEEDUP;
const BURSTS = [0.05, 0.2, 0.35, 0.5, 0.65, 0.8];
const BURST_SIZE = 30;
const ALONE = 20;
/** How long the guest app waits for an answer before it says the opening is queued. */
const QUEUED_NOTICE_MS = 1500;

/** Who taps when (ms into the window): six bursts of 30 in one second each, 20 alone. */
const schedule = (seed: EveningSeed, random: () => number) => {
  const stays = [...seed.stays];
  for (let i = stays.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [stays[i], stays[j]] = [stays[j], stays[i]];
  }
  return stays.slice(0, BURSTS.length * BURST_SIZE + ALONE).map((stay, i) => {
    const burst = Math.floor(i / BURST_SIZE);
    const offset =
      burst < BURSTS.length
        ? BURSTS[burst] * WINDOW_MS + random() * 1000
        : random() * WINDOW_MS * 0.95;
    // The street door most evenings, else a door further in.
    const further = 1 + Math.floor(random() * (stay.doors.length - 1));
    return { stay, door: random() < 0.6 ? stay.doors[0] : stay.doors[further], offset };
  });
};

const injectFaults = (sim: Simulator, start: number) => {
  const at = (share: number, list: Record<string, unknown>[]) =>
    sleep(start + share * WINDOW_MS - 200 - Date.now()).then(() =>
      Promise.all(list.map((fault) => sim.control('POST', 'faults', fault))),
    );
  return Promise.all([
    at(0.2, [{ mode: 'html_502', times: 2 }]),
    at(0.35, [{ mode: 'hang', times: 1 }]),
    at(0.5, [
      { mode: 'bad_json', times: 1 },
      { mode: 'rate_limit', times: 1 },
    ]),
  ]);
};

const run = async (service: Service, sim: Simulator, seed: EveningSeed) => {
  const random = randomOf(SEED + 1);
  const plan = schedule(seed, random);
  // Offline all evening: a door further in that a guest of the evening will try.
  const offline = plan.find(({ door }) => door.name !== 'Portone')!.door;
  for (const door of seed.doors) {
    await sim.control('POST', 'devices', {
      id: door.deviceId,
      auth_key: seed.authKeys[door.account],
      online: door !== offline,
    });
  }
  const endpoints = new Map() as Endpoints;
  const host = new TestClient(service.proxy.url);
  await host.login(seed.host.username, seed.host.password);
  process.stdout.write(`  ${plan.length} guests log in … `);
  const clients = await Promise.all(
    plan.map(async ({ stay }) => {
      const client = new TestClient(service.proxy.url);
      await client.login(stay.username, GUEST_PASSWORD);
      await client.fetchCsrf();
      return client;
    }),
  );
  // Time for every guest-room load before the first burst.
  const start = Date.now() + 6000;
  console.log('done; the evening starts in 6 s');
  const openings = plan.map(({ stay, door }) => ({
    account: stay.account,
    doorId: door.id,
    cpc: door.cpc,
    firstTap: 0,
    openedAt: null,
    taps: [],
  }));
  const stop = { done: false };
  const consoleDone = hostConsole(host, seed.today, endpoints, stop);
  const injected = injectFaults(sim, start);
  await Promise.all(
    plan.map(({ offset }, i) => guestOpens(clients[i], openings[i], start + offset, endpoints)),
  );
  stop.done = true;
  await Promise.all([consoleDone, injected]);

  const state = (await sim.control('GET', 'state')) as {
    devices: { id: string; events: { source: string }[][] }[];
    max_req_refusals: Record<string, number>;
  };
  const doorOf = new Map(seed.doors.map((d) => [d.deviceId, d.id]));
  const pulsesByDoor = new Map<number, number>();
  for (const device of state.devices) {
    const id = doorOf.get(device.id);
    if (id === undefined) continue;
    pulsesByDoor.set(id, device.events.flat().filter((e) => e.source === 'cloud').length);
  }
  const refusalsByAccount = seed.authKeys.map((key) => state.max_req_refusals[key] ?? 0);
  const dump = process.env.BENCH_EVENING_DUMP?.trim();
  if (dump) fs.writeFileSync(dump, JSON.stringify({ start, openings, state }, null, 1));
  return report(
    openings,
    { pulsesByDoor, refusalsByAccount },
    ACCOUNTS,
    endpoints,
    QUEUED_NOTICE_MS,
  );
};

const main = async () => {
  const pgUrl = process.env.DATABASE_URL?.trim();
  if (!pgUrl) {
    console.error(
      'bench:evening needs PostgreSQL: set DATABASE_URL, e.g. ' +
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:evening ' +
        '(it creates and drops its own database there).',
    );
    process.exit(1);
  }
  if (!(SPEEDUP >= 1)) throw new Error('BENCH_EVENING_SPEEDUP must be a number ≥ 1.');
  const api = apiCommand({ currentOnly: true });
  console.log(
    `Soglia busy-evening bench: 2 API processes (${api.note}) behind a round-robin proxy, ` +
      `node ${process.version}, ${os.availableParallelism()} CPUs\n` +
      `  taps within ${(WINDOW_MS / 60_000).toFixed(1)} minutes` +
      (SPEEDUP > 1 ? ` (10 minutes squeezed ${SPEEDUP}×)` : '') +
      `; seed ${SEED}`,
  );
  const started = Date.now();
  const sim = await startSimulator();
  const scratch = await scratchPostgresDatabase(pgUrl, 'soglia_bench_evening');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soglia-bench-evening-'));
  const secretKey = crypto.randomBytes(32).toString('base64url');
  let service: Service | null = null;
  let database: Database | null = null;
  try {
    const env = {
      ...serviceEnv({
        databaseUrl: scratch.databaseUrl,
        secretKey,
        mediaDir: path.join(tmp, 'media'),
        dataDir: path.join(tmp, 'pglite'),
      }),
      SHELLY_ALLOWED_HOSTS: sim.url,
    };
    service = await startService(2, env, api.command);
    database = await createDatabase({ databaseUrl: scratch.databaseUrl, dataDir: 'memory://' });
    const seed = await seedEvening(database.db, createCipher(secretKey), sim.url, randomOf(SEED));
    console.log(
      `  seeded: 50 apartments, ${seed.doors.length} remote doors on ${ACCOUNTS} Shelly accounts, ` +
        `${seed.stays.length} stays from this evening (simulator ${sim.url})`,
    );
    const { lines, goalsMet } = await run(service, sim, seed);
    console.log(`\n${lines.join('\n')}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    process.exitCode = goalsMet ? 0 : 2;
  } finally {
    await service?.stop();
    await database?.close();
    await scratch.drop();
    sim.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
