import { rawQueryOf } from '../src/db/raw';
import { setupTestApp, testDbKind } from './helper';

const ctx = setupTestApp();
const onPostgres = testDbKind() === 'postgres' ? it : it.skip;

describe('the stay search indexes', () => {
  // A pending list would be read whole by every search until the next vacuum: a rare name right
  // after a calendar import then costs what a scan of every stay does.
  onPostgres('match any part of a name by trigram, with no pending list', async () => {
    const rows = await rawQueryOf(ctx.db)<{ name: string; options: string[] }>(
      `SELECT c.relname AS name, coalesce(c.reloptions, '{}') AS options
       FROM pg_class c
       WHERE c.relname IN ('checkin_profiles_name_trgm_idx', 'checkin_profiles_surname_trgm_idx')
       ORDER BY c.relname`,
      [],
    );
    expect(rows).toEqual([
      { name: 'checkin_profiles_name_trgm_idx', options: ['fastupdate=off'] },
      { name: 'checkin_profiles_surname_trgm_idx', options: ['fastupdate=off'] },
    ]);
  });
});
