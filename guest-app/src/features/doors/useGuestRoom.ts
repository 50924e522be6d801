import { useCallback, useEffect } from 'react';
import { getGuestRoom, type GuestProfile, type LanguageCode } from '@soglia/api-client';
import { useRequest, type RequestResult } from '../../shared/useRequest';

/** The stay moments at which doors appear (check-in) and disappear (check-out). */
type StayMoments = Pick<
  GuestProfile,
  'check_in_date' | 'check_in_time' | 'check_out_date' | 'check_out_time'
>;

/** setTimeout's limit: later moments are re-armed by the next fetch. */
const MAX_DELAY_MS = 2_147_483_647;
/** A little after the moment, so the server's clock has passed it too. */
const AFTER_MOMENT_MS = 2_000;

/** 'yyyy-mm-dd' + 'HH:MM[:SS]' as a local time of this device, or null. */
export function momentOf(date: string, time: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  const clock = /^(\d{2}):(\d{2})/.exec(time ?? '');
  if (!match || !clock) return null;
  const [y, m, d] = match.slice(1).map(Number);
  return new Date(y, m - 1, d, Number(clock[1]), Number(clock[2]));
}

/**
 * GET /api/guest-room/ in the guest's language: fetched on load, again when the language or
 * `refreshKey` (a check-in update) changes, and by timers at the check-in and check-out moments
 * (when still to come), so the doors appear and disappear then without a reload.
 */
export function useGuestRoom(
  language: LanguageCode,
  stay: StayMoments,
  refreshKey: number,
): RequestResult<Awaited<ReturnType<typeof getGuestRoom>>> {
  const load = useCallback(
    (signal: AbortSignal) => getGuestRoom({ language }, { signal }),
    // refreshKey: a check-in update asks for the room data again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, refreshKey],
  );
  const room = useRequest(load);
  const { retry } = room;
  const { check_in_date, check_in_time, check_out_date, check_out_time } = stay;

  useEffect(() => {
    const now = Date.now();
    const timers = [
      momentOf(check_in_date, check_in_time),
      momentOf(check_out_date, check_out_time),
    ]
      .filter((moment): moment is Date => moment !== null && moment.getTime() > now)
      .map((moment) =>
        setTimeout(retry, Math.min(MAX_DELAY_MS, moment.getTime() - now + AFTER_MOMENT_MS)),
      );
    return () => timers.forEach(clearTimeout);
  }, [check_in_date, check_in_time, check_out_date, check_out_time, retry]);

  return room;
}
