/**
 * The rules of SOGLIA_MODE=production (`npm run start:prod`): settings that are fine for the demo
 * (embedded database, a key file in the install folder, the simulators) stop a production start.
 */

export const SOGLIA_MODES = ['demo', 'production'] as const;
export type SogliaMode = (typeof SOGLIA_MODES)[number];

export const OFFICIAL_ALLOGGIATI_URL =
  'https://alloggiatiweb.poliziadistato.it/service/service.asmx';

/** The simulators' default ports (`npm run simulator`, `npm run alloggiati-simulator`). */
const SHELLY_SIMULATOR_PORT = '8010';
const ALLOGGIATI_SIMULATOR_PORT = '8020';

const MIN_SECRET_KEY_LENGTH = 32;

/** The parsed settings the rules read (null: unset). */
export interface ProductionSettings {
  DATABASE_URL: string | null;
  SECRET_KEY: string | null;
  SECRET_KEY_FILE: string | null;
  SHELLY_CLOUD_URL: string;
  ALLOGGIATI_URL: string;
  SEED_DEMO: boolean | null;
}

export interface ProductionProblem {
  name: keyof ProductionSettings;
  message: string;
}

/** localhost, 127.0.0.0/8, ::1, the unspecified addresses and IPv4-mapped loopback. */
export const isLoopbackHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host)
  );
};

/** Only the origin of a URL goes into a message: never a password it may carry. */
const originOf = (url: URL): string => url.origin;

const simulatorOrHttp = (
  name: 'SHELLY_CLOUD_URL' | 'ALLOGGIATI_URL',
  value: string,
  simulatorPort: string,
  instead: string,
): ProductionProblem | null => {
  const url = new URL(value);
  if (isLoopbackHost(url.hostname) || url.port === simulatorPort) {
    return {
      name,
      message:
        `${name}=${originOf(url)} points at a simulator (this machine, or the simulator's port ` +
        `${simulatorPort}): ${instead}`,
    };
  }
  if (url.protocol !== 'https:') {
    return { name, message: `${name} must be an https:// URL in production, got ${originOf(url)}` };
  }
  return null;
};

const databaseProblem = (value: string | null): ProductionProblem | null => {
  const example = 'postgres://user:password@host:5432/database';
  if (value === null) {
    return {
      name: 'DATABASE_URL',
      message: `DATABASE_URL is not set: production runs on PostgreSQL (${example})`,
    };
  }
  const protocol = URL.canParse(value) ? new URL(value).protocol : null;
  if (protocol === 'postgres:' || protocol === 'postgresql:') return null;
  return {
    name: 'DATABASE_URL',
    message:
      `DATABASE_URL must be a PostgreSQL URL (${example}), ` +
      (protocol ? `got a ${protocol} URL` : 'got something that is not a URL'),
  };
};

const secretProblem = (key: string | null, file: string | null): ProductionProblem | null => {
  const generate = 'e.g. SECRET_KEY=$(openssl rand -base64 32)';
  if (key === null && file === null) {
    return {
      name: 'SECRET_KEY',
      message:
        'SECRET_KEY or SECRET_KEY_FILE must be set: production keeps the encryption key out of ' +
        `the install folder (${generate}, or SECRET_KEY_FILE=/path/outside/the/checkout)`,
    };
  }
  if (key !== null && key.length < MIN_SECRET_KEY_LENGTH) {
    return {
      name: 'SECRET_KEY',
      message:
        `SECRET_KEY is too short (${key.length} character${key.length === 1 ? '' : 's'}): ` +
        `production needs at least ` +
        `${MIN_SECRET_KEY_LENGTH} random characters (${generate})`,
    };
  }
  return null;
};

/**
 * Every production rule the settings break. A setting that is itself malformed (`malformed`)
 * already has its own problem and is not looked at again.
 */
export const productionProblems = (
  settings: ProductionSettings,
  malformed: ReadonlySet<string>,
): ProductionProblem[] => {
  const ok = (name: keyof ProductionSettings) => !malformed.has(name);
  const problems = [
    ok('DATABASE_URL') ? databaseProblem(settings.DATABASE_URL) : null,
    ok('SECRET_KEY') && ok('SECRET_KEY_FILE')
      ? secretProblem(settings.SECRET_KEY, settings.SECRET_KEY_FILE)
      : null,
    ok('SHELLY_CLOUD_URL')
      ? simulatorOrHttp(
          'SHELLY_CLOUD_URL',
          settings.SHELLY_CLOUD_URL,
          SHELLY_SIMULATOR_PORT,
          "set your account's Shelly Cloud server, e.g. https://shelly-42-eu.shelly.cloud",
        )
      : null,
    ok('ALLOGGIATI_URL')
      ? simulatorOrHttp(
          'ALLOGGIATI_URL',
          settings.ALLOGGIATI_URL,
          ALLOGGIATI_SIMULATOR_PORT,
          `production sends to ${OFFICIAL_ALLOGGIATI_URL}`,
        )
      : null,
    ok('SEED_DEMO') && settings.SEED_DEMO === true
      ? {
          name: 'SEED_DEMO' as const,
          message: 'SEED_DEMO=true: production never seeds demo data; unset SEED_DEMO',
        }
      : null,
  ];
  return problems.filter((problem): problem is ProductionProblem => problem !== null);
};
