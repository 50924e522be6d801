// Dates travel as yyyy-mm-dd and times as HH:MM[:SS]; the console shows dd/mm/yyyy and HH:MM.
// Dates are wall-clock values of the apartment's time zone, so they never go through Date.

/** Every apartment is in Europe/Rome for now: "today" is today there, wherever the host is. */
export const APARTMENT_TIME_ZONE = 'Europe/Rome';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' -> 'dd/mm/yyyy'. */
export function formatDate(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** 'HH:MM:SS' -> 'HH:MM', the first 5 characters (docs/product.md § Time zones). */
export function formatTime(value: string): string {
  return value.slice(0, 5);
}

/** A real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date (yyyy-mm-dd) in the apartments' time zone. */
export function todayIso(now: Date = new Date(), timeZone: string = APARTMENT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'yyyy-mm-dd' plus `days` calendar days. */
export function addDays(value: string, days: number): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
