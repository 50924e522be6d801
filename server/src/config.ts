import path from 'node:path';

export interface DemoConfig {
  ownerUsername: string;
  ownerPassword: string;
  guestUsername: string;
  guestPassword: string;
}

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl: string | null;
  /** Encryption secret for guest passwords and Shelly keys; null = stored in the DB. */
  secretKey: string | null;
  redisUrl: string | null;
  shellyCloudUrl: string;
  trustProxy: boolean;
  logLevel: string;
  seedDemo: boolean;
  demo: DemoConfig;
  ownerTokenIdleDays: number;
  guestGraceHours: number;
  loginThrottle: { limit: number; windowMinutes: number };
}

export const serverRoot = path.resolve(__dirname, '..');
export const defaultDataDir = path.join(serverRoot, '.data', 'pglite');

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== '' ? value.trim() : null;

const toInt = (value: string | undefined, fallback: number, name: string): number => {
  if (nonEmpty(value) === null) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${value}'.`);
  }
  return parsed;
};

const toBool = (value: string | undefined, fallback: boolean): boolean => {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined || v === null) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v);
};

const resolveDataDir = (value: string | null): string => {
  if (value === null) return defaultDataDir;
  return value.startsWith('memory://') ? value : path.resolve(value);
};

export const loadConfig = (env: Env = process.env): AppConfig => ({
  nodeEnv: env.NODE_ENV ?? 'development',
  port: toInt(env.PORT, 8000, 'PORT'),
  host: nonEmpty(env.HOST) ?? '127.0.0.1',
  dataDir: resolveDataDir(nonEmpty(env.DATA_DIR)),
  databaseUrl: nonEmpty(env.DATABASE_URL),
  secretKey: nonEmpty(env.SECRET_KEY),
  redisUrl: nonEmpty(env.REDIS_URL),
  shellyCloudUrl: nonEmpty(env.SHELLY_CLOUD_URL) ?? 'http://127.0.0.1:8010',
  trustProxy: toBool(env.TRUST_PROXY, false),
  logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  seedDemo: toBool(env.SEED_DEMO, true),
  demo: {
    ownerUsername: nonEmpty(env.DEMO_OWNER_USERNAME) ?? 'host',
    ownerPassword: nonEmpty(env.DEMO_OWNER_PASSWORD) ?? 'soglia-demo',
    guestUsername: nonEmpty(env.DEMO_GUEST_USERNAME) ?? 'giulia.rossi',
    guestPassword: nonEmpty(env.DEMO_GUEST_PASSWORD) ?? 'GUEST123',
  },
  ownerTokenIdleDays: 14,
  guestGraceHours: 24,
  loginThrottle: { limit: 10, windowMinutes: 15 },
});
