import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { openDatabase, type OpenedDatabase } from './db';
import { releaseHeldJobLocks, sweepOrphans, startRetentionSchedule } from './jobs';
import { mediaConfigOf, mediaStoreOf } from './media';
import { startAlloggiatiSchedules } from './alloggiati';
import { startCalendarSchedule } from './calendar';
import { backfillGuestPlaceCodes } from './guests';
import { seedDemo } from './seed/demo';

export interface RunningServer {
  app: FastifyInstance;
  opened: OpenedDatabase;
  url: string;
  seeded: boolean;
  /** The demo logins work (the demo is seeded and SEED_DEMO is on): the banner may print them. */
  demoLogins: boolean;
  /**
   * Graceful stop: readiness turns 503, no new connection is taken, requests in flight and
   * running jobs finish, then the database closes. Answers false when that took longer than
   * `config.shutdownTimeoutMs`: the connections left were cut and this process's job leases
   * given back before the database closed.
   */
  stop(): Promise<boolean>;
}

/** Opens + migrates the database, seeds the demo when empty, listens. */
export const startServer = async (
  config: AppConfig,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<RunningServer> => {
  const opened = await openDatabase(config, `soglia server (port ${config.port})`);
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp({ db: opened.database.db, config, logger: options.logger });
    // Production never seeds, whatever built this config (loadConfig already says so).
    const { seeded, demoLogins = false } =
      config.seedDemo && config.mode !== 'production'
        ? await seedDemo(opened.database.db, app.cipher, config)
        : { seeded: false };
    const matched = await backfillGuestPlaceCodes(opened.database.db);
    if (matched > 0) app.log.info({ guests: matched }, 'guest places matched to the code tables');
    // Files left by a process that died mid-upload (kill -9) go before anything is served.
    const orphans = await sweepOrphans({
      db: opened.database.db,
      store: mediaStoreOf(config),
      minAgeMinutes: mediaConfigOf(config).startSweepMinAgeMinutes,
    });
    if (orphans > 0) app.log.info({ orphans }, 'orphan media files removed at start');
    await app.listen({ port: config.port, host: config.host });
    const stopRetention = startRetentionSchedule(app);
    const stopAlloggiati = startAlloggiatiSchedules(app);
    const stopCalendar = startCalendarSchedule(app);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const running = app;
    return {
      app,
      opened,
      url: `http://${host}:${port}`,
      seeded,
      demoLogins,
      stop: async () => {
        running.lifecycle.shuttingDown = true;
        let timer: NodeJS.Timeout | undefined;
        try {
          const drained = Promise.all([
            stopRetention(),
            stopAlloggiati(),
            stopCalendar(),
            running.close(),
          ]);
          const late = new Promise<false>((resolve) => {
            timer = setTimeout(() => resolve(false), config.shutdownTimeoutMs);
          });
          const finished = await Promise.race([drained.then(() => true as const), late]);
          if (!finished) {
            running.server.closeAllConnections();
            const released = await releaseHeldJobLocks(opened.database.db).catch(() => 0);
            running.log.error(
              { leasesReleased: released },
              `shutdown: requests or jobs still running after ${config.shutdownTimeoutMs / 1000} s; stopping anyway`,
            );
          }
          return finished;
        } finally {
          clearTimeout(timer);
          await opened.close();
        }
      },
    };
  } catch (err) {
    await app?.close().catch(() => {});
    await opened.close();
    throw err;
  }
};
