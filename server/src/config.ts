import path from 'node:path';
import type { SogliaMode } from './config.production';
import { settingsSchema, type Settings } from './config.schema';
import { identificationSettingsOf, type IdentificationSettings } from './config.identification';
import { calendarSettingsOf, type CalendarSettings } from './config.calendar';

export type { IdentificationSettings } from './config.identification';
export type { CalendarSettings } from './config.calendar';

export interface DemoConfig {
  ownerUsername: string;
  ownerPassword: string;
  guestUsername: string;
  guestPassword: string;
}

/** The bucket of MEDIA_STORE=s3 (S3_* settings). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service's URL; null: AWS. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Key prefix ending with '/', or ''. */
  prefix: string;
  /** null: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface AppConfig {
  /** SOGLIA_MODE: `production` never seeds and has refused demo-only settings. */
  mode: SogliaMode;
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
  /** Start of every Redis key and channel (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
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
  /** Shelly Cloud call timeout (SHELLY_TIMEOUT_MS). */
  shellyTimeoutMs: number;
  /** How long a door relay stays on (device-side auto-off), seconds (SHELLY_PULSE_SECONDS). */
  shellyPulseSeconds: number;
  /** Where stored files live (MEDIA_STORE): the media directory, or the bucket of `s3`. */
  mediaStore: 'local' | 's3';
  /** The bucket's settings when MEDIA_STORE=s3, else null. */
  s3: S3Settings | null;
  /** Private media directory (MEDIA_DIR); null: beside the data directory, or a temp dir. */
  mediaDir: string | null;
  /** Largest accepted upload per file, in MB (MEDIA_MAX_FILE_MB). */
  mediaMaxFileMb: number;
  /** Worker threads that decode uploads (MEDIA_DECODE_THREADS); null: from the core count. */
  mediaDecodeThreads: number | null;
  /** Multipart uploads processed at once (MEDIA_MAX_CONCURRENT_UPLOADS). */
  mediaMaxConcurrentUploads: number;
  /** Photos are removed this long after check-out (PHOTO_RETENTION_GRACE_HOURS). */
  photoRetentionGraceHours: number;
  /** Minutes between in-process retention runs (RETENTION_INTERVAL_MINUTES; 0: off). */
  retentionIntervalMinutes: number;
  /** Identification at the door: ICE servers, TURN credentials, ring time. */
  identification: IdentificationSettings;
  /** Calendar import and export: schedule, allowed hosts, download limits. */
  calendar: CalendarSettings;
}

// The compiled programs (dist/*.js) sit as deep in the server folder as src/config.ts.
export const serverRoot = path.resolve(__dirname, '..');
export const defaultDataDir = path.join(serverRoot, '.data', 'pglite');

type Env = Record<string, string | undefined>;

/** Malformed settings: `problems` names each variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A problem's message names its variable; where the schema's message does not, it is prefixed. */
const problemOf = (issue: { path: PropertyKey[]; message: string }): string => {
  const name = String(issue.path[0] ?? '');
  return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
};

const resolveDataDir = (value: string | null): string => {
  if (value === null) return defaultDataDir;
  return value.startsWith('memory://') ? value : path.resolve(value);
};

const s3SettingsOf = (s: Settings): S3Settings | null => {
  if (s.MEDIA_STORE !== 's3' || s.S3_BUCKET === null) return null;
  return {
    bucket: s.S3_BUCKET,
    region: s.S3_REGION,
    endpoint: s.S3_ENDPOINT,
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
    prefix: s.S3_PREFIX,
    credentials:
      s.S3_ACCESS_KEY_ID !== null && s.S3_SECRET_ACCESS_KEY !== null
        ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
        : null,
  };
};

/** Reads every setting from `env` once; throws a ConfigError listing every malformed one. */
export const loadConfig = (env: Env = process.env): AppConfig => {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map(problemOf));
  const s = parsed.data;
  const shellyAllowedOrigins = [
    ...new Set([new URL(s.SHELLY_CLOUD_URL).origin, ...s.SHELLY_ALLOWED_HOSTS]),
  ];
  const mode = s.SOGLIA_MODE as SogliaMode;
  return {
    mode,
    nodeEnv: s.NODE_ENV,
    // API_PORT is the product's name for it (README, npm start); PORT is what hosts often set.
    port: s.API_PORT ?? s.PORT ?? 8000,
    host: s.HOST,
    dataDir: resolveDataDir(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    secretKey: s.SECRET_KEY,
    secretKeyFile: s.SECRET_KEY_FILE === null ? null : path.resolve(s.SECRET_KEY_FILE),
    redisUrl: s.REDIS_URL,
    redisKeyPrefix: s.REDIS_KEY_PREFIX,
    shellyCloudUrl: s.SHELLY_CLOUD_URL,
    shellyAllowedOrigins,
    alloggiatiUrl: s.ALLOGGIATI_URL,
    alloggiatiTimeoutMs: s.ALLOGGIATI_TIMEOUT_MS,
    alloggiatiAutoSendMinutes: s.ALLOGGIATI_AUTO_SEND_MINUTES,
    alloggiatiReceiptsHours: s.ALLOGGIATI_RECEIPTS_HOURS,
    alloggiatiReceiptDays: s.ALLOGGIATI_RECEIPT_DAYS,
    trustProxy: s.TRUST_PROXY,
    logLevel: s.LOG_LEVEL,
    // Long enough for two 10 MB photos over a slow mobile link; slow-loris uploads are cut.
    requestTimeoutMs: s.REQUEST_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: 30_000,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    seedDemo: mode !== 'production' && (s.SEED_DEMO ?? true),
    demo: {
      ownerUsername: s.DEMO_OWNER_USERNAME,
      ownerPassword: s.DEMO_OWNER_PASSWORD,
      guestUsername: s.DEMO_GUEST_USERNAME,
      guestPassword: s.DEMO_GUEST_PASSWORD,
    },
    ownerTokenIdleDays: 14,
    guestGraceHours: 24,
    tokenCacheSeconds: s.TOKEN_CACHE_SECONDS,
    loginThrottle: { limit: 10, addressLimit: 30, windowMinutes: 15 },
    shellyTimeoutMs: s.SHELLY_TIMEOUT_MS,
    shellyPulseSeconds: s.SHELLY_PULSE_SECONDS,
    mediaStore: s.MEDIA_STORE === 's3' ? 's3' : 'local',
    s3: s3SettingsOf(s),
    mediaDir: s.MEDIA_DIR === null ? null : path.resolve(s.MEDIA_DIR),
    mediaMaxFileMb: s.MEDIA_MAX_FILE_MB,
    mediaDecodeThreads: s.MEDIA_DECODE_THREADS,
    mediaMaxConcurrentUploads: s.MEDIA_MAX_CONCURRENT_UPLOADS,
    photoRetentionGraceHours: s.PHOTO_RETENTION_GRACE_HOURS,
    retentionIntervalMinutes: s.RETENTION_INTERVAL_MINUTES,
    identification: identificationSettingsOf(s),
    calendar: calendarSettingsOf(s),
  };
};

/**
 * loadConfig for a program's start: a malformed setting prints `<what> did not start: ...` with
 * every problem (no stack trace) and exits 1.
 */
export const loadConfigOrExit = (what: string, env: Env = process.env): AppConfig => {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`${what} did not start: ${err.message}`);
    process.exit(1);
  }
};
