import { z } from 'zod';
import { fieldError } from './errors';
import { INT_MAX, isIsoDate } from './fields';

/**
 * Opt-in cursor paging (docs/api.md, "Paging"): a list answers pages only when the request names
 * `limit`; the answer then carries `next_cursor`, to send back as `cursor` for the next page
 * (null on the last page). A cursor is the sort key of the last row sent, so a page is found
 * through the index whatever its depth, and rows added meanwhile never repeat a row.
 */
export const MAX_PAGE_SIZE = 200;

export const INVALID_CURSOR = 'Invalid cursor.';

export const pagingQuery = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().max(200).optional(),
};

/** The sort key of a stay list: check-in date and time, then id. */
export interface StayKey {
  date: string;
  time: string;
  id: number;
}

export const encodeCursor = (key: StayKey): string =>
  Buffer.from(JSON.stringify([key.date, key.time, key.id])).toString('base64url');

/**
 * The key in a cursor; a 400 on `cursor` for anything this server did not write (an impossible
 * date or time would otherwise reach the database's casts).
 */
export const decodeCursor = (cursor: string): StayKey => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [date, time, id] = value as unknown[];
      if (
        typeof date === 'string' &&
        isIsoDate(date) &&
        typeof time === 'string' &&
        /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(time) &&
        Number.isInteger(id) &&
        (id as number) >= 0 &&
        (id as number) <= INT_MAX
      ) {
        return { date, time, id: id as number };
      }
    }
  } catch {
    // not base64url JSON: the same answer below
  }
  throw fieldError('cursor', 'invalid_cursor', INVALID_CURSOR);
};

/**
 * Cuts a page from `rows` fetched with one row more than `limit`: the page, and the cursor of its
 * last row when more follow.
 */
export const cutPage = <T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => StayKey,
): { page: T[]; nextCursor: string | null } => {
  if (rows.length <= limit) return { page: rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { page, nextCursor: encodeCursor(keyOf(page[page.length - 1])) };
};
