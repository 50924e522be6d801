import { Client } from 'pg';
import type { Db } from '../db';
import type { TokenRow } from './auth.repository';

/** The channel the database triggers of migration 0005 notify on commit. */
export const AUTH_CHANNEL = 'soglia_auth';

const MAX_ENTRIES = 20_000;
const RECONNECT_MS = 1_000;

/**
 * Recently checked tokens, kept for a few seconds so that an authenticated request does not wait
 * for a token lookup. Correct across processes: every change that ends or alters a login (logout,
 * password change, deleted stay or owner, new stay dates or time zone, any token row change) makes
 * the database notify `soglia_auth` at commit (triggers, whoever writes), and every process drops
 * the entries concerned. On PostgreSQL each process LISTENs on its own connection; while that
 * connection is down nothing is cached. On PGlite (one process) the notifications arrive with the
 * answer of the query that caused them, before the change's own request answers.
 */
export interface TokenCache {
  /** The cached token of this key hash, if any and still fresh. */
  get(keyHash: string): TokenRow | undefined;
  /** A snapshot to pass to `set`: a change notified after it prevents caching a stale row. */
  generation(): number;
  set(keyHash: string, row: TokenRow, generation: number): void;
  /** Drops what a notification (`token:12`, `profile:3`, `apartment:4`, `owner:5`) concerns. */
  invalidate(payload: string): void;
  /** Resolves once this process has seen every change committed before the call. */
  sync(): Promise<void>;
  /** True while changes are heard (and tokens therefore cached). */
  readonly active: boolean;
  close(): Promise<void>;
}

interface Entry {
  row: TokenRow;
  expires: number;
}

interface Listener {
  /** The first attempt to listen is over (whether it worked or not). */
  ready: Promise<void>;
  close(): Promise<void>;
  sync(): Promise<void>;
}

export interface TokenCacheOptions {
  db: Db;
  databaseUrl: string | null;
  /** How long a checked token is trusted without a lookup; 0 turns the cache off. */
  ttlSeconds: number;
  /** Told when the PostgreSQL listener connection fails (it reconnects by itself). */
  onListenerError?: (error: Error) => void;
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const isPglite = (client: unknown): client is PgliteLike =>
  typeof (client as { listen?: unknown } | null)?.listen === 'function';

export const createTokenCache = async (options: TokenCacheOptions): Promise<TokenCache> => {
  const entries = new Map<string, Entry>();
  const keyOfToken = new Map<number, string>();
  const ttlMs = options.ttlSeconds * 1000;
  let changes = 0;
  let active = false;
  let closed = false;

  const drop = (keyHash: string) => {
    const entry = entries.get(keyHash);
    if (!entry) return;
    entries.delete(keyHash);
    keyOfToken.delete(entry.row.id);
  };
  const clear = () => {
    changes += 1;
    entries.clear();
    keyOfToken.clear();
  };
  const dropWhere = (test: (row: TokenRow) => boolean) => {
    for (const [keyHash, entry] of entries) if (test(entry.row)) drop(keyHash);
  };

  const invalidate = (payload: string) => {
    changes += 1;
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    if (kind === 'sync') return;
    if (!Number.isInteger(id)) return clear();
    if (kind === 'token') {
      const keyHash = keyOfToken.get(id);
      if (keyHash) drop(keyHash);
    } else if (kind === 'profile') dropWhere((row) => row.checkinProfileId === id);
    else if (kind === 'apartment') dropWhere((row) => row.guest?.apartmentId === id);
    else if (kind === 'owner') dropWhere((row) => row.ownerId === id || row.guest?.ownerId === id);
    else clear();
  };

  let listener: Listener | null = null;
  if (ttlMs > 0 && options.databaseUrl) {
    listener = listenOnPostgres(options.databaseUrl, {
      onMessage: invalidate,
      onUp: () => {
        clear();
        active = !closed;
      },
      onDown: (error) => {
        active = false;
        clear();
        if (error) options.onListenerError?.(error);
      },
      isClosed: () => closed,
    });
    await listener.ready;
  } else if (ttlMs > 0 && isPglite((options.db as unknown as { $client?: unknown }).$client)) {
    const client = (options.db as unknown as { $client: PgliteLike }).$client;
    const unlisten = await client.listen(AUTH_CHANNEL, invalidate);
    active = true;
    listener = { ready: Promise.resolve(), close: unlisten, sync: async () => {} };
  }

  return {
    get(keyHash) {
      if (!active) return undefined;
      const entry = entries.get(keyHash);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        drop(keyHash);
        return undefined;
      }
      return entry.row;
    },
    generation: () => changes,
    set(keyHash, row, generation) {
      if (!active || generation !== changes) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(keyHash, { row, expires: Date.now() + ttlMs });
      keyOfToken.set(row.id, keyHash);
    },
    invalidate,
    sync: async () => {
      await listener?.sync();
    },
    get active() {
      return active;
    },
    async close() {
      closed = true;
      active = false;
      clear();
      await listener?.close();
    },
  };
};

interface PostgresHandlers {
  onMessage(payload: string): void;
  onUp(): void;
  onDown(error: Error | null): void;
  isClosed(): boolean;
}

/** One dedicated connection that LISTENs, reconnecting after a failure. */
const listenOnPostgres = (databaseUrl: string, handlers: PostgresHandlers): Listener => {
  let client: Client | null = null;
  let syncs = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (handlers.isClosed()) return;
    const next = new Client({ connectionString: databaseUrl });
    let down = false;
    const fail = (error: Error | null) => {
      if (down) return;
      down = true;
      if (client === next) client = null;
      handlers.onDown(error);
      next.end().catch(() => {});
      if (!handlers.isClosed()) {
        retry = setTimeout(() => void connect(), RECONNECT_MS);
        retry.unref();
      }
    };
    next.on('notification', (message) => {
      if (message.channel === AUTH_CHANNEL) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => fail(error));
    next.on('end', () => fail(null));
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (error) {
      fail(error as Error);
      return;
    }
    if (handlers.isClosed()) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.onUp();
  };

  const ready = connect();

  return {
    ready,
    // The listening session's own notification comes back after every one committed before it.
    async sync() {
      await ready;
      syncs += 1;
      await client?.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, `sync:${syncs}`]);
    },
    async close() {
      if (retry) clearTimeout(retry);
      await ready;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
};
