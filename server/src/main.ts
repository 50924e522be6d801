import { loadConfigOrExit, type AppConfig } from './config';
import { DataDirLockedError } from './db';
import { mediaStoreOf, MediaStoreError } from './media';
import { EncryptionKeyError } from './security';
import { startServer } from './server';

const box = (lines: string[]): string => {
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  return [`┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`].join('\n');
};

const banner = (config: AppConfig, url: string, seeded: boolean, demoLogins: boolean): string => {
  const { demo } = config;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
  // Logins are printed only when they work: not when owners existed before the first start,
  // nor with SEED_DEMO=false.
  const logins = demoLogins
    ? [
        seeded ? 'Demo data seeded now. Demo logins:' : 'Demo logins:',
        `  owner   ${demo.ownerUsername} / ${demo.ownerPassword}`,
        `  guest   ${demo.guestUsername} / ${demo.guestPassword}`,
        '',
      ]
    : [];
  return box([
    'Soglia API is running',
    '',
    `API       ${url}/api/`,
    `API docs  ${url}/api/docs`,
    `Database  ${database}`,
    `Media     ${mediaStoreOf(config).describe()}`,
    '',
    ...logins,
    'Stop with Ctrl+C.',
  ]);
};

const main = async (): Promise<void> => {
  const config = loadConfigOrExit('Soglia API');
  let server;
  try {
    server = await startServer(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nStop that process first, or set DATA_DIR / DATABASE_URL.`);
      process.exit(1);
    }
    // The bucket is missing, refuses the keys or does not answer (the start sweep lists it).
    if (err instanceof EncryptionKeyError || err instanceof MediaStoreError) {
      console.error(`Soglia API did not start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  console.log(banner(config, server.url, server.seeded, server.demoLogins));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      process.exit(1); // second signal: give up waiting
    }
    stopping = true;
    server.app.log.info(
      { signal },
      'shutting down: finishing requests in flight and running jobs, taking no new ones',
    );
    server.stop().then(
      (finished) => {
        if (finished) server.app.log.info('stopped cleanly');
        process.exit(finished ? 0 : 1);
      },
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
};

main().catch((err) => {
  console.error('Soglia API failed to start:', err);
  process.exit(1);
});
