import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder, rawQueryOf } from '../db';
import type { MediaStore } from '../media';

/** A check's state; never an error text (paths, hosts) in a public answer. */
export type CheckState = 'ok' | 'unavailable' | 'pending' | 'skipped';

export interface Readiness {
  status: 'ok' | 'unavailable' | 'shutting_down';
  checks: { database: CheckState; migrations: CheckState; media: CheckState };
}

/** A check that takes longer than this counts as failed: a proxy's probe must get an answer. */
const CHECK_TIMEOUT_MS = 3000;

const within = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

let latestMigration: number | null = null;
/** When the newest migration this code ships was generated (drizzle records it per migration). */
const latestShippedMigration = (): number =>
  (latestMigration ??= Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  ));

export interface HealthDeps {
  db: Db;
  store: MediaStore;
  /** True once a shutdown began: the process finishes its work and takes no more. */
  shuttingDown: () => boolean;
  /** Why a check failed, for the server's log only. */
  onFailure?: (check: string, err: unknown) => void;
}

export const createHealthService = ({ db, store, shuttingDown, onFailure }: HealthDeps) => {
  const query = rawQueryOf(db);
  const failed = (check: string, state: CheckState) => (err: unknown) => {
    onFailure?.(check, err);
    return state;
  };

  const migrations = async (): Promise<CheckState> => {
    // drizzle's migrators (PGlite and node-postgres) record each applied migration here.
    const [row] = await query<{ latest: string | null }>(
      'select max(created_at)::text as latest from drizzle.__drizzle_migrations',
      [],
    );
    const latest = Number(row?.latest ?? 0);
    return latest >= latestShippedMigration() ? 'ok' : 'pending';
  };

  const database = async (): Promise<{ database: CheckState; migrations: CheckState }> => {
    try {
      await within(query('select 1', []), CHECK_TIMEOUT_MS);
    } catch (err) {
      return { database: failed('database', 'unavailable')(err), migrations: 'skipped' };
    }
    const state = await within(migrations(), CHECK_TIMEOUT_MS).catch(
      failed('migrations', 'unavailable'),
    );
    if (state === 'pending') onFailure?.('migrations', new Error('migrations not applied'));
    return { database: 'ok', migrations: state };
  };

  const media = (): Promise<CheckState> =>
    within(store.probe(), CHECK_TIMEOUT_MS).then(
      (): CheckState => 'ok',
      failed('media', 'unavailable'),
    );

  return {
    /** Whether this process should get traffic: database answering and migrated, media writable. */
    ready: async (): Promise<Readiness> => {
      const [db, mediaState] = await Promise.all([database(), media()]);
      const checks = { ...db, media: mediaState };
      const healthy = Object.values(checks).every((state) => state === 'ok');
      return {
        status: shuttingDown() ? 'shutting_down' : healthy ? 'ok' : 'unavailable',
        checks,
      };
    },
  };
};
