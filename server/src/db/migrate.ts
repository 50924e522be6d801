import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { serverRoot } from '../config';
import type { Database, Schema } from './client';

// From the server folder, not from this file: the compiled API (dist/) is one file per program.
export const migrationsFolder = path.join(serverRoot, 'drizzle');

// Arbitrary constant: serialises concurrent migrations from several processes.
const MIGRATION_LOCK_ID = 724_361_001;

export const migrateDatabase = async (database: Database): Promise<void> => {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  // Session-level advisory lock on one pooled connection, held for the whole migration.
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzle({ client }), config);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
};
