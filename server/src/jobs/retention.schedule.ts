import type { FastifyInstance } from 'fastify';
import { mediaConfigOf, mediaStoreOf } from '../media';
import { every, type StopSchedule } from './every';
import { runRetention } from './retention';

const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Runs the retention job in this process shortly after start and then every interval.
 * Every server process does this; the job lease makes only one of them work at a time.
 * Answers a function that stops the schedule and waits for the run in progress.
 */
export const startRetentionSchedule = (app: FastifyInstance): StopSchedule => {
  const minutes = app.config.retentionIntervalMinutes;
  if (minutes === 0) return async () => {};
  const media = mediaConfigOf(app.config);
  const store = mediaStoreOf(app.config);
  return every(app, 'media-retention', FIRST_RUN_DELAY_MS, minutes * 60_000, () =>
    runRetention({
      db: app.db,
      store,
      graceHours: media.retentionGraceHours,
      orphanMinAgeMinutes: media.orphanMinAgeMinutes,
    }),
  );
};
