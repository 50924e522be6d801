/** Wall-clock helpers: stays are local dates/times in the apartment's time zone. */

/** Building a formatter costs far more than using one: one per time zone, kept for the process. */
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
};

const partsIn = (instant: Date, timeZone: string) => {
  const fmt = formatterFor(timeZone);
  const out: Record<string, number> = {};
  for (const p of fmt.formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
  };
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-mm-dd' of the given instant in the zone. */
export const localDate = (instant: Date, timeZone: string): string => {
  const p = partsIn(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
};

/** 'HH:MM:SS' of the given instant in the zone. */
export const localTime = (instant: Date, timeZone: string): string => {
  const p = partsIn(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
};

/** Adds whole days to a 'yyyy-mm-dd' date. */
export const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const instantCacheLimit = 10_000;
/**
 * `zonedInstant`'s answers (epoch ms) by date, time and zone: each costs up to three
 * `formatToParts` calls, and every guest request asks for its stay's check-in and check-out.
 * A zone's rules do not change while the process runs; the oldest entries go first.
 */
const instants = new Map<string, number>();

const computeZonedInstant = (date: string, time: string, timeZone: string): number => {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  let guess = asUtc;
  for (let i = 0; i < 3; i += 1) {
    const p = partsIn(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    const diff = asUtc - shown;
    if (diff === 0) break;
    guess += diff;
  }
  return guess;
};

/**
 * The instant at which the wall clock in `timeZone` reads `date time`.
 * Times skipped by a DST jump resolve forward; a time the clock shows twice (the night DST ends)
 * resolves to its second occurrence.
 */
export const zonedInstant = (date: string, time: string, timeZone: string): Date => {
  const key = `${date} ${time} ${timeZone}`;
  let epoch = instants.get(key);
  if (epoch === undefined) {
    epoch = computeZonedInstant(date, time, timeZone);
    if (instants.size >= instantCacheLimit) instants.delete(instants.keys().next().value!);
    instants.set(key, epoch);
  }
  return new Date(epoch);
};

export const isValidTimeZone = (timeZone: string): boolean => {
  if (formatters.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};
