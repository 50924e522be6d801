import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db } from '../db';
import type { Transport } from './bus';

const RECONNECT_MS = 1_000;
/** How the listening sessions show in pg_stat_activity. */
export const BUS_APPLICATION_NAME = 'soglia-bus';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

const notify = (db: Db, channel: string, text: string) =>
  db.execute(sql`select pg_notify(${channel}, ${text})`).then(() => {});

/**
 * LISTEN on a connection of its own, opened from DATABASE_URL beside the pool, and opened again
 * (and LISTENing again) a second after it fails: a restart, a failover, `pg_terminate_backend`.
 * Publishing goes through the pool.
 */
export const listenOnPostgres = async (
  databaseUrl: string,
  channel: string,
  db: Db,
  deliver: (text: string) => void,
  onError?: (error: Error) => void,
): Promise<Transport> => {
  if (!IDENTIFIER.test(channel)) throw new Error(`bad bus channel name: ${channel}`);
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new Client({
      connectionString: databaseUrl,
      application_name: BUS_APPLICATION_NAME,
    });
    let down = false;
    const fail = (error: Error | null) => {
      if (down) return;
      down = true;
      if (client === next) client = null;
      if (error) onError?.(error);
      next.end().catch(() => {});
      if (!closed) {
        retry = setTimeout(() => void connect(), RECONNECT_MS);
        retry.unref();
      }
    };
    next.on('notification', (message) => {
      if (message.channel === channel) deliver(message.payload ?? '');
    });
    next.on('error', (error) => fail(error));
    next.on('end', () => fail(null));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      fail(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const ready = connect();
  await ready;

  return {
    send: (text) => notify(db, channel, text),
    get connected() {
      return client !== null;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
};

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** The embedded database is one process: its own listener hears every NOTIFY. */
export const listenOnPglite = async (
  db: Db,
  channel: string,
  deliver: (text: string) => void,
): Promise<Transport> => {
  const pglite = (db as unknown as { $client: PgliteLike }).$client;
  const unlisten = await pglite.listen(channel, deliver);
  let closed = false;
  return {
    send: (text) => notify(db, channel, text),
    get connected() {
      return !closed;
    },
    async close() {
      closed = true;
      await unlisten().catch(() => {});
    },
  };
};
