/**
 * The parts of `npm run bench:evening` that act (bench/evening.ts): the Shelly Cloud simulator in
 * a process of its own, the guests tapping Open, and the host's console polling.
 */
import { spawn } from 'node:child_process';
import { serverRoot } from '../src/config';
import type { TestClient } from '../test/api-client';
import type { Opening, Tap } from './evening.report';

const MAX_TAPS = 3;
const STAYS_EVERY_MS = 10_000;
const STATUS_EVERY_MS = 30_000;

export type Endpoints = Map<string, { ms: number[]; failed: number }>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The simulator in its own process, so the bench's own load never delays its answers. */
export const startSimulator = async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/shelly/simulator/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, SHELLY_SIM_PORT: '0', NODE_OPTIONS: '' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /simulator on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}: ${out}`)));
  });
  const control = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${url}/__sim/${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`simulator ${method} ${route}: ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  return { url, control, stop: () => child.kill('SIGTERM') };
};

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const timed = async <T>(
  endpoints: Endpoints,
  label: string,
  call: () => Promise<{ status: number } & T>,
) => {
  const started = performance.now();
  const res = await call();
  const entry = endpoints.get(label) ?? { ms: [], failed: 0 };
  entry.ms.push(performance.now() - started);
  if (res.status >= 400) entry.failed += 1;
  endpoints.set(label, entry);
  return res;
};

/** One guest: guest-room a few seconds before, then taps until OPENED! or three taps. */
export const guestOpens = async (
  client: TestClient,
  opening: Opening & { doorId: number; cpc: string },
  startAt: number,
  endpoints: Endpoints,
) => {
  await sleep(startAt - 5000 - Date.now());
  await timed(endpoints, 'GET /api/guest-room/ (guests, before the tap)', () =>
    client.get('/api/guest-room/?language=it'),
  );
  await sleep(startAt - Date.now());
  opening.firstTap = Date.now();
  for (let n = 0; n < MAX_TAPS; n += 1) {
    const at = Date.now();
    const tap: Tap = {
      account: opening.account,
      doorId: opening.doorId,
      at,
      answeredAt: at,
      status: 0,
      reason: 'no answer',
      queuedMs: null,
    };
    opening.taps.push(tap);
    let retryAfter = 2;
    try {
      const res = await client.post('/api/check-cpc/', {
        door_id: opening.doorId,
        cpc: opening.cpc,
      });
      tap.answeredAt = Date.now();
      tap.status = res.status;
      tap.reason = res.status === 200 ? 'opened' : (res.body?.code ?? `HTTP ${res.status}`);
      tap.queuedMs = res.status === 200 ? res.body.queued_ms : null;
      retryAfter = Number(res.headers.get('retry-after') ?? 2);
    } catch (error) {
      tap.answeredAt = Date.now();
      tap.reason = `no answer (${(error as Error).message})`;
    }
    if (tap.status === 200) {
      opening.openedAt = tap.answeredAt;
      return;
    }
    await sleep(Math.min(10, retryAfter) * 1000);
  }
};

/** The host's console: Soggiorni every 10 s, the device status every 30 s, until `stop`. */
export const hostConsole = async (
  client: TestClient,
  today: string,
  endpoints: Endpoints,
  stop: { done: boolean },
) => {
  let nextStatus = 0;
  while (!stop.done) {
    const round = Date.now();
    const calls = [
      timed(endpoints, 'GET /api/owner-checkin-details/ today (host, Soggiorni)', () =>
        client.get(`/api/owner-checkin-details/?start_date=${today}&end_date=${today}`),
      ),
    ];
    if (round >= nextStatus) {
      nextStatus = round + STATUS_EVERY_MS;
      calls.push(
        timed(endpoints, 'GET /api/check-doors-status/ (host, 120 doors)', () =>
          client.get('/api/check-doors-status/'),
        ),
      );
    }
    await Promise.all(calls);
    await sleep(round + STAYS_EVERY_MS - Date.now());
  }
};
