import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { CalendarSyncError, Db } from '../db';
import { withJobLock } from '../jobs';
import { localDate } from '../lib';
import { safeGet, type OutboundErrorCode, type Resolver } from '../outbound';
import type { Cipher } from '../security';
import { calendarPolicy } from './calendar.config';
import { parseFeed } from './ical';
import { syncErrorText } from './messages';
import { createSyncRepository } from './sync.repository';

export const CALENDAR_SYNC_JOB = 'calendar-sync';
// Short: the claims keep a feed from being read twice; the lease only keeps rounds apart, and one
// left by a crashed process must not stop the sync for long.
const LEASE_SECONDS = 120;
/** Feeds claimed per step of a round, and read side by side. */
const BATCH = 4;

export type SyncOutcome = 'ok' | 'error' | 'gone';

export interface ScheduledSyncReport {
  /** false when another process held the round, or there was nothing due. */
  ran: boolean;
  synced: number;
  failed: number;
}

const syncErrorOf = (code: OutboundErrorCode): CalendarSyncError =>
  code === 'bad_encoding' ? 'not_a_calendar' : code;

export interface CalendarSyncerOptions {
  db: Db;
  cipher: Cipher;
  config: Pick<AppConfig, 'calendar'>;
  log?: FastifyBaseLogger;
  /** Profiles whose dates or logins changed: the caller drops their cached tokens. */
  onProfilesChanged?: (ids: number[]) => void;
  /** Tests only: another resolver than the system's. */
  resolve?: Resolver;
  /** Asked between feeds: a stopping process leaves the rest to another one. */
  stopping?: () => boolean;
}

/**
 * Reads feeds through the outbound guard and applies them (sync.repository.ts). A failure is
 * recorded on the feed as a code and an Italian text, never with the remote's answer or the
 * feed's address; the log names the feed by id.
 */
export const createCalendarSyncer = ({
  db,
  cipher,
  config,
  log,
  onProfilesChanged = () => {},
  resolve,
  stopping = () => false,
}: CalendarSyncerOptions) => {
  const repo = createSyncRepository(db, cipher);
  const periodMs = config.calendar.syncMinutes * 60_000 || 15 * 60_000;

  const syncFeed = async (feedId: number, now: Date = new Date()): Promise<SyncOutcome> => {
    const context = await repo.context(feedId);
    if (!context) return 'gone';
    const fail = async (code: CalendarSyncError, status?: number) => {
      log?.warn({ feed: feedId, code, status }, 'calendar feed sync failed');
      await repo.recordFailure(feedId, code, syncErrorText(code, status), now);
      return 'error' as const;
    };
    let url: string;
    try {
      url = cipher.decrypt(context.feed.urlEncrypted);
    } catch {
      return fail('invalid_url');
    }
    const answer = await safeGet(url, calendarPolicy(config), { resolve });
    if (!answer.ok) return fail(syncErrorOf(answer.code), answer.status);
    const parsed = parseFeed(
      answer.body,
      context.target.timeZone,
      localDate(now, context.target.timeZone),
    );
    if (!parsed.ok) return fail('not_a_calendar');
    const report = await repo.apply(context, parsed.events, now);
    if (report.profiles.length > 0) onProfilesChanged(report.profiles);
    if (report.created + report.cancelled + report.moved > 0) {
      log?.info({ feed: feedId, ...report, profiles: undefined }, 'calendar feed synced');
    }
    return 'ok';
  };

  return {
    periodMs,

    /** Sincronizza ora: reads the feed now and moves its scheduled sync a period ahead. */
    async syncNow(feedId: number): Promise<SyncOutcome> {
      await repo.postpone(feedId, periodMs);
      return syncFeed(feedId);
    },

    syncFeed,

    /**
     * One scheduled round: the feeds whose sync is due, claimed a few at a time (each claim moves
     * the feed's next sync a period ahead, so no other process reads it before then). The
     * round's job lease keeps the processes from running rounds side by side.
     */
    async runScheduled(): Promise<ScheduledSyncReport> {
      const outcome = await withJobLock(db, CALENDAR_SYNC_JOB, LEASE_SECONDS, async () => {
        let synced = 0;
        let failed = 0;
        while (!stopping()) {
          const ids = await repo.claimDue(periodMs, BATCH);
          if (ids.length === 0) break;
          const outcomes = await Promise.all(
            ids.map((id) =>
              syncFeed(id).catch((err: unknown) => {
                log?.error({ err, feed: id }, 'calendar feed sync crashed');
                return 'error' as const;
              }),
            ),
          );
          synced += outcomes.filter((o) => o === 'ok').length;
          failed += outcomes.filter((o) => o === 'error').length;
        }
        return { synced, failed };
      });
      if (!outcome.ran) return { ran: false, synced: 0, failed: 0 };
      const { synced, failed } = outcome.result;
      return { ran: synced + failed > 0, synced, failed };
    },
  };
};

export type CalendarSyncer = ReturnType<typeof createCalendarSyncer>;
