import { Client } from 'pg';
import { createDatabase, type Database } from '../src/db/client';
import { busPayloads } from '../src/db';
import { createBus, NOTIFY_LIMIT_BYTES, type Bus, type BusMessage } from '../src/realtime/bus';
import { BUS_APPLICATION_NAME } from '../src/realtime/bus.postgres';
import {
  createMigratedDatabase,
  createTestDatabaseTarget,
  testConfig,
  testDbKind,
  type TestDatabaseTarget,
} from './helper';
import { reachableRedisUrl } from './processes';

/**
 * The bus between API processes: LISTEN/NOTIFY on the database of this project (PGlite, or
 * PostgreSQL with two buses standing for two processes), and Redis pub/sub when one answers.
 */
let target: TestDatabaseTarget;
let database: Database;
const buses: Bus[] = [];

beforeAll(async () => {
  target = await createTestDatabaseTarget();
  database = await createMigratedDatabase(testConfig({ databaseUrl: target.databaseUrl }));
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await database?.close();
  await target?.drop();
});

const open = async (channel: string, redisUrl: string | null = null, redisKeyPrefix?: string) => {
  const bus = await createBus({
    db: database.db,
    channel,
    databaseUrl: target.databaseUrl,
    redisUrl,
    redisKeyPrefix,
  });
  buses.push(bus);
  return bus;
};

/** Everything `bus` hears, and a wait for the n-th message. */
const recorder = (bus: Bus) => {
  const heard: BusMessage[] = [];
  bus.subscribe((message) => heard.push(message));
  return {
    heard,
    async count(n: number, ms = 5000) {
      const until = Date.now() + ms;
      while (heard.length < n) {
        if (Date.now() > until) throw new Error(`heard ${heard.length} of ${n} within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return heard;
    },
  };
};

it('delivers each message to every subscriber, the publisher included, in the order published', async () => {
  const [a, b] = [await open('bus_order'), await open('bus_order')];
  const [onA, onB] = [recorder(a), recorder(b)];
  for (let i = 0; i < 5; i += 1) await a.publish({ type: 'n', i });
  const expected = [0, 1, 2, 3, 4].map((i) => ({ type: 'n', i }));
  expect(await onB.count(5)).toEqual(expected);
  expect(await onA.count(5)).toEqual(expected);
  expect(a.connected && b.connected).toBe(true);
});

it('carries a message larger than one NOTIFY by its id, still in order, and sweeps it later', async () => {
  const [a, b] = [await open('bus_large'), await open('bus_large')];
  const onB = recorder(b);
  const sdp = 'v=0\r\n' + 'a=candidate:x '.repeat(1500);
  expect(Buffer.byteLength(sdp)).toBeGreaterThan(NOTIFY_LIMIT_BYTES);
  await a.publish({ type: 'first' });
  await a.publish({ type: 'offer', sdp });
  await a.publish({ type: 'last' });
  const heard = await onB.count(3);
  expect(heard.map((m) => m.type)).toEqual(['first', 'offer', 'last']);
  expect(heard[1].sdp).toBe(sdp);
  expect((await database.db.select().from(busPayloads)).length).toBeGreaterThan(0);
});

it('does not deliver another channel', async () => {
  const [a, b] = [await open('bus_one'), await open('bus_two')];
  const onB = recorder(b);
  await a.publish({ type: 'elsewhere' });
  await b.publish({ type: 'here' });
  expect((await onB.count(1)).map((m) => m.type)).toEqual(['here']);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(onB.heard).toHaveLength(1);
});

const onPostgres = testDbKind() === 'postgres' ? it : it.skip;

onPostgres('listens again after its connection is terminated (pg_terminate_backend)', async () => {
  const [a, b] = [await open('bus_reconnect'), await open('bus_reconnect')];
  const onB = recorder(b);
  const admin = new Client({ connectionString: target.databaseUrl! });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = $1 and datname = current_database()`,
      [BUS_APPLICATION_NAME],
    );
    expect(rowCount).toBeGreaterThanOrEqual(2);
  } finally {
    await admin.end();
  }
  const until = Date.now() + 10_000;
  while (!b.connected || !(await listening())) {
    if (Date.now() > until) throw new Error('did not listen again within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await a.publish({ type: 'after' });
  expect((await onB.count(1)).map((m) => m.type)).toEqual(['after']);
});

/** Whether the bus sessions are back in pg_stat_activity. */
const listening = async () => {
  const probe = await createDatabase(testConfig({ databaseUrl: target.databaseUrl }));
  try {
    const { rows } = await probe.pool!.query(
      `select count(*)::int as n from pg_stat_activity
       where application_name = $1 and datname = current_database()`,
      [BUS_APPLICATION_NAME],
    );
    return rows[0].n >= 2;
  } finally {
    await probe.close();
  }
};

it('carries messages through Redis pub/sub when REDIS_URL is set (skipped without a Redis)', async () => {
  const redisUrl = await reachableRedisUrl();
  if (!redisUrl) return;
  const channel = `bus_redis_${process.pid}_${testDbKind()}`;
  const prefix = `soglia-${process.pid}-${testDbKind()}:`;
  const [a, b] = [await open(channel, redisUrl, prefix), await open(channel, redisUrl, prefix)];
  // Another installation on the same Redis, same channel, its own REDIS_KEY_PREFIX.
  const other = recorder(await open(channel, redisUrl, `other-${prefix}`));
  const onB = recorder(b);
  const big = 'x'.repeat(20_000);
  await a.publish({ type: 'one' });
  await a.publish({ type: 'big', big });
  const heard = await onB.count(2);
  expect(heard.map((m) => m.type)).toEqual(['one', 'big']);
  expect(heard[1].big).toBe(big);
  expect(b.connected).toBe(true);
  expect(other.heard).toEqual([]);
});
