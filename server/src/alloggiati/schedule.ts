import type { FastifyInstance } from 'fastify';
import { runAutoSend } from './auto-send';
import { runReceiptsJob } from './receipts';

const FIRST_AUTO_SEND_MS = 60_000;
const FIRST_RECEIPTS_MS = 2 * 60_000;

/** Runs `job` after `firstMs`, then every `everyMs`, never twice at once in this process. */
const every = (
  app: FastifyInstance,
  name: string,
  firstMs: number,
  everyMs: number,
  job: () => Promise<object & { ran: boolean }>,
) => {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await job();
      if (report.ran) app.log.info({ job: name, ...report }, `${name} job done`);
    } catch (err) {
      app.log.error({ err, job: name }, `${name} job failed`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, firstMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};

/**
 * The Alloggiati jobs in this process: auto-send every ALLOGGIATI_AUTO_SEND_MINUTES (5), the
 * receipts every ALLOGGIATI_RECEIPTS_HOURS (24); 0 turns one off. Every server process runs
 * them; their job leases let one process work at a time. Answers a function that stops them.
 */
export const startAlloggiatiSchedules = (app: FastifyInstance): (() => void) => {
  const { alloggiatiAutoSendMinutes: minutes, alloggiatiReceiptsHours: hours } = app.config;
  const stops: (() => void)[] = [];
  if (minutes > 0) {
    stops.push(
      every(app, 'alloggiati-auto-send', FIRST_AUTO_SEND_MS, minutes * 60_000, () =>
        runAutoSend({ db: app.db, sender: app.alloggiati.sender, log: app.log }),
      ),
    );
  }
  if (hours > 0) {
    stops.push(
      every(app, 'alloggiati-receipts', FIRST_RECEIPTS_MS, hours * 3600_000, () =>
        runReceiptsJob({
          db: app.db,
          cipher: app.cipher,
          config: app.config,
          days: app.config.alloggiatiReceiptDays,
          log: app.log,
        }),
      ),
    );
  }
  return () => stops.forEach((stop) => stop());
};
