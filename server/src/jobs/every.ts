import type { FastifyInstance } from 'fastify';

/** Stops a schedule; resolves when the run in progress, if any, has finished. */
export type StopSchedule = () => Promise<void>;

/**
 * Runs `job` after `firstMs`, then every `everyMs`, never twice at once in this process. The
 * answer stops the timers and waits for the run in progress, so a shutdown never cuts a job
 * in the middle.
 */
export const every = (
  app: FastifyInstance,
  name: string,
  firstMs: number,
  everyMs: number,
  job: () => Promise<object & { ran: boolean }>,
): StopSchedule => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = async () => {
    try {
      const report = await job();
      if (report.ran) app.log.info({ job: name, ...report }, `${name} job done`);
    } catch (err) {
      app.log.error({ err, job: name }, `${name} job failed`);
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = run().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, firstMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
};

/** Stops every schedule in `stops` together. */
export const stopAll =
  (stops: StopSchedule[]): StopSchedule =>
  async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
