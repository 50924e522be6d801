import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, defaultDataDir, loadConfig, serverRoot } from '../src/config';
import { mediaConfigOf } from '../src/media/media.config';
import { problemsOf } from './config-problems';

describe('loadConfig', () => {
  it('gives every setting its default when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8000,
      host: '127.0.0.1',
      dataDir: defaultDataDir,
      databaseUrl: null,
      secretKey: null,
      secretKeyFile: null,
      redisUrl: null,
      shellyCloudUrl: 'http://127.0.0.1:8010',
      shellyAllowedOrigins: ['http://127.0.0.1:8010'],
      shellyTimeoutMs: 4000,
      shellyPulseSeconds: 5,
      alloggiatiUrl: 'http://127.0.0.1:8020/service/service.asmx',
      alloggiatiTimeoutMs: 15_000,
      alloggiatiAutoSendMinutes: 5,
      alloggiatiReceiptsHours: 24,
      alloggiatiReceiptDays: 7,
      trustProxy: false,
      logLevel: 'info',
      requestTimeoutMs: 120_000,
      seedDemo: true,
      demo: {
        ownerUsername: 'host',
        ownerPassword: 'soglia-demo',
        guestUsername: 'giulia.rossi',
        guestPassword: 'GUEST123',
      },
      tokenCacheSeconds: 10,
      mediaDir: null,
      mediaMaxFileMb: 10,
      mediaDecodeThreads: null,
      mediaMaxConcurrentUploads: 8,
      photoRetentionGraceHours: 24,
      retentionIntervalMinutes: 60,
    });
  });

  it('treats a blank variable as unset and trims values', () => {
    const config = loadConfig({
      RETENTION_INTERVAL_MINUTES: '  ',
      HOST: ' 0.0.0.0 ',
      SEED_DEMO: '',
    });
    expect(config.retentionIntervalMinutes).toBe(60);
    expect(config.host).toBe('0.0.0.0');
    expect(config.seedDemo).toBe(true);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      API_PORT: '9000',
      DATA_DIR: 'tmp/db',
      MEDIA_DIR: 'tmp/media',
      MEDIA_MAX_FILE_MB: '2.5',
      MEDIA_DECODE_THREADS: '3',
      MEDIA_MAX_CONCURRENT_UPLOADS: '2',
      PHOTO_RETENTION_GRACE_HOURS: '0.5',
      RETENTION_INTERVAL_MINUTES: '0',
      SHELLY_TIMEOUT_MS: '700',
      SHELLY_PULSE_SECONDS: '1',
      SHELLY_ALLOWED_HOSTS: 'http://10.0.0.5:8010/, https://cloud.example',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'WARN',
      ALLOGGIATI_RECEIPT_DAYS: '30',
    });
    expect(config.port).toBe(9000);
    expect(config.dataDir).toBe(path.resolve('tmp/db'));
    expect(config.retentionIntervalMinutes).toBe(0);
    expect(config.shellyTimeoutMs).toBe(700);
    expect(config.shellyPulseSeconds).toBe(1);
    expect(config.shellyAllowedOrigins).toEqual([
      'http://127.0.0.1:8010',
      'http://10.0.0.5:8010',
      'https://cloud.example',
    ]);
    expect(config.seedDemo).toBe(false);
    expect(config.logLevel).toBe('warn');
    expect(config.alloggiatiReceiptDays).toBe(30);
    // The media settings reach the media module through the config, not the environment.
    expect(mediaConfigOf(config)).toMatchObject({
      dir: path.resolve('tmp/media'),
      maxFileBytes: Math.round(2.5 * 1024 * 1024),
      decodeThreads: 3,
      decodeQueue: 12,
      maxConcurrentUploads: 2,
      retentionGraceHours: 0.5,
    });
    expect(loadConfig({ SEED_DEMO: 'YES' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it.each([
    [
      { RETENTION_INTERVAL_MINUTES: 'abc' },
      "RETENTION_INTERVAL_MINUTES must be a non-negative integer, got 'abc'",
    ],
    [
      { RETENTION_INTERVAL_MINUTES: '1.5' },
      "RETENTION_INTERVAL_MINUTES must be a non-negative integer, got '1.5'",
    ],
    [{ TOKEN_CACHE_SECONDS: '-1' }, "TOKEN_CACHE_SECONDS must be a non-negative integer, got '-1'"],
    [{ API_PORT: '70000' }, "API_PORT must be an integer from 0 to 65535, got '70000'"],
    [{ PORT: 'http' }, "PORT must be an integer from 0 to 65535, got 'http'"],
    [
      { ALLOGGIATI_RECEIPT_DAYS: '31' },
      "ALLOGGIATI_RECEIPT_DAYS must be an integer from 1 to 30, got '31'",
    ],
    [{ SHELLY_TIMEOUT_MS: '0' }, "SHELLY_TIMEOUT_MS must be an integer of at least 1, got '0'"],
    [{ MEDIA_MAX_FILE_MB: '10MB' }, "MEDIA_MAX_FILE_MB must be a non-negative number, got '10MB'"],
    [{ SEED_DEMO: 'maybe' }, "SEED_DEMO must be true or false, got 'maybe'"],
    [
      { LOG_LEVEL: 'verbose' },
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'verbose'",
    ],
    [
      { ALLOGGIATI_URL: 'alloggiati.local' },
      "ALLOGGIATI_URL must be an http:// or https:// URL, got 'alloggiati.local'",
    ],
    [
      { SHELLY_CLOUD_URL: 'ftp://x' },
      "SHELLY_CLOUD_URL must be an http:// or https:// URL, got 'ftp://x'",
    ],
    [
      { SHELLY_ALLOWED_HOSTS: 'http://ok:1,not a url' },
      "SHELLY_ALLOWED_HOSTS: 'not a url' is not an origin such as http://127.0.0.1:8010.",
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('keeps the refusals of TRUST_PROXY', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY=true would trust any X-Forwarded-For: list the addresses of the proxies in ' +
        'front of the API instead, e.g. TRUST_PROXY=127.0.0.1 (or loopback) behind the bundled proxy.',
    ]);
    expect(problemsOf({ TRUST_PROXY: '2' })[0]).toMatch(
      /^TRUST_PROXY=2: a hop count cannot be checked/,
    );
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        RETENTION_INTERVAL_MINUTES: 'abc',
        SEED_DEMO: 'maybe',
        MEDIA_DECODE_THREADS: '0',
        HOST: 'fine',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "SEED_DEMO must be true or false, got 'maybe'",
      "MEDIA_DECODE_THREADS must be an integer of at least 1, got '0'",
      "RETENTION_INTERVAL_MINUTES must be a non-negative integer, got 'abc'",
    ]);
    expect((error as Error).message).toBe(
      'invalid configuration:\n' +
        "  - SEED_DEMO must be true or false, got 'maybe'\n" +
        "  - MEDIA_DECODE_THREADS must be an integer of at least 1, got '0'\n" +
        "  - RETENTION_INTERVAL_MINUTES must be a non-negative integer, got 'abc'",
    );
  });
});

describe('where settings are read', () => {
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });

  it('only the config module reads process.env (the simulators are separate programs)', () => {
    const src = path.join(serverRoot, 'src');
    const readers = sourceFiles(src)
      .filter((file) => /process\.env/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .sort();
    expect(readers).toEqual([
      'alloggiati/simulator/main.ts',
      'calendar/simulator/main.ts',
      'config.ts',
      'shelly/simulator/main.ts',
    ]);
  });
});
