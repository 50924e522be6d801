import autocannon from 'autocannon';

export interface Target {
  label: string;
  path: string;
  token: string | null;
}

export interface Measurement {
  label: string;
  /** e.g. '200', or '404×1234' when answers were not 2xx. */
  status: string;
  ok: boolean;
  rps: number;
  p99: number;
  /** Size of one answer's body in bytes. */
  bytes: number;
  /** The start of one answer's body (BENCH_VERBOSE=1 prints it). */
  sample: string;
  /** A short note: the first non-2xx body, or connection errors. */
  note: string;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** autocannon worker threads (0 = in the bench's event loop). */
  workers: number;
}

const headersFor = (target: Target): Record<string, string> =>
  target.token ? { authorization: `Token ${target.token}` } : {};

/** One request first: a crash-free way to learn the status and a useful error text. */
const probe = async (baseUrl: string, target: Target) => {
  try {
    const res = await fetch(`${baseUrl}${target.path}`, { headers: headersFor(target) });
    const text = await res.text();
    return {
      status: res.status,
      bytes: Buffer.byteLength(text),
      body: text.slice(0, 160).replace(/\s+/g, ' '),
    };
  } catch (err) {
    return { status: 0, bytes: 0, body: (err as Error).message };
  }
};

export const measure = async (
  baseUrl: string,
  target: Target,
  options: LoadOptions,
): Promise<Measurement> => {
  const first = await probe(baseUrl, target);
  // A short warm-up (JIT, query plans, caches) outside the measured window.
  for (let i = 0; i < 20 && first.status > 0; i += 1) await probe(baseUrl, target);
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: headersFor(target),
    ...(options.workers > 0 ? { workers: options.workers } : {}),
  });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => ({ code, count: Number(count) }))
    .sort((a, b) => b.count - a.count);
  const bad = codes.filter((c) => !c.code.startsWith('2'));
  const ok = result.non2xx === 0 && result.errors === 0 && result.requests.total > 0;
  const status = ok
    ? codes.map((c) => c.code).join(',') || String(first.status)
    : bad.map((c) => `${c.code}×${c.count}`).join(' ') ||
      (result.errors ? `errors×${result.errors}` : 'no answers');
  const notes: string[] = [];
  if (!first.status.toString().startsWith('2')) notes.push(`${first.status}: ${first.body}`);
  if (result.errors) notes.push(`${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    label: target.label,
    status,
    ok,
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: first.bytes,
    sample: first.body,
    note: notes.join('; '),
  };
};

const pad = (value: string, width: number, right = false) =>
  right ? value.padStart(width) : value.padEnd(width);

/** A plain-text table with each endpoint's ratios to the bare route and to the one-query route. */
export const formatTable = (
  title: string,
  rows: Measurement[],
  bareLabel: string,
  oneQueryLabel: string,
): string => {
  const bare = rows.find((r) => r.label === bareLabel);
  const oneQuery = rows.find((r) => r.label === oneQueryLabel);
  const ratio = (r: Measurement, floor: Measurement | undefined) =>
    floor && floor.rps > 0 ? (r.rps / floor.rps).toFixed(3) : '–';
  const header = [
    'endpoint',
    'status',
    'body B',
    'req/s',
    'p99 ms',
    'req/s ÷ bare',
    'req/s ÷ SELECT 1',
    'p99 × bare',
  ];
  const body = rows.map((r) => {
    const latency = bare && bare.p99 > 0 ? (r.p99 / bare.p99).toFixed(1) : '–';
    const mark = (value: string) => (r.ok ? value : `(${value})`);
    return [
      r.label,
      r.status,
      r.bytes.toLocaleString('en-US'),
      Math.round(r.rps).toLocaleString('en-US'),
      String(r.p99),
      mark(ratio(r, bare)),
      mark(ratio(r, oneQuery)),
      mark(latency),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i], i >= 2)).join('  ');
  const out = [title, line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  out.push(...body.map(line));
  const notes = rows.filter((r) => r.note);
  if (notes.length) {
    out.push('', 'Not measured as a success (figures in parentheses are for the error answers):');
    for (const r of notes) out.push(`  ${r.label}: ${r.note}`);
  }
  return out.join('\n');
};
