import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  createRateGate,
  GateFullError,
  SKIP_MS,
  slotKeyHash,
  type SlotStore,
} from '../src/shelly/rate-gate';
import { createDbSlotStore } from '../src/shelly/rate-slots.db';
import { setupTestApp } from './helper';

/**
 * The rate gate's schedule in the database (PGlite here, PostgreSQL in server-postgres): two
 * gates with stores of their own stand for two API processes sharing it.
 */
const ctx = setupTestApp();
const SPACING = 300;
const GAP = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const account = () =>
  `https://shelly-1-eu.shelly.cloud|key-${crypto.randomBytes(8).toString('hex')}`;

const twoGates = (maxWaitMs = Infinity) =>
  [createDbSlotStore(ctx.db), createDbSlotStore(ctx.db)].map((store) =>
    createRateGate(store, { spacingMs: SPACING, gapMs: GAP, maxWaitMs }),
  );

describe('Shelly rate gate on the shared database', () => {
  it("spaces one account's calls from two gates, running each once", async () => {
    const key = account();
    const [a, b] = twoGates();
    const starts: { who: number; at: number }[] = [];
    const call = (who: number) => async () => {
      starts.push({ who, at: Date.now() });
      return who;
    };
    const asked = Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).run(key, call(i)));
    expect((await Promise.all(asked)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(starts).toHaveLength(8);
    const gaps = starts.slice(1).map((s, i) => s.at - starts[i].at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(GAP);
    // No turn is lost for good: at worst, on a busy machine, one holder late to ask is passed.
    expect(starts.at(-1)!.at - starts[0].at).toBeLessThan(8 * SPACING + SKIP_MS + 1500);
  });

  it("starts the next call a gap after the previous call's answer, however long that took", async () => {
    const key = account();
    const [a, b] = twoGates();
    const calls: { start: number; end: number }[] = [];
    const slowCall = async () => {
      const start = Date.now();
      await sleep(400);
      calls.push({ start, end: Date.now() });
    };
    await Promise.all([a.run(key, slowCall), b.run(key, slowCall), a.run(key, slowCall)]);
    calls.sort((x, y) => x.start - y.start);
    for (let i = 1; i < calls.length; i += 1) {
      expect(calls[i].start - calls[i - 1].end).toBeGreaterThanOrEqual(GAP);
    }
  });

  it('a call whose process died mid-call holds the account only until it counts as abandoned', async () => {
    const key = account();
    const store = createDbSlotStore(ctx.db);
    const gate = createRateGate(store, { spacingMs: SPACING, gapMs: GAP, abandonMs: 1000 });
    // A process takes its turn and dies before the answer: no finish.
    const turn = await store.reserve(slotKeyHash(key), SPACING, Infinity);
    const rules = { gapMs: GAP, abandonMs: 1000, spacingMs: SPACING };
    expect(
      'ticket' in turn && (await store.start(slotKeyHash(key), turn.ticket, 'dead', rules)),
    ).toBe(0);
    const started = Date.now();
    await gate.run(key, async () => null);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('another account does not wait behind a busy one', async () => {
    const [a, b] = twoGates();
    const busy = account();
    const queue = Array.from({ length: 5 }, () => a.run(busy, async () => Date.now()));
    await sleep(50);
    const started = Date.now();
    await b.run(account(), async () => null);
    expect(Date.now() - started).toBeLessThan(SPACING);
    await Promise.all(queue);
  });

  it('refuses at once, with the length of the queue, when it is longer than the caller may wait', async () => {
    const key = account();
    const [a, b] = twoGates(2.5 * SPACING);
    const queued = [0, 1, 2].map(() => a.run(key, async () => true));
    try {
      await sleep(20);
      const started = Date.now();
      const refused = await b.run(key, async () => true).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(GateFullError);
      // Three turns queued, less the time that passed since they were taken.
      expect((refused as GateFullError).queueMs).toBeGreaterThan(1.5 * SPACING);
      expect(Date.now() - started).toBeLessThan(SPACING);
    } finally {
      // Even when an expectation failed: no call of this test may outlive its database.
      expect(await Promise.all(queued)).toEqual([true, true, true]);
    }
  });

  it('a caller refused after waiting for a concurrent reservation tells the queue that refused it', async () => {
    const key = account();
    const [a, b] = twoGates(2.5 * SPACING);
    await a.run(key, async () => true);
    let refused: unknown;
    // Another process holds the account's row while it queues three seconds of turns; this
    // caller's reservation waits for it and must then be refused with the queue as it became.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM shelly_rate_slots WHERE key_hash = ${slotKeyHash(key)} FOR UPDATE`,
      );
      const asked = b
        .run(key, async () => true)
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      refused = asked;
      await sleep(200);
      await tx.execute(
        sql`UPDATE shelly_rate_slots SET next_slot_at = clock_timestamp() + interval '3 seconds'
            WHERE key_hash = ${slotKeyHash(key)}`,
      );
    });
    const error = await refused;
    expect(error).toBeInstanceOf(GateFullError);
    expect((error as GateFullError).queueMs).toBeGreaterThan(2500);
  });

  it('a background call takes only a free slot: an opening asked after it goes first', async () => {
    const key = account();
    const [a, b] = twoGates();
    const order: string[] = [];
    const first = a.run(key, async () => order.push('opening 1'));
    await sleep(20);
    const status = b.run(key, async () => order.push('status'), {
      background: true,
      maxWaitMs: 10 * SPACING,
    });
    await sleep(20);
    const second = a.run(key, async () => order.push('opening 2'));
    await Promise.all([first, status, second]);
    expect(order).toEqual(['opening 1', 'opening 2', 'status']);
  });

  it('a background call gives up when the account stays busy', async () => {
    const key = account();
    const [a, b] = twoGates();
    const openings = [0, 1, 2, 3].map(() => a.run(key, async () => true));
    await sleep(20);
    const status = await b
      .run(key, async () => true, { background: true, maxWaitMs: SPACING })
      .catch((error: unknown) => error);
    expect(status).toBeInstanceOf(GateFullError);
    await Promise.all(openings);
  });

  it('a caller that wakes up late pushes the next one back instead of crowding it', async () => {
    const key = account();
    const store = createDbSlotStore(ctx.db);
    // A store whose first permit is asked 200 ms late, as a process whose event loop stalled.
    let stalled = false;
    const late: SlotStore = {
      ...store,
      async start(...args) {
        if (!stalled) {
          stalled = true;
          await sleep(200);
        }
        return store.start(...args);
      },
    };
    const settings = { spacingMs: SPACING, gapMs: GAP };
    const slow = createRateGate(late, settings);
    const prompt = createRateGate(createDbSlotStore(ctx.db), settings);
    const starts: number[] = [];
    const first = slow.run(key, async () => starts.push(Date.now()));
    await sleep(10);
    const second = prompt.run(key, async () => starts.push(Date.now()));
    await Promise.all([first, second]);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(GAP);
  });

  it('starts the queued calls in the order they took their turns, even after a hung call', async () => {
    const key = account();
    const [a, b] = twoGates();
    const order: number[] = [];
    // The first call hangs for two seconds; five more queue behind it from both gates, each
    // given time to take its turn before the next asks (a busy machine is slow to take one).
    const hung = a.run(key, () => sleep(2000));
    await sleep(50);
    const queued = [];
    for (let i = 0; i < 5; i += 1) {
      queued.push((i % 2 ? a : b).run(key, async () => order.push(i)));
      await sleep(150);
    }
    await Promise.all([hung, ...queued]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps no auth key in the database, only a hash per account', async () => {
    const key = account();
    await createRateGate(createDbSlotStore(ctx.db)).run(key, async () => null);
    const { rows } = (await ctx.db.execute(
      sql`SELECT key_hash FROM shelly_rate_slots`,
    )) as unknown as { rows: { key_hash: string }[] };
    const secret = key.split('|')[1];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key_hash).not.toContain(secret);
    }
  });
});
