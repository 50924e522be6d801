import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { serveStatic } from '../../scripts/serve-static.mjs';

const repo = resolve(import.meta.dirname, '../..');
const simulatorEntry = 'server/src/shelly/simulator/main.ts';
const alloggiatiEntry = 'server/src/alloggiati/simulator/main.ts';
const calendarEntry = 'server/src/calendar/simulator/main.ts';

/** The Alloggiati Web simulator's account (the demo one its main.ts registers by default). */
export const ALLOGGIATI_ACCOUNT = { user: 'DEMO0001', password: 'demo', wsKey: 'demo-wskey' };

export interface Product {
  shellUrl: string;
  apiUrl: string;
  /**
   * With `secondApi`: a second shell whose /api/* goes to a second API process on the same
   * PostgreSQL database (null otherwise).
   */
  secondShellUrl: string | null;
  secondApiUrl: string | null;
  /** The Shelly Cloud simulator the demo apartment's doors talk to (control API under /__sim/). */
  shellyUrl: string;
  /**
   * The Alloggiati Web simulator's origin the API sends to (control API under /__sim/; account
   * ALLOGGIATI_ACCOUNT).
   */
  alloggiatiUrl: string;
  /**
   * The calendar feed simulator's origin (allowed as a feed host over http): the demo apartment
   * reads `/airbnb/casa-soglia.ics`; control API under /__sim/ (PUT /__sim/feeds/<path> with
   * `{"channel": "airbnb"|"booking"|"vrbo", "events": [...]}` or text/calendar).
   */
  calendarUrl: string;
  stopRemote(name: 'owner' | 'guest'): Promise<void>;
  /** Serves the remote again, from `dir` when given (another build), else from its dist/. */
  startRemote(name: 'owner' | 'guest', dir?: string): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(
  url: string,
  what: string,
  children: ChildProcess[],
  timeoutMs = 90_000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const exited = children.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`${exited.spawnargs.join(' ')} exited (${exited.exitCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${what} did not answer at ${url}`);
}

function run(name: string, cmd: string[], env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  // Its own process group, so stopping it stops everything it started.
  const child = spawn(cmd[0], cmd.slice(1), {
    cwd: repo,
    env: { ...process.env, ...env },
    detached: true,
  });
  const keep = (chunk: Buffer) => log.push(`[${name}] ${chunk.toString()}`);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM to the process group; SIGKILL if it has not exited within 5 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * The first of the ports of a browser test file's product: E2E_BASE_PORT when set, else a range of
 * 20 of its own per file of tests/, so that the files can run side by side.
 */
function testFilePorts(): number {
  if (process.env.E2E_BASE_PORT) return Number(process.env.E2E_BASE_PORT);
  const files = readdirSync(join(repo, 'e2e/tests')).sort();
  return 19000 + 20 * Math.max(0, files.indexOf(basename(process.argv[1] ?? '')));
}

export interface ProductOptions {
  basePort?: number;
  /**
   * A PostgreSQL server (`postgres://…/anydb`): the product gets a fresh database of its own on
   * it instead of the embedded one, dropped at stop.
   */
  postgresUrl?: string;
  /** A second API process and a second shell in front of it (needs `postgresUrl`). */
  secondApi?: boolean;
}

/** The PostgreSQL server the browser tests may use: E2E_POSTGRES_URL, else a local one if it answers. */
export async function availablePostgres(): Promise<string | null> {
  const url = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the product from its production builds on its own ports with a fresh
 * database (embedded, or on `postgresUrl`): API, Shelly Cloud simulator (device demo-relay-1
 * of the demo doors), Alloggiati Web simulator, shell, two remotes.
 */
export async function startProduct(
  basePortOrOptions: number | ProductOptions = {},
): Promise<Product> {
  const options =
    typeof basePortOrOptions === 'number' ? { basePort: basePortOrOptions } : basePortOrOptions;
  const basePort = options.basePort ?? testFilePorts();
  if (options.secondApi && !options.postgresUrl) throw new Error('secondApi needs postgresUrl');
  const dataDir = mkdtempSync(join(tmpdir(), 'soglia-e2e-'));
  let databaseUrl: string | undefined;
  if (options.postgresUrl) {
    const name = `soglia_e2e_${basePort}`;
    await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(options.postgresUrl, `CREATE DATABASE ${name}`);
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const port = {
    api: basePort,
    shelly: basePort + 10,
    alloggiati: basePort + 11,
    calendar: basePort + 12,
    shell: basePort + 1,
    owner: basePort + 2,
    guest: basePort + 3,
    secondApi: basePort + 4,
    secondShell: basePort + 5,
  };
  const log: string[] = [];
  const apiUrl = `http://127.0.0.1:${port.api}`;
  const env = {
    API_PORT: String(port.api),
    // Behind the shell proxy, which sets X-Forwarded-For to the browser's address.
    TRUST_PROXY: 'loopback',
    DATA_DIR: join(dataDir, 'pglite'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: 'production',
    SHELLY_CLOUD_URL: `http://127.0.0.1:${port.shelly}`,
    SHELLY_SIM_PORT: String(port.shelly),
    ALLOGGIATI_URL: `http://127.0.0.1:${port.alloggiati}/service/service.asmx`,
    ALLOGGIATI_SIM_PORT: String(port.alloggiati),
    ALLOGGIATI_SIM_USER: ALLOGGIATI_ACCOUNT.user,
    ALLOGGIATI_SIM_PASSWORD: ALLOGGIATI_ACCOUNT.password,
    ALLOGGIATI_SIM_WSKEY: ALLOGGIATI_ACCOUNT.wsKey,
    // A Send without an answer is given up quickly, so the flow that checks it stays short.
    ALLOGGIATI_TIMEOUT_MS: '1500',
    // The flows press Invia and fetch receipts themselves: no job races them.
    ALLOGGIATI_AUTO_SEND_MINUTES: '0',
    ALLOGGIATI_RECEIPTS_HOURS: '0',
    CALENDAR_SIM_PORT: String(port.calendar),
    CALENDAR_ALLOWED_HOSTS: `127.0.0.1:${port.calendar}`,
    CALENDAR_ALLOW_INSECURE: 'true',
    DEMO_CALENDAR_URL: `http://127.0.0.1:${port.calendar}/airbnb/casa-soglia.ics`,
    SHELL_PORT: String(port.shell),
    API_URL: apiUrl,
    OWNER_REMOTE_URL: `http://localhost:${port.owner}/mf-manifest.json`,
    GUEST_REMOTE_URL: `http://localhost:${port.guest}/mf-manifest.json`,
  };
  const shellyUrl = env.SHELLY_CLOUD_URL;
  const alloggiatiUrl = `http://127.0.0.1:${port.alloggiati}`;
  const calendarUrl = `http://127.0.0.1:${port.calendar}`;
  const children = [
    run('shelly', [process.execPath, '--import', 'tsx', simulatorEntry], env, log),
    run('alloggiati', [process.execPath, '--import', 'tsx', alloggiatiEntry], env, log),
    run('calendar', [process.execPath, '--import', 'tsx', calendarEntry], env, log),
    run('api', [process.execPath, '--import', 'tsx', 'server/src/main.ts'], env, log),
    run('shell', [process.execPath, 'shell/serve.mjs'], env, log),
  ];
  const remotes: Record<'owner' | 'guest', { dir: string; port: number; server?: Server }> = {
    owner: { dir: join(repo, 'owner-app/dist'), port: port.owner },
    guest: { dir: join(repo, 'guest-app/dist'), port: port.guest },
  };
  const startRemote = async (name: 'owner' | 'guest', dir?: string) => {
    if (remotes[name].server) return;
    if (dir) remotes[name].dir = dir;
    remotes[name].server = (await serveStatic(
      remotes[name].dir,
      remotes[name].port,
      '127.0.0.1',
    )) as Server;
  };
  const stopRemote = async (name: 'owner' | 'guest') => {
    const server = remotes[name].server;
    remotes[name].server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
    }
  };
  await startRemote('owner');
  await startRemote('guest');
  const secondApiUrl = options.secondApi ? `http://127.0.0.1:${port.secondApi}` : null;
  try {
    await waitFor(`${shellyUrl}/__sim/state`, 'Shelly simulator', children);
    await waitFor(`${alloggiatiUrl}/__sim/state`, 'Alloggiati Web simulator', children);
    await waitFor(`${calendarUrl}/__sim/state`, 'calendar feed simulator', children);
    await waitFor(`${apiUrl}/api/csrf/`, 'API', children);
    await waitFor(`http://127.0.0.1:${port.shell}/login`, 'shell', children);
    if (secondApiUrl) {
      // Started once the first has migrated and seeded the database.
      const second = {
        ...env,
        API_PORT: String(port.secondApi),
        SHELL_PORT: String(port.secondShell),
        API_URL: secondApiUrl,
      };
      children.push(
        run('api-2', [process.execPath, '--import', 'tsx', 'server/src/main.ts'], second, log),
        run('shell-2', [process.execPath, 'shell/serve.mjs'], second, log),
      );
      await waitFor(`${secondApiUrl}/api/csrf/`, 'second API', children);
      await waitFor(`http://127.0.0.1:${port.secondShell}/login`, 'second shell', children);
    }
  } catch (error) {
    console.error(log.join(''));
    await Promise.all(children.map(stopProcess));
    throw error;
  }
  return {
    shellUrl: `http://localhost:${port.shell}`,
    apiUrl,
    secondShellUrl: secondApiUrl ? `http://localhost:${port.secondShell}` : null,
    secondApiUrl,
    shellyUrl,
    alloggiatiUrl,
    calendarUrl,
    startRemote,
    stopRemote,
    async stop() {
      await stopRemote('owner');
      await stopRemote('guest');
      await Promise.all(children.map(stopProcess));
      // E2E_PRODUCT_LOG=1: what the API, the shell and the simulator printed, to debug a flow.
      if (process.env.E2E_PRODUCT_LOG) console.error(log.join(''));
      rmSync(dataDir, { recursive: true, force: true });
      if (options.postgresUrl && databaseUrl) {
        const name = new URL(databaseUrl).pathname.slice(1);
        await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  };
}
