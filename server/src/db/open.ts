import type { AppConfig } from '../config';
import { createDatabase, type Database } from './client';
import { acquireDataDirLock } from './lock';
import { migrateDatabase } from './migrate';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and releases the data-directory lock. */
  close(): Promise<void>;
}

/**
 * Opens the configured database and applies migrations. For an on-disk PGlite the
 * data-directory lock is taken first (throws DataDirLockedError when a live process holds it).
 */
export const openDatabase = async (
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  holder: string,
): Promise<OpenedDatabase> => {
  const usesLock = !config.databaseUrl && !config.dataDir.startsWith('memory://');
  const release = usesLock ? acquireDataDirLock(config.dataDir, holder) : () => {};
  let database: Database | null = null;
  try {
    database = await createDatabase(config);
    await migrateDatabase(database);
  } catch (err) {
    await database?.close().catch(() => {});
    release();
    throw err;
  }
  const opened = database;
  return {
    database: opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        release();
      }
    },
  };
};
