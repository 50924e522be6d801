import type { MessageDescriptor } from 'react-intl';
import type { DocumentType, GuestType, PersonType } from '@soglia/api-client';
import { fieldMessages as f, staysMessages as m } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' → 'dd/mm/yyyy' (docs/product.md § Time zones); anything else as given. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** Today on the host's clock, as 'yyyy-mm-dd'. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years from a 'yyyy-mm-dd' date of birth to `today`; null without a valid date. */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  const born = dateOfBirth ? ISO_DATE.exec(dateOfBirth) : null;
  const now = ISO_DATE.exec(today);
  if (!born || !now) return null;
  const [, by, bm, bd] = born.map(Number);
  const [, ny, nm, nd] = now.map(Number);
  const birthdayPassed = nm > bm || (nm === bm && nd >= bd);
  const age = ny - by - (birthdayPassed ? 0 : 1);
  return age >= 0 ? age : null;
}

export const GUEST_TYPE_LABELS: Record<GuestType, MessageDescriptor> = {
  'ospite singolo': m.single,
  famiglia: m.family,
  gruppo: m.group,
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, MessageDescriptor> = {
  passport: f.passport,
  'identity card': f.identityCard,
  'european driving license': f.drivingLicense,
};

export const PERSON_TYPE_LABELS: Record<PersonType, MessageDescriptor> = {
  individual: f.individual,
  company: f.company,
};

const instantFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as 'dd/mm/yyyy HH:MM' in Rome (docs/product.md § Time zones). */
export function formatInstant(iso: string): string {
  const parts = Object.fromEntries(
    instantFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
