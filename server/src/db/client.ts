import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient } from 'pg';
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

export interface DatabaseOptions {
  /**
   * PGlite only, in memory or on a folder that holds no cluster yet: start from this dump
   * (`dumpDataDir`) instead of creating an empty cluster.
   */
  loadDataDir?: Blob;
}

export const createDatabase = async (
  config: DatabaseConfig,
  options: DatabaseOptions = {},
): Promise<Database> => {
  if (config.databaseUrl) {
    // A request waits at most this long for a connection, then answers 503 (no endless hang
    // while the database fails over).
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error' on
    // its client, idle or checked out; without a listener that event would crash the process.
    // Idle clients are dropped by the pool itself.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // A checked-out client that fails is handed back with its error at once, so the pool
    // destroys it and frees its slot: drizzle's transaction() never releases a client whose
    // BEGIN failed, and those leaks would otherwise exhaust the pool. The query in flight fails
    // and the request answers 503 (see isDatabaseUnavailable).
    const inUse = new WeakSet<object>();
    pool.on('acquire', (client) => inUse.add(client));
    pool.on('release', (_error, client) => inUse.delete(client));
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        process.emitWarning(`PostgreSQL closed a connection in use: ${error.message}`);
        if (!inUse.has(client)) return;
        const checkedOut = client as PoolClient;
        checkedOut.release(error);
        checkedOut.release = () => {}; // the holder's own release later: already done
      });
    });
    // Surface a wrong URL now rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', dataDir: null, pool, close: () => pool.end() };
  }
  const inMemory = config.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(config.dataDir, { recursive: true });
  // pg_trgm: the stay search's trigram indexes (migration 0005), as on PostgreSQL.
  const client = await PGlite.create(inMemory ? undefined : config.dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
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
