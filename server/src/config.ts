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
  /** Encryption secret for guest passwords and Shelly keys (SECRET_KEY); null = a key file. */
  secretKey: string | null;
  /** Where the generated key lives without SECRET_KEY (default: secret.key beside DATA_DIR). */
  secretKeyFile: string | null;
  redisUrl: string | null;
  shellyCloudUrl: string;
  /**
   * Origins besides Shelly Cloud's own hosts that an apartment's server_uri may name
   * (SHELLY_ALLOWED_HOSTS plus the origin of SHELLY_CLOUD_URL).
   */
  shellyAllowedOrigins: string[];
  /** The Alloggiati Web SOAP endpoint (ALLOGGIATI_URL; default: the local simulator). */
  alloggiatiUrl: string;
  /** Time one Alloggiati Web call may take (ALLOGGIATI_TIMEOUT_MS). */
  alloggiatiTimeoutMs: number;
  /** Minutes between auto-send runs (ALLOGGIATI_AUTO_SEND_MINUTES; 0: off). */
  alloggiatiAutoSendMinutes: number;
  /** Hours between receipt runs (ALLOGGIATI_RECEIPTS_HOURS; 0: off). */
  alloggiatiReceiptsHours: number;
  /** How many past days the receipt job looks at (ALLOGGIATI_RECEIPT_DAYS, 1-30). */
  alloggiatiReceiptDays: number;
  /**
   * Addresses of the proxies in front of the API whose X-Forwarded-For is believed (false:
   * none). Never "any": a client could then choose its own address.
   */
  trustProxy: false | string[];
  logLevel: string;
  /** A request (headers and body) must arrive within this time, or the connection is closed. */
  requestTimeoutMs: number;
  /** A connection that sends nothing for this long is closed. */
  idleTimeoutMs: number;
  /**
   * On SIGTERM/SIGINT, requests in flight and running jobs get this long to finish
   * (SHUTDOWN_TIMEOUT_SECONDS); then the process exits 1.
   */
  shutdownTimeoutMs: number;
  seedDemo: boolean;
  demo: DemoConfig;
  ownerTokenIdleDays: number;
  guestGraceHours: number;
  /** How long a checked login token is trusted without a database lookup (0: always look up). */
  tokenCacheSeconds: number;
  /** Wrong passwords per (account, address) and per address within the window. */
  loginThrottle: { limit: number; addressLimit: number; windowMinutes: number };
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

/** SHELLY_ALLOWED_HOSTS (comma-separated origins) plus SHELLY_CLOUD_URL's origin. */
const allowedOrigins = (list: string | undefined, cloudUrl: string): string[] => {
  const origins = new Set<string>();
  for (const item of [cloudUrl, ...(list ?? '').split(',')]) {
    const value = item.trim();
    if (value === '') continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(
        `SHELLY_ALLOWED_HOSTS: '${value}' is not an origin such as http://127.0.0.1:8010.`,
      );
    }
    origins.add(url.origin);
  }
  return [...origins];
};

const TRUST_PROXY_HELP =
  'list the addresses of the proxies in front of the API instead, e.g. TRUST_PROXY=127.0.0.1 ' +
  '(or loopback) behind the bundled proxy.';

/**
 * TRUST_PROXY: unset/false = no proxy; otherwise the proxies' addresses or CIDRs (or proxy-addr's
 * names loopback, linklocal, uniquelocal). "true" would let any client choose its address with
 * X-Forwarded-For, and a hop count cannot tell the proxy from a client connecting directly.
 */
export const parseTrustProxy = (value: string | undefined): false | string[] => {
  const v = nonEmpty(value)?.toLowerCase() ?? null;
  if (v === null || ['false', 'no', 'off', '0'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) {
    throw new Error(`TRUST_PROXY=${value} would trust any X-Forwarded-For: ${TRUST_PROXY_HELP}`);
  }
  if (/^\d+$/.test(v)) {
    throw new Error(`TRUST_PROXY=${value}: a hop count cannot be checked; ${TRUST_PROXY_HELP}`);
  }
  return v
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
};

const resolveDataDir = (value: string | null): string => {
  if (value === null) return defaultDataDir;
  return value.startsWith('memory://') ? value : path.resolve(value);
};

export const loadConfig = (env: Env = process.env): AppConfig => {
  const shellyCloudUrl = nonEmpty(env.SHELLY_CLOUD_URL) ?? 'http://127.0.0.1:8010';
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    // API_PORT is the product's name for it (README, npm start); PORT is what hosts often set.
    port: nonEmpty(env.API_PORT)
      ? toInt(env.API_PORT, 8000, 'API_PORT')
      : toInt(env.PORT, 8000, 'PORT'),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: resolveDataDir(nonEmpty(env.DATA_DIR)),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    secretKey: nonEmpty(env.SECRET_KEY),
    secretKeyFile: nonEmpty(env.SECRET_KEY_FILE) ? path.resolve(env.SECRET_KEY_FILE!.trim()) : null,
    redisUrl: nonEmpty(env.REDIS_URL),
    shellyCloudUrl,
    shellyAllowedOrigins: allowedOrigins(env.SHELLY_ALLOWED_HOSTS, shellyCloudUrl),
    alloggiatiUrl: nonEmpty(env.ALLOGGIATI_URL) ?? 'http://127.0.0.1:8020/service/service.asmx',
    alloggiatiTimeoutMs: toInt(env.ALLOGGIATI_TIMEOUT_MS, 15_000, 'ALLOGGIATI_TIMEOUT_MS'),
    alloggiatiAutoSendMinutes: toInt(
      env.ALLOGGIATI_AUTO_SEND_MINUTES,
      5,
      'ALLOGGIATI_AUTO_SEND_MINUTES',
    ),
    alloggiatiReceiptsHours: toInt(env.ALLOGGIATI_RECEIPTS_HOURS, 24, 'ALLOGGIATI_RECEIPTS_HOURS'),
    alloggiatiReceiptDays: Math.min(
      30,
      Math.max(1, toInt(env.ALLOGGIATI_RECEIPT_DAYS, 7, 'ALLOGGIATI_RECEIPT_DAYS')),
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    // Long enough for two 10 MB photos over a slow mobile link; slow-loris uploads are cut.
    requestTimeoutMs: toInt(env.REQUEST_TIMEOUT_SECONDS, 120, 'REQUEST_TIMEOUT_SECONDS') * 1000,
    idleTimeoutMs: 30_000,
    shutdownTimeoutMs: toInt(env.SHUTDOWN_TIMEOUT_SECONDS, 25, 'SHUTDOWN_TIMEOUT_SECONDS') * 1000,
    seedDemo: toBool(env.SEED_DEMO, true),
    demo: {
      ownerUsername: nonEmpty(env.DEMO_OWNER_USERNAME) ?? 'host',
      ownerPassword: nonEmpty(env.DEMO_OWNER_PASSWORD) ?? 'soglia-demo',
      guestUsername: nonEmpty(env.DEMO_GUEST_USERNAME) ?? 'giulia.rossi',
      guestPassword: nonEmpty(env.DEMO_GUEST_PASSWORD) ?? 'GUEST123',
    },
    ownerTokenIdleDays: 14,
    guestGraceHours: 24,
    tokenCacheSeconds: toInt(env.TOKEN_CACHE_SECONDS, 10, 'TOKEN_CACHE_SECONDS'),
    loginThrottle: { limit: 10, addressLimit: 30, windowMinutes: 15 },
  };
};
