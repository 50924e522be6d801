import { z } from 'zod';
import {
  amount,
  custom,
  httpUrl,
  integer,
  oneOf,
  optionalFlag,
  optionalInteger,
  optionalText,
  text,
} from './config.settings';
import { productionProblems, SOGLIA_MODES } from './config.production';
import { checkS3Settings, s3SettingsFields } from './config.s3';
import { checkIdentificationSettings, identificationSettingsFields } from './config.identification';
import { calendarSettingsFields, checkCalendarSettings } from './config.calendar';

const TRUST_PROXY_HELP =
  'list the addresses of the proxies in front of the API instead, e.g. TRUST_PROXY=127.0.0.1 ' +
  '(or loopback) behind the bundled proxy.';

/**
 * TRUST_PROXY: unset/false = no proxy; otherwise the proxies' addresses or CIDRs (or proxy-addr's
 * names loopback, linklocal, uniquelocal). "true" would let any client choose its address with
 * X-Forwarded-For, and a hop count cannot tell the proxy from a client connecting directly.
 */
const trustProxyOf = (
  value: string | undefined,
): { value: false | string[] } | { error: string } => {
  const v = value?.toLowerCase();
  if (v === undefined || ['false', 'no', 'off', '0'].includes(v)) return { value: false };
  if (['true', 'yes', 'on'].includes(v)) {
    return {
      error: `TRUST_PROXY=${value} would trust any X-Forwarded-For: ${TRUST_PROXY_HELP}`,
    };
  }
  if (/^\d+$/.test(v)) {
    return { error: `TRUST_PROXY=${value}: a hop count cannot be checked; ${TRUST_PROXY_HELP}` };
  }
  return {
    value: v
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  };
};

/** SHELLY_ALLOWED_HOSTS: comma-separated origins. */
const originsOf = (list: string | undefined): { value: string[] } | { error: string } => {
  const origins: string[] = [];
  for (const item of (list ?? '').split(',')) {
    const value = item.trim();
    if (value === '') continue;
    if (!URL.canParse(value)) {
      return {
        error: `SHELLY_ALLOWED_HOSTS: '${value}' is not an origin such as http://127.0.0.1:8010.`,
      };
    }
    origins.push(new URL(value).origin);
  }
  return { value: origins };
};

const general = 'general' as const;
const media = 'media' as const;

const fields = {
  SOGLIA_MODE: oneOf(SOGLIA_MODES, 'demo', {
    meaning:
      '`production` (what `npm run start:prod` sets) never seeds demo data and refuses to start ' +
      'without a PostgreSQL `DATABASE_URL`, without `SECRET_KEY` (32 characters or more) or ' +
      '`SECRET_KEY_FILE`, or with `SHELLY_CLOUD_URL` or `ALLOGGIATI_URL` at a simulator (a ' +
      'loopback address, port 8010 or 8020) or on plain http, or with ' +
      '`CALENDAR_ALLOW_INSECURE=true`; `demo`: every default below works on one machine',
    section: general,
  }),
  API_PORT: optionalInteger(
    {
      default: '`8000`',
      meaning: 'listen port (wins over `PORT` when both are set)',
      section: general,
    },
    { max: 65535 },
  ),
  PORT: optionalInteger(
    {
      default: '–',
      meaning: 'listen port when `API_PORT` is not set (the name hosts often set)',
      section: general,
    },
    { max: 65535 },
  ),
  HOST: text('127.0.0.1', { meaning: 'listen address', section: general }),
  DATA_DIR: optionalText({
    default: '`server/.data/pglite`',
    meaning:
      'PGlite data directory (created on first start; relative paths resolve from `server/`)',
    section: general,
  }),
  DATABASE_URL: optionalText({
    meaning: 'use this PostgreSQL instead of PGlite',
    section: general,
  }),
  SECRET_KEY: optionalText({
    meaning:
      'encryption key of guest passwords and Shelly auth keys; without it a random key is ' +
      'generated once into `SECRET_KEY_FILE`',
    section: general,
  }),
  SECRET_KEY_FILE: optionalText({
    default: '`<DATA_DIR>/../secret.key` (`server/.data/secret.key`)',
    meaning:
      'the generated key (mode 0600), kept out of the database so a dump exposes nothing; also ' +
      'used with `DATABASE_URL` (every API process needs the same file, or set `SECRET_KEY`). An ' +
      'in-memory database keeps its key in memory',
    section: general,
  }),
  REDIS_URL: optionalText({
    meaning:
      'keep the login and door-code throttles in this Redis instead of the database (shared by ' +
      'every API process either way)',
    section: general,
  }),
  REDIS_KEY_PREFIX: text('soglia:', {
    meaning:
      'start of every key and channel this installation writes in Redis: give each installation ' +
      'sharing one Redis its own (e.g. `soglia-staging:`)',
    section: general,
  }),
  SHELLY_CLOUD_URL: httpUrl('http://127.0.0.1:8010', {
    meaning: '`server_uri` of the demo apartment; its origin is always allowed as a `server_uri`',
    section: general,
  }),
  SHELLY_ALLOWED_HOSTS: custom(originsOf, {
    default: '–',
    meaning:
      "comma-separated origins (e.g. `http://10.0.0.5:8010`) an apartment's `server_uri` may " +
      "name besides Shelly Cloud's own `https://shelly-….shelly.cloud` hosts. Anything else is " +
      'refused on save (field error on `server_uri`) and never called (checked again at call ' +
      "time); the audit log records fixed reasons, never the cloud's answer or a network error",
    section: general,
  }),
  SHELLY_TIMEOUT_MS: integer(
    4000,
    { meaning: 'time one Shelly Cloud call may take', section: general },
    { min: 1 },
  ),
  SHELLY_PULSE_SECONDS: integer(
    5,
    {
      meaning: 'how long a door relay stays on after an opening (device-side auto-off)',
      section: general,
    },
    { min: 1 },
  ),
  ALLOGGIATI_URL: httpUrl('http://127.0.0.1:8020/service/service.asmx', {
    meaning:
      'the Alloggiati Web SOAP endpoint (default: the local simulator, `npm run ' +
      'alloggiati-simulator`; the real one is ' +
      '`https://alloggiatiweb.poliziadistato.it/service/service.asmx`)',
    section: general,
  }),
  ALLOGGIATI_TIMEOUT_MS: integer(15_000, {
    meaning:
      'time one Alloggiati Web call may take (a Send past it is recorded as uncertain, never ' +
      'resent by itself)',
    section: general,
  }),
  ALLOGGIATI_AUTO_SEND_MINUTES: integer(5, {
    meaning:
      'how often each process runs the auto-send job (stays of apartments that opted in; one ' +
      'process at a time); `0` turns it off',
    section: general,
  }),
  ALLOGGIATI_RECEIPTS_HOURS: integer(24, {
    meaning:
      'how often each process runs the receipts job (first run two minutes after start; one ' +
      'process at a time); `0` turns it off',
    section: general,
  }),
  ALLOGGIATI_RECEIPT_DAYS: integer(
    7,
    {
      meaning:
        'how many past days (1–30, yesterday first) the receipts job looks at for missing receipts',
      section: general,
    },
    { min: 1, max: 30 },
  ),
  SEED_DEMO: optionalFlag({
    default: '`true`; `false` with `SOGLIA_MODE=production`, which refuses `true`',
    meaning: 'seed the demo on the first start with an empty database',
    section: general,
  }),
  DEMO_OWNER_USERNAME: text('host', { meaning: 'demo owner', section: general }),
  DEMO_OWNER_PASSWORD: text('soglia-demo', { meaning: "demo owner's password", section: general }),
  DEMO_GUEST_USERNAME: text('giulia.rossi', {
    meaning: 'demo guest (stay: today → tomorrow, 15:00 → 10:00)',
    section: general,
  }),
  DEMO_GUEST_PASSWORD: text('GUEST123', { meaning: "demo guest's password", section: general }),
  TRUST_PROXY: custom(trustProxyOf, {
    default: '`false`',
    meaning:
      'addresses (or CIDRs, or `loopback`) of the proxies in front of the API whose ' +
      '`X-Forwarded-For` is believed; `npm start` sets `loopback` (the shell proxy replaces any ' +
      'client-sent `X-Forwarded-For` with the real address). `true` and hop counts are refused: ' +
      'a client could choose its own address',
    section: general,
  }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', {
    meaning:
      'pino level; pretty logs only on a TTY outside production. At `info` each answer is one ' +
      'line (method, URL, status, time)',
    section: general,
  }),
  TOKEN_CACHE_SECONDS: integer(10, {
    meaning:
      'how long an API process trusts a login token it has checked without asking the database ' +
      'again (`0`: ask every time). A logout, a password change, a deleted stay or owner, new ' +
      'stay dates or time zone end the cached token in every process at once: database triggers ' +
      'notify on commit (`LISTEN soglia_auth` on one extra connection per process with ' +
      '`DATABASE_URL`; nothing is cached while that connection is down)',
    section: general,
  }),
  SHUTDOWN_TIMEOUT_SECONDS: integer(
    25,
    {
      meaning:
        'on `SIGTERM`/`SIGINT`, how long requests in flight and running jobs may take to finish ' +
        'before the process gives up and exits `1`',
      section: general,
    },
    { min: 1 },
  ),
  NODE_ENV: text('development', {
    meaning: '`production` turns the pretty logs off, even on a TTY',
    section: general,
  }),
  ...identificationSettingsFields,
  ...calendarSettingsFields,

  MEDIA_STORE: oneOf(['local', 's3'], 'local', {
    meaning:
      'where stored files (document photos) are kept: `local`, files under `MEDIA_DIR`; `s3`, ' +
      'objects in the bucket `S3_BUCKET` (settings below). Every API process must use the same ' +
      'store; switching does not move the files already stored',
    section: media,
  }),
  MEDIA_DIR: optionalText({
    default: '`<DATA_DIR>/../media` (`server/.data/media`); a temp dir for in-memory DBs',
    meaning: 'private media directory, never served statically',
    section: media,
  }),
  MEDIA_MAX_FILE_MB: amount(10, {
    meaning: 'largest upload per file (413 above it)',
    section: media,
  }),
  MEDIA_DECODE_THREADS: optionalInteger(
    {
      default: 'cores − 1, between 1 and 4',
      meaning: 'worker threads that decode BMPs and check PDFs',
      section: media,
    },
    { min: 1 },
  ),
  MEDIA_MAX_CONCURRENT_UPLOADS: integer(
    8,
    {
      meaning: 'multipart uploads read and checked at once per process (503 above it)',
      section: media,
    },
    { min: 1 },
  ),
  REQUEST_TIMEOUT_SECONDS: integer(120, {
    meaning:
      'a request (headers and body) that takes longer is answered 408 and its connection closed',
    section: media,
  }),
  PHOTO_RETENTION_GRACE_HOURS: amount(24, {
    meaning: 'photos are removed this long after check-out',
    section: media,
  }),
  RETENTION_INTERVAL_MINUTES: integer(60, {
    meaning: 'in-process schedule of the job; `0` turns it off',
    section: media,
  }),

  ...s3SettingsFields,
};

/** The names of the settings whose own schema found a problem. */
const malformedOf = (issues: readonly { path?: readonly PropertyKey[] }[]): Set<string> =>
  new Set(issues.map((issue) => String(issue.path?.[0] ?? '')));

/**
 * Every setting of the API server: its environment variable, type, default and meaning. The
 * settings tables of server/README.md are generated from it (`npm run docs:settings`). The rules
 * between settings (the bucket of MEDIA_STORE=s3, production's) run even when another setting is
 * malformed, so one start lists every problem.
 */
export const settingsSchema = z.object(fields).superRefine(
  (settings, ctx) => {
    checkS3Settings(settings, ctx);
    checkIdentificationSettings(settings, ctx);
    checkCalendarSettings(settings, ctx);
    if (settings.SOGLIA_MODE !== 'production') return;
    for (const problem of productionProblems(settings, malformedOf(ctx.issues))) {
      ctx.addIssue({ code: 'custom', path: [problem.name], message: problem.message });
    }
  },
  { when: () => true },
);

export type Settings = z.output<typeof settingsSchema>;
