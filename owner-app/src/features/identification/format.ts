import type { MessageDescriptor } from 'react-intl';
import type { IdentificationStay } from '@soglia/api-client';
import { guestMessages as g, ringMessages as m } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' → 'dd/mm/yyyy' (docs/product.md § Time zones); anything else as given. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const timeFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO instant as 'HH:MM' in Rome, where every apartment is. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** An ISO instant as 'dd/mm/yyyy HH:MM' in Rome. */
export function formatInstant(iso: string): string {
  return `${dayFormat.format(new Date(iso))} ${formatTime(iso)}`;
}

/** The stay's holder, as the host registered the stay. */
export function stayName(stay: IdentificationStay | null): string | null {
  if (!stay) return null;
  return `${stay.name} ${stay.surname}`.trim() || null;
}

/** The ringing or missed call's caller for a text: the stay's holder, else 'Ospite'. */
export function callerName(
  stay: IdentificationStay | null,
  t: (descriptor: MessageDescriptor) => string,
): string {
  return stayName(stay) ?? t(m.unknownGuest);
}

const DOCUMENT_TYPES: Record<string, MessageDescriptor> = {
  passport: g.passport,
  'identity card': g.identityCard,
  'european driving license': g.drivingLicense,
};

/** The document type's Italian name; an unknown one as stored. */
export function documentTypeLabel(
  type: string,
  t: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = DOCUMENT_TYPES[type];
  return descriptor ? t(descriptor) : type;
}
