import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call } from './shellProcess';

const REPO = path.resolve(__dirname, '..', '..', '..');
const START_TIMEOUT_MS = 90_000;

export interface RunningApi {
  child: ChildProcess;
  /** The API's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  stop: () => Promise<void>;
}

/**
 * The real Soglia API (server/src/main.ts through tsx) on a free port, with a fresh PGlite data
 * folder and the demo seed. It trusts X-Forwarded-* from loopback, as behind the shell in
 * production (docs/deploy/soglia.env).
 */
export function startApi(): Promise<RunningApi> {
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'shell-real-api-'));
  // The jest worker's NODE_OPTIONS (--experimental-vm-modules) is not for the API.
  const { NODE_OPTIONS: _nodeOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataRoot, 'pglite'),
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'loopback',
      RETENTION_INTERVAL_MINUTES: '0',
      ALLOGGIATI_AUTO_SEND_MINUTES: '0',
      ALLOGGIATI_RECEIPTS_HOURS: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataRoot, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) {
        done();
        return;
      }
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      rmSync(dataRoot, { recursive: true, force: true });
      reject(new Error(`the API ${reason}:\n${output}`));
    };
    const timer = setTimeout(() => fail('did not start in time'), START_TIMEOUT_MS);
    const onExit = (code: number | null) => fail(`exited (${code})`);
    child.once('exit', onExit);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API\s+(http:\/\/\S+)\/api\//.exec(output);
      if (match) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, url: match[1], stop });
      }
    });
  });
}

/** Signs in through `port` (the shell) as a browser does (CSRF cookie first): the token. */
export async function signInThrough(
  port: number,
  credentials: { username: string; password: string },
): Promise<string> {
  const csrf = await call(port, 'GET', '/api/csrf/');
  const cookie = String(csrf.headers['set-cookie']?.[0] ?? '').split(';', 1)[0];
  const res = await call(port, 'POST', '/api/auth/login/', {
    headers: {
      'Content-Type': 'application/json',
      Cookie: cookie,
      'X-CSRFToken': cookie.split('=')[1] ?? '',
    },
    body: JSON.stringify(credentials),
  });
  if (res.status >= 300) throw new Error(`login: ${res.status} ${res.body.toString()}`);
  return (JSON.parse(res.body.toString()) as { key: string }).key;
}
