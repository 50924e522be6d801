import { eq, lt, sql } from 'drizzle-orm';
import { busPayloads, type Db } from '../db';
import { listenOnPglite, listenOnPostgres } from './bus.postgres';
import { createRedisBus } from './bus.redis';

/** A small JSON object; ids rather than contents wherever the receiver can read them itself. */
export type BusMessage = { type: string } & Record<string, unknown>;

/**
 * Publish/subscribe between the API processes of one service. Every process, the publisher
 * included, receives each message once, in the order one publisher published them (a publisher
 * awaits each publish before the next). A process whose listening connection is down misses the
 * messages of that time: callers keep their truth in the database and use the bus to wake up.
 */
export interface Bus {
  publish(message: BusMessage): Promise<void>;
  /** Calls `handler` for every message from now on; answers the unsubscribe. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  /** True while this process hears the others. */
  readonly connected: boolean;
  close(): Promise<void>;
}

/** What one transport does: carry a text and hand every text heard to `deliver`. */
export interface Transport {
  send(text: string): Promise<void>;
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface BusOptions {
  db: Db;
  /** The channel (a PostgreSQL identifier, or a Redis channel name). */
  channel: string;
  databaseUrl: string | null;
  redisUrl?: string | null;
  /** Start of the Redis channel's name (REDIS_KEY_PREFIX; default `soglia:`). */
  redisKeyPrefix?: string;
  /** Told when a listening connection fails (it reconnects by itself). */
  onError?: (error: Error) => void;
}

/** NOTIFY refuses payloads of 8000 bytes or more; the envelope needs a few. */
export const NOTIFY_LIMIT_BYTES = 7900;
const SPILL_KEPT_SECONDS = 60;

/**
 * The bus of this service: Redis pub/sub when `redisUrl` is set, else the database's
 * LISTEN/NOTIFY (a dedicated connection per process on PostgreSQL; PGlite's own listener).
 * Through the database, a message larger than one NOTIFY is stored in `bus_payloads` and only
 * its id is notified.
 */
export const createBus = async (options: BusOptions): Promise<Bus> => {
  const { db, channel } = options;
  const handlers = new Set<(message: BusMessage) => void>();
  // Deliveries one after the other: a message read back from bus_payloads must not be passed
  // by a later, smaller one.
  let queue: Promise<void> = Promise.resolve();

  const emit = (message: BusMessage) => {
    for (const handler of handlers) {
      try {
        handler(message);
      } catch (error) {
        options.onError?.(error as Error);
      }
    }
  };
  const receive = (text: string) => {
    queue = queue.then(async () => {
      try {
        const parsed = JSON.parse(text) as BusMessage & { ref?: number };
        if (typeof parsed.ref === 'number' && parsed.type === undefined) {
          const [row] = await db
            .select({ payload: busPayloads.payload })
            .from(busPayloads)
            .where(eq(busPayloads.id, parsed.ref));
          if (row) emit(row.payload as BusMessage);
        } else emit(parsed);
      } catch (error) {
        options.onError?.(error as Error);
      }
    });
  };

  let transport: Transport;
  let spills = false;
  if (options.redisUrl) {
    transport = await createRedisBus(
      options.redisUrl,
      options.redisKeyPrefix ?? 'soglia:',
      channel,
      receive,
      options.onError,
    );
  } else if (options.databaseUrl) {
    transport = await listenOnPostgres(options.databaseUrl, channel, db, receive, options.onError);
    spills = true;
  } else {
    transport = await listenOnPglite(db, channel, receive);
    spills = true;
  }

  return {
    async publish(message) {
      const text = JSON.stringify(message);
      if (!spills || Buffer.byteLength(text) <= NOTIFY_LIMIT_BYTES) return transport.send(text);
      const [row] = await db
        .insert(busPayloads)
        .values({ payload: message })
        .returning({ id: busPayloads.id });
      await transport.send(JSON.stringify({ ref: row.id }));
      await db
        .delete(busPayloads)
        .where(
          lt(busPayloads.createdAt, sql`now() - make_interval(secs => ${SPILL_KEPT_SECONDS})`),
        );
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    get connected() {
      return transport.connected;
    },
    async close() {
      handlers.clear();
      await transport.close();
      await queue;
    },
  };
};
