// Dates travel as yyyy-mm-dd, instants as ISO strings; the console shows dd/mm/yyyy and HH:MM in
// Rome's zone, where every apartment is (docs/product.md, Time zones).

const ZONE = 'Europe/Rome';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'. */
export function formatDay(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const instantFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as Rome's date (dd/mm/yyyy) and time (HH:MM). */
export function formatInstant(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    instantFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}
