import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom with the real Soglia API beside it, one per test file (select it with the docblock
 * `@jest-environment ./src/test/realApiEnvironment.ts`). It starts the Shelly Cloud simulator and
 * the API as child processes on free ports (no clash with another checkout running the suite),
 * with a fresh PGlite data directory and the demo seed. jsdom's URL is the API's origin, so XHR
 * is same-origin and jsdom's cookie jar keeps `csrftoken`, as in a browser. The port is chosen
 * before jsdom is created: jsdom's XHR keeps the origin the window was created with, so moving
 * the URL afterwards (`reconfigure`) makes every call cross-origin.
 * The api-client never imports server code; the server only runs as a process.
 */

const repoRoot = path.resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 90_000;

export interface RealApiInfo {
  /** The API's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The Shelly Cloud simulator's origin (its /__sim/* control API). */
  shellyUrl: string;
  /** The Alloggiati Web simulator's origin (its /__sim/* control API; account DEMO0001 / demo / demo-wskey). */
  alloggiatiUrl: string;
  /** The calendar feed simulator's origin (the demo apartment's feed; /__sim/* control API). */
  calendarUrl: string;
}

/** Starts `script` (TypeScript, through tsx) and resolves with the first match of `ready`. */
function start(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: string }> {
  // The jest worker's NODE_OPTIONS (--experimental-vm-modules) is not for the servers.
  const { NODE_OPTIONS: _nodeOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) => fail(`exited with code ${code}`);
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    const fail = (reason: string) => {
      done();
      child.kill('SIGKILL');
      reject(new Error(`${script}: ${reason}\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        done();
        resolve({ child, match: match[1] });
      }
    };
    const timer = setTimeout(() => fail('did not start in time'), START_TIMEOUT_MS);
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}

/** A port free right now (the OS picks it), found synchronously for the jsdom constructor. */
function freePort(): number {
  const script =
    "const s = require('node:net').createServer();" +
    "s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

function withOrigin(config: JestEnvironmentConfig, origin: string): JestEnvironmentConfig {
  const options = { ...config.projectConfig.testEnvironmentOptions, url: `${origin}/` };
  return { ...config, projectConfig: { ...config.projectConfig, testEnvironmentOptions: options } };
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default class RealApiEnvironment extends TestEnvironment {
  private api: ChildProcess | null = null;
  private simulator: ChildProcess | null = null;
  private alloggiati: ChildProcess | null = null;
  private calendar: ChildProcess | null = null;
  private dataRoot: string | null = null;

  private readonly port: number;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    const port = freePort();
    super(withOrigin(config, `http://127.0.0.1:${port}`), context);
    this.port = port;
  }

  async setup(): Promise<void> {
    await super.setup();
    try {
      await this.startServers();
    } catch (error) {
      await this.stopServers();
      throw error;
    }
  }

  private async startServers(): Promise<void> {
    this.dataRoot = mkdtempSync(path.join(tmpdir(), 'soglia-api-client-'));
    const simulator = await start(
      'server/src/shelly/simulator/main.ts',
      { SHELLY_SIM_PORT: '0' },
      /Shelly Cloud simulator on (http:\/\/\S+)/,
    );
    this.simulator = simulator.child;
    const alloggiati = await start(
      'server/src/alloggiati/simulator/main.ts',
      { ALLOGGIATI_SIM_PORT: '0' },
      /Alloggiati Web simulator: (http:\/\/\S+)/,
    );
    this.alloggiati = alloggiati.child;
    const calendar = await start(
      'server/src/calendar/simulator/main.ts',
      { CALENDAR_SIM_PORT: '0' },
      /Calendar feed simulator: (http:\/\/[^/\s]+)\//,
    );
    this.calendar = calendar.child;
    const calendarHost = new URL(calendar.match).host;
    const api = await start(
      'server/src/main.ts',
      {
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(this.dataRoot, 'pglite'),
        SEED_DEMO: 'true',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SHELLY_CLOUD_URL: simulator.match,
        ALLOGGIATI_URL: alloggiati.match,
        RETENTION_INTERVAL_MINUTES: '0',
        ALLOGGIATI_AUTO_SEND_MINUTES: '0',
        ALLOGGIATI_RECEIPTS_HOURS: '0',
        // The tests read the calendars themselves (Sincronizza ora): no scheduled sync races them.
        CALENDAR_SYNC_MINUTES: '0',
        CALENDAR_ALLOWED_HOSTS: calendarHost,
        CALENDAR_ALLOW_INSECURE: 'true',
        DEMO_CALENDAR_URL: `${calendar.match}/airbnb/casa-soglia.ics`,
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      /API\s+(http:\/\/\S+)\/api\//,
    );
    this.api = api.child;
    const info: RealApiInfo = {
      url: api.match,
      shellyUrl: simulator.match,
      alloggiatiUrl: new URL(alloggiati.match).origin,
      calendarUrl: calendar.match,
    };
    (this.global as unknown as { __SOGLIA_REAL_API__: RealApiInfo }).__SOGLIA_REAL_API__ = info;
  }

  private async stopServers(): Promise<void> {
    await Promise.all([
      stop(this.api),
      stop(this.simulator),
      stop(this.alloggiati),
      stop(this.calendar),
    ]);
    this.api = null;
    this.calendar = null;
    this.simulator = null;
    this.alloggiati = null;
    if (this.dataRoot) rmSync(this.dataRoot, { recursive: true, force: true });
    this.dataRoot = null;
  }

  async teardown(): Promise<void> {
    await this.stopServers();
    await super.teardown();
  }
}
