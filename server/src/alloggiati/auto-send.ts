import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { withJobLock } from '../jobs';
import type { AlloggiatiSender } from './send.service';
import { planStay, type LoadedStay } from './stay-status';
import type { StaysRepository } from './stays.repository';

export const AUTO_SEND_JOB = 'alloggiati-auto-send';
const LEASE_SECONDS = 15 * 60;

export interface AutoSendReport {
  /** false when another process was running the job. */
  ran: boolean;
  /** Stays of auto-send apartments the service may still take. */
  checked: number;
  /** Stays sent (each Send answered or not). */
  sent: number;
  failed: number;
}

const isDue = (stay: LoadedStay, sender: AlloggiatiSender, now: Date) =>
  planStay(stay, now, sender.staleMs).status.state === 'to_send';

/**
 * Sends every `to_send` stay of the apartments that opted in (registrations complete, arrival
 * today or yesterday in the apartment's time zone). One process at a time (job lease); a stay is
 * also guarded by its own send lease and its guests' claims, so a manual Invia or the trigger
 * after a registration never sends a guest twice.
 */
export const runAutoSend = async ({
  db,
  stays: staysRepo,
  sender,
  now = new Date(),
  log,
}: {
  db: Db;
  stays: StaysRepository;
  sender: AlloggiatiSender;
  now?: Date;
  log?: FastifyBaseLogger;
}): Promise<AutoSendReport> => {
  const outcome = await withJobLock(db, AUTO_SEND_JOB, LEASE_SECONDS, async () => {
    const stays = await staysRepo.autoSendArrivals(now);
    let sent = 0;
    let failed = 0;
    for (const stay of stays.filter((s) => isDue(s, sender, now))) {
      try {
        if (await sender.send(stay.owner_id, stay.id, { now, onlyWhenDue: true })) sent += 1;
      } catch (err) {
        failed += 1;
        log?.warn({ err, stay: stay.id, job: AUTO_SEND_JOB }, 'Alloggiati auto-send failed');
      }
    }
    return { checked: stays.length, sent, failed };
  });
  return outcome.ran
    ? { ran: true, ...outcome.result }
    : { ran: false, checked: 0, sent: 0, failed: 0 };
};

/**
 * After a guest registration is saved: when it completes a due stay of an auto-send apartment,
 * send it — after the answer, never failing it. `idle()` waits for the sends started so far.
 */
export const createAutoSendTrigger = ({
  stays,
  sender,
  log,
}: {
  stays: StaysRepository;
  sender: AlloggiatiSender;
  log?: FastifyBaseLogger;
}) => {
  const pending = new Set<Promise<void>>();
  const sendIfDue = async (profileId: number) => {
    await new Promise((resolve) => setImmediate(resolve));
    const stay = await stays.autoSendStay(profileId);
    const now = new Date();
    if (!stay || !isDue(stay, sender, now)) return;
    await sender.send(stay.owner_id, stay.id, { now, onlyWhenDue: true });
  };
  return {
    afterRegistration(profileId: number): void {
      const run: Promise<void> = sendIfDue(profileId)
        .catch((err: unknown) =>
          log?.warn({ err, stay: profileId, job: AUTO_SEND_JOB }, 'Alloggiati auto-send failed'),
        )
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    idle: async (): Promise<void> => {
      await Promise.all([...pending]);
    },
  };
};

export type AutoSendTrigger = ReturnType<typeof createAutoSendTrigger>;
