import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common drizzle type of both drivers (PGlite and node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite data directory ('memory://...' for in-memory), null for PostgreSQL. */
  dataDir: string | null;
  /** The node-postgres pool (PostgreSQL only). */
  pool: Pool | null;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  databaseUrl: string | null;
  dataDir: string;
}

export const createDatabase = async (config: DatabaseConfig): Promise<Database> => {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, pg_terminate_backend) is dropped by
    // the pool and replaced on the next checkout; without a listener its 'error' event would
    // crash the process.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // Surface a wrong URL now rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', dataDir: null, pool, close: () => pool.end() };
  }
  const inMemory = config.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : config.dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir: config.dataDir,
    pool: null,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};
