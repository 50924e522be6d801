import type { FastifyInstance } from 'fastify';
import { every, type StopSchedule } from '../jobs';

/**
 * The scheduled sync in this process: a round every quarter of the period (between 1 s and a
 * minute), each reading the feeds whose period has passed (CALENDAR_SYNC_MINUTES; 0: off). Every
 * process runs it; the claims in the database make each feed read once per period.
 */
export const startCalendarSchedule = (app: FastifyInstance): StopSchedule => {
  if (app.config.calendar.syncMinutes === 0) return async () => {};
  const periodMs = app.calendar.periodMs;
  const tickMs = Math.min(60_000, Math.max(1000, Math.floor(periodMs / 4)));
  return every(app, 'calendar-sync', Math.min(10_000, tickMs), tickMs, () =>
    app.calendar.runScheduled(),
  );
};
