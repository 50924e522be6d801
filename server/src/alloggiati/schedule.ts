import type { FastifyInstance } from 'fastify';
import { every, stopAll, type StopSchedule } from '../jobs';
import { runAutoSend } from './auto-send';
import { runReceiptsJob } from './receipts.service';

const FIRST_AUTO_SEND_MS = 60_000;
const FIRST_RECEIPTS_MS = 2 * 60_000;

/**
 * The Alloggiati jobs in this process: auto-send every ALLOGGIATI_AUTO_SEND_MINUTES (5), the
 * receipts every ALLOGGIATI_RECEIPTS_HOURS (24); 0 turns one off. Every server process runs
 * them; their job leases let one process work at a time. Answers a function that stops them
 * and waits for the runs in progress.
 */
export const startAlloggiatiSchedules = (app: FastifyInstance): StopSchedule => {
  const { alloggiatiAutoSendMinutes: minutes, alloggiatiReceiptsHours: hours } = app.config;
  const stops: StopSchedule[] = [];
  if (minutes > 0) {
    stops.push(
      every(app, 'alloggiati-auto-send', FIRST_AUTO_SEND_MS, minutes * 60_000, () =>
        runAutoSend({
          db: app.db,
          stays: app.alloggiati.repos.stays,
          sender: app.alloggiati.sender,
          log: app.log,
        }),
      ),
    );
  }
  if (hours > 0) {
    stops.push(
      every(app, 'alloggiati-receipts', FIRST_RECEIPTS_MS, hours * 3600_000, () =>
        runReceiptsJob({
          db: app.db,
          repos: app.alloggiati.repos,
          cipher: app.cipher,
          config: app.config,
          days: app.config.alloggiatiReceiptDays,
          log: app.log,
        }),
      ),
    );
  }
  return stopAll(stops);
};
