import type { FastifyInstance } from 'fastify';
import { mediaConfigOf } from '../media/media.config';
import { mediaStoreOf } from '../media/media.store';
import { runRetention } from './retention';

const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Runs the retention job in this process shortly after start and then every interval.
 * Every server process does this; the job lease makes only one of them work at a time.
 * Answers a function that stops the schedule.
 */
export const startRetentionSchedule = (app: FastifyInstance): (() => void) => {
  const minutes = app.config.retentionIntervalMinutes;
  if (minutes === 0) return () => {};
  const media = mediaConfigOf(app.config);
  const store = mediaStoreOf(app.config);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await runRetention({
        db: app.db,
        store,
        graceHours: media.retentionGraceHours,
        orphanMinAgeMinutes: media.orphanMinAgeMinutes,
      });
      if (report.ran) app.log.info({ job: 'media-retention', ...report }, 'retention job done');
    } catch (err) {
      app.log.error({ err, job: 'media-retention' }, 'retention job failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  const every = setInterval(tick, minutes * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
};
