/**
 * The figures `npm run bench:evening` prints (bench/evening.ts): tap → OPENED per account and
 * overall, failed taps and why, the simulator's 429s, the other endpoints' p99, and the goals.
 */
import { SHELLY_GAP_MS, SHELLY_SPACING_MS } from '../src/shelly';

export interface Tap {
  account: number;
  doorId: number;
  at: number;
  answeredAt: number;
  status: number;
  /** 'opened', the answer's error code, or why there was no answer. */
  reason: string;
  queuedMs: number | null;
}

export interface Opening {
  account: number;
  firstTap: number;
  openedAt: number | null;
  taps: Tap[];
}

export interface CloudFacts {
  /** Relay pulses the simulator saw, per door id. */
  pulsesByDoor: Map<number, number>;
  /** 429s of the one-call-a-second rule, per account. */
  refusalsByAccount: number[];
}

/** A `door_busy` answered this fast never reached the account's queue (refused at once). */
const refusedAtOnce = (tap: Tap) =>
  tap.status === 503 && tap.reason === 'door_busy' && tap.answeredAt - tap.at < 1000;

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const s = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
const quantiles = (values: number[]) => [50, 95, 99, 100].map((p) => s(percentile(values, p)));

/** The API's own work on a tap besides the queue: token, CPC checks, bookkeeping, audit row. */
export const API_ALLOWANCE_MS = 250;

/** SHELLY_TIMEOUT_MS's default, which the bench's API processes run with. */
const CLOUD_TIMEOUT_MS = 4000;

/**
 * The queue's physical limit for a tap: one turn of the account (SHELLY_SPACING_MS: the cloud's
 * second and the call's answer) for each tap of the account served while it waited (a call the
 * cloud never answered holds the account for its timeout and a second), one for the call that
 * may have just gone before it, and the API's own work.
 */
export const physicalLimitMs = (tap: Tap, all: Tap[]): number => {
  const servedAhead = all.filter(
    (other) =>
      other !== tap &&
      other.account === tap.account &&
      other.answeredAt > tap.at &&
      other.answeredAt < tap.answeredAt &&
      !refusedAtOnce(other),
  );
  const turns = servedAhead.map((other) =>
    other.reason === 'door_timeout' ? CLOUD_TIMEOUT_MS + SHELLY_GAP_MS : SHELLY_SPACING_MS,
  );
  return turns.reduce((sum, ms) => sum + ms, SHELLY_SPACING_MS + API_ALLOWANCE_MS);
};

/** Taps served before one made more than a second earlier: the queue was not first come, first served. */
const overtaken = (tap: Tap, all: Tap[]) =>
  all.some(
    (other) =>
      other.account === tap.account &&
      other.at > tap.at + 1000 &&
      other.answeredAt < tap.answeredAt &&
      !refusedAtOnce(other),
  );

const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

const reasons = (taps: Tap[]) => {
  const counts = new Map<string, number>();
  for (const tap of taps.filter((t) => t.status !== 200)) {
    counts.set(tap.reason, (counts.get(tap.reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, n]) => `${reason}×${n}`).join(' ') || '–';
};

export const report = (
  openings: Opening[],
  facts: CloudFacts,
  accounts: number,
  endpoints: Map<string, { ms: number[]; failed: number }>,
  queuedNoticeMs: number,
): { lines: string[]; goalsMet: boolean } => {
  const taps = openings.flatMap((o) => o.taps);
  const opened = taps.filter((t) => t.status === 200);
  const within = opened.filter((t) => t.answeredAt - t.at <= physicalLimitMs(t, taps));
  const groups = [
    ...Array.from({ length: accounts }, (_, a) => ({
      name: `account ${a + 1}`,
      of: openings.filter((o) => o.account === a),
      refusals: facts.refusalsByAccount[a] ?? 0,
    })),
    {
      name: 'overall',
      of: openings,
      refusals: facts.refusalsByAccount.reduce((x, y) => x + y, 0),
    },
  ];
  const rows = groups.map(({ name, of, refusals }) => {
    const done = of.filter((o) => o.openedAt !== null);
    const groupTaps = of.flatMap((o) => o.taps);
    const groupOpened = groupTaps.filter((t) => t.status === 200);
    const inLimit = groupOpened.filter((t) => t.answeredAt - t.at <= physicalLimitMs(t, taps));
    return [
      name,
      `${done.length}/${of.length}`,
      ...quantiles(done.map((o) => o.openedAt! - o.firstTap)),
      `${inLimit.length}/${groupOpened.length}`,
      reasons(groupTaps),
      String(refusals),
    ];
  });

  // Lost: an OPENED answer without its pulse, or a tap never answered. Duplicated: a pulse
  // without an OPENED answer.
  const answeredByDoor = new Map<number, number>();
  for (const t of opened) answeredByDoor.set(t.doorId, (answeredByDoor.get(t.doorId) ?? 0) + 1);
  const doorIds = new Set([...answeredByDoor.keys(), ...facts.pulsesByDoor.keys()]);
  let lost = taps.filter((t) => t.reason === 'no answer').length;
  let duplicated = 0;
  for (const id of doorIds) {
    const diff = (facts.pulsesByDoor.get(id) ?? 0) - (answeredByDoor.get(id) ?? 0);
    if (diff > 0) duplicated += diff;
    else lost -= diff;
  }
  const cloud429 = groups.at(-1)!.refusals;
  const share = opened.length ? within.length / opened.length : 0;
  const worst = Math.max(...opened.map((t) => t.answeredAt - t.at - physicalLimitMs(t, taps)));
  // An OPENED answer later than the notice: was the wait the account's queue (queued_ms), as
  // the notice says, rather than a stuck call?
  const slow = opened.filter((t) => t.answeredAt - t.at > queuedNoticeMs);
  const slowQueued = slow.filter((t) => (t.queuedMs ?? 0) >= t.answeredAt - t.at - 1000);
  const slowFailed = taps.filter((t) => t.status !== 200 && t.answeredAt - t.at > queuedNoticeMs);
  const goals: [string, boolean, string][] = [
    [
      'no opening lost or duplicated',
      lost === 0 && duplicated === 0,
      `${lost} lost, ${duplicated} duplicated`,
    ],
    ['no 429 from the cloud (one call a second per account)', cloud429 === 0, `${cloud429}`],
    [
      'p99 tap → OPENED within the queue’s physical limit ((taps served ahead + 1) × ' +
        `${SHELLY_SPACING_MS / 1000} s + ${API_ALLOWANCE_MS / 1000} s; a hung call ahead ` +
        `${(CLOUD_TIMEOUT_MS + SHELLY_GAP_MS) / 1000} s)`,
      share >= 0.99,
      `${within.length}/${opened.length} taps within (${(share * 100).toFixed(1)} %), the ` +
        `closest ${worst > 0 ? `${s(worst)} over` : `${s(-worst)} under`} its limit; ` +
        `${opened.filter((t) => overtaken(t, taps)).length} ` +
        'overtaken by a tap made over a second later',
    ],
    [
      `queued, not stuck: an answer later than ${s(queuedNoticeMs)} shows “In coda, pochi secondi…”`,
      slowQueued.length === slow.length,
      `${slow.length} OPENED taps waited longer, ${slowQueued.length} of them in the queue ` +
        `(queued_ms within 1 s of the wait); ${slowFailed.length} failed taps took longer too`,
    ],
  ];

  const other = [...endpoints].map(([label, { ms, failed }]) => [
    label,
    String(ms.length),
    `${Math.round(percentile(ms, 50))} ms`,
    `${Math.round(percentile(ms, 99))} ms`,
    `${Math.round(Math.max(...ms))} ms`,
    String(failed),
  ]);
  const lines = [
    'Tap → OPENED! per guest (from the first tap; a failed tap is tapped again after Retry-After or 2 s, three taps at most)',
    table(
      [
        '',
        'opened',
        'median',
        'p95',
        'p99',
        'max',
        'taps within limit',
        'failed taps (why)',
        '429 (cloud)',
      ],
      rows,
    ),
    '',
    'Other endpoints during the run (both API processes, through the proxy)',
    table(['endpoint', 'requests', 'p50', 'p99', 'max', 'failed'], other),
    '',
    'Goals',
    ...goals.map(([goal, met, figure]) => `  ${met ? 'met    ' : 'NOT met'}  ${goal}: ${figure}`),
  ];
  return { lines, goalsMet: goals.every(([, met]) => met) };
};
