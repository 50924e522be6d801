import crypto from 'node:crypto';

/**
 * Spaces the calls of one Shelly Cloud account (one call per second per auth key, the cloud's
 * documented limit) in every API process at once. Where the schedule lives is a `SlotStore`: the
 * database every process shares (`createDbSlotStore`), or memory (one process: tests, tools).
 *
 * A call first reserves its own turn (`reserve`: one atomic step, so two callers never get the
 * same one), sleeps until then, and asks for a start permit (`start`): granted once the account's
 * previous call has its answer back and that answer is `gapMs` old. The cloud counts a call
 * somewhere between its sending and its answer, so two calls started that way reach it at least
 * `gapMs` apart however late a busy process sent either of them. `finish` records the answer.
 */
/** How a store decides whether a call may start now. */
export interface StartRules {
  /** From the previous call's answer to the next call's start. */
  gapMs: number;
  /** A call in flight longer than this belongs to a process that died. */
  abandonMs: number;
  /** One turn of the account: how long each ticket ahead will take. */
  spacingMs: number;
}

export interface SlotStore {
  /**
   * Takes the key's next ticket and turn unless the calls queued ahead would make this one wait
   * more than `maxWaitMs`: the ticket and how long to wait, or how long the queue ahead is.
   */
  reserve(
    keyHash: string,
    spacingMs: number,
    maxWaitMs: number,
  ): Promise<{ ticket: number; waitMs: number } | { queueMs: number }>;
  /**
   * Starts call `callId` of `ticket` now (0) if the previous call's answer is `gapMs` old (or
   * that call was abandoned) and every earlier ticket has started (or not come for `SKIP_MS`
   * after the account was free); else the ms to wait before asking again.
   */
  start(keyHash: string, ticket: number, callId: string, rules: StartRules): Promise<number>;
  /** The answer of call `callId` is back (or it gave up); no turn is due sooner than `gapMs`. */
  finish(keyHash: string, callId: string, gapMs: number): Promise<void>;
}

/** A ticket whose holder has not asked to start this long after the account was free is passed. */
export const SKIP_MS = 2000;
/** While the previous call is in flight, the next caller asks again this often. */
export const IN_FLIGHT_POLL_MS = 25;

/** How long to wait before asking again, when the start was refused. */
export const retryIn = (
  rules: StartRules,
  ticket: number,
  serving: number,
  freeInMs: number | null,
): number => {
  const ahead = Math.max(0, ticket - serving - 1);
  // In flight: its answer may come any moment.
  const free = freeInMs === null ? IN_FLIGHT_POLL_MS : Math.max(0, freeInMs);
  return Math.max(IN_FLIGHT_POLL_MS, free + ahead * rules.spacingMs);
};

export interface GateOptions {
  /**
   * The longest this call may wait for its turn; with more queued ahead it is refused at once
   * (`GateFullError`). Default: the gate's.
   */
  maxWaitMs?: number;
  /**
   * A call nobody waits on (a status read): it only takes a turn when no call of the account is
   * queued, retrying until `maxWaitMs`, so door openings never queue behind it.
   */
  background?: boolean;
}

export interface RateGate {
  /** Runs `task` at the key's next turn: the calls of one key reach the cloud a second apart. */
  run<T>(key: string, task: () => Promise<T>, options?: GateOptions): Promise<T>;
}

export class GateFullError extends Error {
  /** How long the calls already queued for the account will take, ms. */
  readonly queueMs: number;

  constructor(queueMs: number) {
    super(`too many calls are waiting for this account (${Math.ceil(queueMs)} ms of queue)`);
    this.queueMs = queueMs;
  }
}

/** One turn of an account in the schedule: the cloud's second, a call's answer, the bookkeeping. */
export const SHELLY_SPACING_MS = 1100;
/** From one call's answer to the next call's start: the cloud's second, plus clock rounding. */
export const SHELLY_GAP_MS = 1010;

export interface RateGateSettings {
  spacingMs?: number;
  gapMs?: number;
  /** Default for `GateOptions.maxWaitMs`. */
  maxWaitMs?: number;
  /** A call in flight longer than this belongs to a process that died: the next one may start. */
  abandonMs?: number;
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** The store's key for an account: a hash, so no auth key is ever written down in clear. */
export const slotKeyHash = (key: string): string =>
  crypto.createHash('sha256').update(`soglia-shelly-slot\0${key}`).digest('hex');

export const createRateGate = (
  store: SlotStore,
  {
    spacingMs = SHELLY_SPACING_MS,
    gapMs = SHELLY_GAP_MS,
    maxWaitMs = Infinity,
    abandonMs = 30_000,
  }: RateGateSettings = {},
): RateGate => ({
  async run(key, task, options = {}) {
    const keyHash = slotKeyHash(key);
    const limit = options.maxWaitMs ?? maxWaitMs;
    const began = Date.now();
    let ticket: number;
    for (;;) {
      const turn = await store.reserve(keyHash, spacingMs, options.background ? 0 : limit);
      if ('waitMs' in turn) {
        ticket = turn.ticket;
        await sleep(turn.waitMs);
        break;
      }
      if (!options.background || Date.now() - began + turn.queueMs > limit) {
        throw new GateFullError(turn.queueMs);
      }
      await sleep(turn.queueMs);
    }
    const callId = crypto.randomUUID();
    const rules = { gapMs, abandonMs, spacingMs };
    for (;;) {
      const left = await store.start(keyHash, ticket, callId, rules);
      if (left <= 0) break;
      await sleep(left);
    }
    try {
      return await task();
    } finally {
      // Not awaited: the caller need not wait for the bookkeeping (a lost one is abandoned later).
      void store.finish(keyHash, callId, gapMs).catch(() => undefined);
    }
  },
});

/** The same schedule in this process's memory (a single process, or a test). */
export const createMemorySlotStore = (): SlotStore => {
  interface Slot {
    next: number;
    nextTicket: number;
    serving: number;
    callId: string;
    startedAt: number;
    doneAt: number | null;
  }
  const slots = new Map<string, Slot>();
  const entry = (keyHash: string, now: number) => {
    let slot = slots.get(keyHash);
    if (!slot) {
      // Forget accounts idle for a minute so the map does not grow with every key ever seen.
      for (const [k, s] of slots) if (s.doneAt !== null && s.next < now - 60_000) slots.delete(k);
      slot = { next: now, nextTicket: 0, serving: 0, callId: '', startedAt: 0, doneAt: 0 };
      slots.set(keyHash, slot);
    }
    return slot;
  };
  return {
    async reserve(keyHash, spacingMs, maxWait) {
      const now = Date.now();
      const slot = entry(keyHash, now);
      const queueMs = Math.max(0, slot.next - now);
      if (queueMs > maxWait) return { queueMs };
      slot.next = now + queueMs + spacingMs;
      slot.nextTicket += 1;
      return { ticket: slot.nextTicket, waitMs: queueMs };
    },
    async start(keyHash, ticket, callId, rules) {
      const now = Date.now();
      const slot = entry(keyHash, now);
      const freeAt =
        slot.doneAt === null ? slot.startedAt + rules.abandonMs : slot.doneAt + rules.gapMs;
      const inOrder = ticket <= slot.serving + 1 || freeAt <= now - SKIP_MS;
      if (freeAt > now || !inOrder) {
        return retryIn(rules, ticket, slot.serving, slot.doneAt === null ? null : freeAt - now);
      }
      Object.assign(slot, { callId, startedAt: now, doneAt: null });
      slot.serving = Math.max(slot.serving, ticket);
      return 0;
    },
    async finish(keyHash, callId, gapMs) {
      const slot = slots.get(keyHash);
      if (!slot || slot.callId !== callId) return;
      const now = Date.now();
      slot.doneAt = now;
      slot.next = Math.max(slot.next, now + gapMs);
    },
  };
};

/**
 * The process-wide gate of clients given none (tests and tools; the API passes the database's).
 * A caller with more than about six seconds of calls ahead would only time out: refused.
 */
export const sharedRateGate = createRateGate(createMemorySlotStore(), { maxWaitMs: 6000 });
