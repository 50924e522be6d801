import { rawQueryOf, type Db } from '../db';
import { retryIn, SKIP_MS, type SlotStore } from './rate-gate';

// One statement each (no transaction to hold): the row lock of the upsert orders concurrent
// callers, and the database's clock is the one clock every process agrees on.
const ms = (param: string) => `${param}::float8 * interval '1 millisecond'`;
const NOW = 'clock_timestamp()';

const RESERVE = `
WITH reserved AS (
  INSERT INTO shelly_rate_slots AS s
    (key_hash, next_slot_at, next_ticket, serving_ticket, call_started_at, call_done_at)
  VALUES ($1, ${NOW} + ${ms('$2')}, 1, 0, 'epoch', 'epoch')
  ON CONFLICT (key_hash) DO UPDATE
    SET next_slot_at = greatest(s.next_slot_at, ${NOW}) + ${ms('$2')},
        next_ticket = s.next_ticket + 1
    WHERE s.next_slot_at <= ${NOW} + ${ms('$3')}
  RETURNING s.next_slot_at, s.next_ticket
)
SELECT
  (SELECT next_ticket FROM reserved) AS ticket,
  (SELECT extract(epoch FROM next_slot_at - ${NOW})::float8 * 1000 - $2::float8
     FROM reserved) AS wait_ms`;

// The queue that refused a reservation, read by a statement of its own: the refusal was decided
// on the row as it is after any reservation this one waited for (its lock), while a SELECT in
// the same statement would read the statement's snapshot, taken before that wait.
const QUEUE = `
SELECT extract(epoch FROM next_slot_at - ${NOW})::float8 * 1000 AS queue_ms
  FROM shelly_rate_slots WHERE key_hash = $1`;

// When the account is free again: a second after the last answer, or, while a call is in flight,
// once it counts as abandoned.
const FREE_AT = `coalesce(call_done_at + ${ms('$4')}, call_started_at + ${ms('$5')})`;

const START = `
WITH started AS (
  UPDATE shelly_rate_slots
    SET call_id = $2, call_started_at = ${NOW}, call_done_at = NULL,
        serving_ticket = greatest(serving_ticket, $3::bigint)
    WHERE key_hash = $1
      AND ${FREE_AT} <= ${NOW}
      AND ($3::bigint <= serving_ticket + 1 OR ${FREE_AT} <= ${NOW} - ${ms('$6')})
  RETURNING 1
)
SELECT
  EXISTS (SELECT 1 FROM started) AS started,
  (SELECT serving_ticket FROM shelly_rate_slots WHERE key_hash = $1) AS serving,
  (SELECT extract(epoch FROM call_done_at + ${ms('$4')} - ${NOW})::float8 * 1000
     FROM shelly_rate_slots WHERE key_hash = $1) AS free_in_ms`;

const FINISH = `
UPDATE shelly_rate_slots
  SET call_done_at = ${NOW}, next_slot_at = greatest(next_slot_at, ${NOW} + ${ms('$3')})
  WHERE key_hash = $1 AND call_id = $2`;

interface StartRow {
  started: boolean;
  serving: number | string | null;
  free_in_ms: number | null;
}

/** The rate gate's schedule in the database every API process shares (PostgreSQL or PGlite). */
export const createDbSlotStore = (db: Db): SlotStore => {
  const query = rawQueryOf(db);
  return {
    async reserve(keyHash, spacingMs, maxWaitMs) {
      const [row] = await query<{ ticket: number | string | null; wait_ms: number | null }>(
        RESERVE,
        [keyHash, spacingMs, Number.isFinite(maxWaitMs) ? maxWaitMs : 1e12],
      );
      if (row.ticket !== null && row.wait_ms !== null) {
        return { ticket: Number(row.ticket), waitMs: Math.max(0, Number(row.wait_ms)) };
      }
      const [queue] = await query<{ queue_ms: number | null }>(QUEUE, [keyHash]);
      return { queueMs: Math.max(0, Number(queue?.queue_ms ?? 0)) };
    },
    async start(keyHash, ticket, callId, rules) {
      const [row] = await query<StartRow>(START, [
        keyHash,
        callId,
        ticket,
        rules.gapMs,
        rules.abandonMs,
        SKIP_MS,
      ]);
      if (row.started) return 0;
      // free_in_ms is null while the previous call is in flight.
      const freeIn = row.free_in_ms === null ? null : Number(row.free_in_ms);
      return retryIn(rules, ticket, Number(row.serving ?? 0), freeIn);
    },
    async finish(keyHash, callId, gapMs) {
      await query(FINISH, [keyHash, callId, gapMs]);
    },
  };
};
