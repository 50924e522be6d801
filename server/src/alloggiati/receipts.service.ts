import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { withJobLock } from '../jobs';
import { addDays, localDate } from '../lib';
import type { Cipher } from '../security';
import { clientFor } from './account.client';
import type { AccountRow } from './account.serializer';
import { AlloggiatiError } from './client';
import type { AlloggiatiRepositories } from './repositories';

/** The service's calendar: its days are Italian days. */
export const SERVICE_TIME_ZONE = 'Europe/Rome';
/** Ricevuta answers for the last 30 days only. */
export const SERVICE_KEEPS_DAYS = 30;
export const KEEP_YEARS = 5;
export const RECEIPTS_JOB = 'alloggiati-receipts';

/** One account per portal user and owner (two accounts with one user share their receipts). */
const distinctUsers = (accounts: AccountRow[]): AccountRow[] => {
  const seen = new Set<string>();
  return accounts.filter((a) => {
    const key = `${a.ownerId}\u0000${a.user}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export type FetchOutcome =
  { kind: 'stored'; id: number } | { kind: 'refused' | 'failed'; error: AlloggiatiError };

/**
 * Asks the service for one account's receipt of a day and stores it (replacing a stored one).
 * A refusal (e.g. a day the service has no receipt for) stores nothing.
 */
export const fetchReceipt = async (
  deps: { repos: AlloggiatiRepositories; cipher: Cipher; config: AppConfig },
  account: AccountRow,
  day: string,
  now: Date,
): Promise<FetchOutcome> => {
  let pdf: Buffer;
  try {
    pdf = await clientFor(account, deps.cipher, deps.config).receipt(day);
  } catch (err) {
    if (!(err instanceof AlloggiatiError)) throw err;
    return { kind: err.kind === 'refused' ? 'refused' : 'failed', error: err };
  }
  return { kind: 'stored', id: await deps.repos.receipts.save(account, day, pdf, now) };
};

/** The same day `years` earlier (29 February → 28 February). */
export const yearsBefore = (day: string, years: number): string => {
  const [y, m, d] = day.split('-');
  const candidate = `${Number(y) - years}-${m}-${d}`;
  return new Date(`${candidate}T00:00:00Z`).toISOString().slice(0, 10) === candidate
    ? candidate
    : `${Number(y) - years}-${m}-28`;
};

export interface ReceiptsReport {
  ran: boolean;
  fetched: number;
  refused: number;
  failed: number;
  purged: number;
}

/**
 * Fetches, for every account, each missing receipt of the last `days` days (yesterday first;
 * never today, whose receipt exists only once the day is over), then deletes receipts older
 * than five years. A day the service refuses is left out and asked again on the next runs while
 * it is within `days`. One process at a time (job lease).
 */
export const runReceiptsJob = async ({
  db,
  repos,
  cipher,
  config,
  days,
  now = new Date(),
  log,
}: {
  db: Db;
  repos: AlloggiatiRepositories;
  cipher: Cipher;
  config: AppConfig;
  days: number;
  now?: Date;
  log?: FastifyBaseLogger;
}): Promise<ReceiptsReport> => {
  const outcome = await withJobLock(db, RECEIPTS_JOB, 30 * 60, async () => {
    const today = localDate(now, SERVICE_TIME_ZONE);
    const wanted = Array.from({ length: Math.min(days, SERVICE_KEEPS_DAYS) }, (_, i) =>
      addDays(today, -1 - i),
    );
    const stored = await repos.receipts.storedSince(wanted[wanted.length - 1] ?? today);
    const have = new Set(stored.map((r) => `${r.owner}\u0000${r.user}\u0000${r.day}`));
    const report = { fetched: 0, refused: 0, failed: 0, purged: 0 };
    for (const account of distinctUsers(await repos.accounts.list())) {
      for (const day of wanted) {
        if (have.has(`${account.ownerId}\u0000${account.user}\u0000${day}`)) continue;
        const result = await fetchReceipt({ repos, cipher, config }, account, day, now);
        if (result.kind === 'stored') report.fetched += 1;
        else if (result.kind === 'refused') report.refused += 1;
        else {
          // The service or the credentials fail: this account's other days wait for the next run.
          report.failed += 1;
          log?.warn(
            { job: RECEIPTS_JOB, user: account.user, day, reason: result.error.message },
            'Alloggiati receipt not fetched',
          );
          break;
        }
      }
    }
    report.purged = await repos.receipts.deleteBefore(yearsBefore(today, KEEP_YEARS));
    return report;
  });
  return outcome.ran
    ? { ran: true, ...outcome.result }
    : { ran: false, fetched: 0, refused: 0, failed: 0, purged: 0 };
};

/** The owner's accounts for a manual fetch, one per portal user. */
export const ownerAccounts = async (repos: AlloggiatiRepositories, ownerId: number) =>
  distinctUsers(await repos.accounts.list(ownerId));
