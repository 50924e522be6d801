import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { openDatabase, type OpenedDatabase } from './db/open';
import { sweepOrphans } from './jobs/retention';
import { startRetentionSchedule } from './jobs/retention.schedule';
import { mediaConfigOf } from './media/media.config';
import { mediaStoreOf } from './media/media.store';
import { startAlloggiatiSchedules } from './alloggiati/schedule';
import { backfillGuestPlaceCodes } from './guests/guests.backfill';
import { seedDemo } from './seed/demo';

export interface RunningServer {
  app: FastifyInstance;
  opened: OpenedDatabase;
  url: string;
  seeded: boolean;
  /** The demo logins work (the demo is seeded and SEED_DEMO is on): the banner may print them. */
  demoLogins: boolean;
  stop(): Promise<void>;
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
    const { seeded, demoLogins = false } = config.seedDemo
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
        stopRetention();
        stopAlloggiati();
        try {
          await running.close();
        } finally {
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
