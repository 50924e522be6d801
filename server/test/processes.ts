/**
 * Real API processes on one database behind one round-robin proxy, for the two-process test
 * (scale.two-process.test.ts) and `npm run bench:scale`. No jest here: the bench runs it with tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { serverRoot, type S3Settings } from '../src/config';
import { settingsSchema } from '../src/config.schema';
import { startProxy, type RoundRobinProxy } from './round-robin-proxy';

const START_TIMEOUT_MS = 120_000;
const SETTINGS = settingsSchema.shape;
const OUTPUT_KEPT = 64 * 1024;

/** What every process of one service shares; the media store's settings go here too. */
export interface ServiceSettings {
  databaseUrl: string;
  secretKey: string;
  /** The local media folder every process shares (one machine only); unused with `s3`. */
  mediaDir: string;
  /** One bucket for every process (MEDIA_STORE=s3), as processes on several machines need. */
  s3?: S3Settings | null;
  /** The PGlite data dir is unused with DATABASE_URL; a private one keeps `server/.data` clean. */
  dataDir: string;
  redisUrl?: string | null;
  alloggiatiUrl?: string;
  logLevel?: string;
}

/** The S3_* settings that make a process keep its media in the bucket of `s3`. */
const s3Env = (s3: S3Settings): Record<string, string> => ({
  MEDIA_STORE: 's3',
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  ...(s3.endpoint ? { S3_ENDPOINT: s3.endpoint } : {}),
  S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
  ...(s3.prefix ? { S3_PREFIX: s3.prefix } : {}),
  ...(s3.credentials
    ? {
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      }
    : {}),
});

/** The environment of one API process of the service: the one place its settings are made. */
export const serviceEnv = (s: ServiceSettings): Record<string, string> => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  API_PORT: '0',
  DATABASE_URL: s.databaseUrl,
  DATA_DIR: s.dataDir,
  SECRET_KEY: s.secretKey,
  MEDIA_DIR: s.mediaDir,
  ...(s.s3 ? s3Env(s.s3) : {}),
  // A Redis is shared by every test file running at once: each service counts and signals under
  // keys of its own, as two installations sharing one Redis would.
  ...(s.redisUrl
    ? {
        REDIS_URL: s.redisUrl,
        REDIS_KEY_PREFIX: `soglia-test-${crypto.randomBytes(6).toString('hex')}:`,
      }
    : {}),
  ...(s.alloggiatiUrl ? { ALLOGGIATI_URL: s.alloggiatiUrl } : {}),
  SEED_DEMO: 'false',
  // The proxy (round-robin-proxy.ts) is the one hop, on this machine; each client's X-Forwarded-For is believed.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: s.logLevel ?? 'warn',
  // Scheduled jobs stay off: what a test or the bench proves runs on request.
  ALLOGGIATI_AUTO_SEND_MINUTES: '0',
  ALLOGGIATI_RECEIPTS_HOURS: '0',
  RETENTION_INTERVAL_MINUTES: '0',
});

/**
 * How a process runs the API: its TypeScript source through tsx (`npm start`'s way, and the
 * tests', which run before any build), or the build's `node dist/main.js` (production's way).
 */
export type ApiCommand = 'source' | 'compiled';

/** What `npm run build -w @soglia/server` compiles the API into. */
export const COMPILED_API = path.join(serverRoot, 'dist', 'main.js');

/** Whether the compiled API exists, and is as new as every file of the source (else `stale`). */
export const compiledApiState = (): 'missing' | 'current' | 'stale' => {
  if (!fs.existsSync(COMPILED_API)) return 'missing';
  const builtAt = fs.statSync(COMPILED_API).mtimeMs;
  const entries = fs.readdirSync(path.join(serverRoot, 'src'), {
    recursive: true,
    withFileTypes: true,
  });
  const newer = entries.some(
    (entry) =>
      entry.isFile() && fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs > builtAt,
  );
  return newer ? 'stale' : 'current';
};

const ARGUMENTS: Record<ApiCommand, string[]> = {
  source: ['--import', 'tsx', 'src/main.ts'],
  compiled: [COMPILED_API],
};

export interface ApiProcess {
  child: ChildProcess;
  /** Resolves with `http://127.0.0.1:<port>` once the start banner is printed. */
  url: Promise<string>;
  exited: Promise<number | null>;
  /** The last 64 KB of its stdout and stderr. */
  output(): string;
}

/** Starts one API process with `command`. The one place that knows the commands. */
export const startApiProcess = (
  env: Record<string, string>,
  command: ApiCommand = 'source',
): ApiProcess => {
  // Only `env` chooses settings (none leaks in from the caller's environment), and a jest
  // worker's NODE_OPTIONS (--experimental-vm-modules) is not for the API.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !(name in SETTINGS) && name !== 'NODE_OPTIONS'),
  );
  const child = spawn(process.execPath, ARGUMENTS[command], {
    cwd: serverRoot,
    env: { ...inherited, ...env },
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner:\n${text}`)), START_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = /API {7}(http:\/\/\S+)\/api\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr!.on('data', keep);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before its banner:\n${text}`));
    });
  });
  url.catch(() => {}); // a caller that never awaits it must not crash the process
  return { child, url, exited, output: () => text };
};

export interface Service {
  processes: ApiProcess[];
  /** The processes' own URLs, by index (the proxy's upstreams). */
  urls: string[];
  proxy: RoundRobinProxy;
  /** SIGKILLs every process still running and closes the proxy. */
  stop(): Promise<void>;
}

/**
 * Starts `count` API processes at once on one database (the first start migrates it; the others
 * wait on the migration lock) and one proxy in front of them.
 */
export const startService = async (
  count: number,
  env: Record<string, string>,
  command: ApiCommand = 'source',
): Promise<Service> => {
  const processes = Array.from({ length: count }, () => startApiProcess(env, command));
  const kill = async () => {
    await Promise.all(
      processes.map(async (p) => {
        if (p.child.exitCode === null && p.child.signalCode === null) {
          p.child.kill('SIGKILL');
          await p.exited;
        }
      }),
    );
  };
  try {
    const urls = await Promise.all(processes.map((p) => p.url));
    const proxy = await startProxy(urls);
    return {
      processes,
      urls,
      proxy,
      stop: async () => {
        await proxy.close();
        await kill();
      },
    };
  } catch (err) {
    await kill();
    throw err;
  }
};

/** A fresh PostgreSQL database on the server of `baseUrl` (for the bench; tests use helper.ts). */
export const scratchPostgresDatabase = async (baseUrl: string, prefix: string) => {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

/**
 * REDIS_URL, or the Redis of this machine (127.0.0.1:6379) when one answers; null without any:
 * the throttles then live in PostgreSQL, shared by the processes all the same.
 */
export const reachableRedisUrl = async (): Promise<string | null> => {
  const url = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? url : null;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
};
