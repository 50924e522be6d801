import type { DocumentType, GuestType } from '@soglia/api-client';
import { RECORD_WIDTHS } from '@soglia/api-client/checks';
import { ITALY_CODE, placeByCode, validOn } from '../places';

/**
 * Alloggiati Web records (manual "WS_ALLOGGIATI", Tabella 1): one 168-character line per guest,
 * lines joined by CR+LF with none after the last. Pure: the caller loads the stay and says which
 * day is today in the apartment's time zone.
 */
export const RECORD_LENGTH = 168;
export const MAX_STAY_DAYS = 30;

export interface RecordGuest {
  id: number;
  first_name: string;
  last_name: string;
  /** F or M. */
  gender: string;
  /** yyyy-mm-dd */
  date_of_birth: string | null;
  place_of_birth_code: string;
  citizenship_code: string;
  document_type: DocumentType;
  document_number: string;
  place_of_issue_code: string;
}

export interface RecordStay {
  id: number;
  /** yyyy-mm-dd */
  check_in_date: string;
  check_out_date: string;
  guest_type: GuestType | null;
  /** In registration order: the first guest of a family or group is its holder. */
  guests: RecordGuest[];
}

export interface GuestProblem {
  guest: number;
  name: string;
  reasons: string[];
}

export type RecordsResult =
  { ok: true; lines: string[] } | { ok: false; reasons: string[]; guests: GuestProblem[] };

/** Alloggiati document codes of the product's document types. */
export const DOCUMENT_CODES: Record<DocumentType, string> = {
  passport: 'PASOR',
  'identity card': 'IDENT',
  'european driving license': 'PATEN',
};

/** The forms refuse such values; older data may still hold one, and it is never cut. */
function tooLongMessage(what: string, width: number): string {
  return (
    `${what} più lungo di ${width} caratteri: il servizio non ne accetta di più e Soglia non ` +
    'lo accorcia. Correggerlo nei dati dell’ospite.'
  );
}

export const RECORD_MESSAGES = {
  noGuests: 'Nessun ospite registrato.',
  tooLong: (days: number) =>
    `Il soggiorno dura ${days} giorni: il servizio accetta al massimo ${MAX_STAY_DAYS} giorni.`,
  tooOld: (arrival: string) =>
    `Arrivo del ${italianDate(arrival)}: il servizio accetta solo arrivi di oggi o di ieri.`,
  notYet: (arrival: string) =>
    `Arrivo del ${italianDate(arrival)}: non si può comunicare un arrivo futuro.`,
  lastName: 'Cognome mancante o non in caratteri latini.',
  firstName: 'Nome mancante o non in caratteri latini.',
  gender: 'Sesso mancante (M o F).',
  dateOfBirth: 'Data di nascita mancante.',
  placeOfBirth: 'Luogo di nascita senza codice: sceglierlo dall’elenco.',
  placeOfBirthDate: 'Il comune di nascita non esisteva alla data di nascita.',
  citizenship: 'Cittadinanza senza codice: sceglierla dall’elenco.',
  documentNumber: 'Numero del documento mancante.',
  layout: 'La schedina non ha la lunghezza prevista dal servizio: non viene inviata.',
  lastNameTooLong: tooLongMessage('Cognome', RECORD_WIDTHS.last_name),
  firstNameTooLong: tooLongMessage('Nome', RECORD_WIDTHS.first_name),
  documentNumberTooLong: tooLongMessage('Numero del documento', RECORD_WIDTHS.document_number),
  placeOfIssue: 'Luogo di rilascio senza codice: sceglierlo dall’elenco.',
} as const;

const italianDate = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Upper-case ASCII: accents dropped (`Müller` → `MULLER`), other letters refused (''). */
export const asciiUpper = (text: string): string => {
  const folded = text
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'AE')
    .replace(/[Øø]/g, 'O')
    .replace(/[Łł]/g, 'L')
    .replace(/[’‘`´]/g, "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  return /^[A-Z' .-]*$/.test(folded) && /[A-Z]/.test(folded) ? folded : '';
};

/**
 * Left-aligned and space-padded to its width. A longer value is never cut (a cut document
 * number or name would reach the police wrong): guestLine reports it, and the line, longer than
 * the record, is never sent.
 */
const field = (value: string, length: number) => value.padEnd(length, ' ');

/** The guest type codes of a stay: holder first, then its members. */
const typeCodes = (guestType: GuestType | null, count: number): string[] =>
  Array.from({ length: count }, (_, i) => {
    if (guestType === 'famiglia') return i === 0 ? '17' : '19';
    if (guestType === 'gruppo') return i === 0 ? '18' : '20';
    return '16';
  });

const guestLine = (
  guest: RecordGuest,
  type: string,
  arrival: string,
  days: number,
  reasons: string[],
): string => {
  const lastName = asciiUpper(guest.last_name);
  const firstName = asciiUpper(guest.first_name);
  if (!lastName) reasons.push(RECORD_MESSAGES.lastName);
  if (lastName.length > RECORD_WIDTHS.last_name) reasons.push(RECORD_MESSAGES.lastNameTooLong);
  if (!firstName) reasons.push(RECORD_MESSAGES.firstName);
  if (firstName.length > RECORD_WIDTHS.first_name) reasons.push(RECORD_MESSAGES.firstNameTooLong);
  const sex = { M: '1', F: '2' }[guest.gender.trim().toUpperCase()];
  if (!sex) reasons.push(RECORD_MESSAGES.gender);
  if (!guest.date_of_birth) reasons.push(RECORD_MESSAGES.dateOfBirth);

  let comune = '';
  let province = '';
  let birthState = '';
  const birth = placeByCode(guest.place_of_birth_code);
  if (!birth) reasons.push(RECORD_MESSAGES.placeOfBirth);
  else if (birth.kind === 'comune') {
    if (guest.date_of_birth && !validOn(birth, guest.date_of_birth)) {
      reasons.push(RECORD_MESSAGES.placeOfBirthDate);
    }
    comune = birth.code;
    province = birth.province ?? '';
    birthState = ITALY_CODE;
  } else birthState = birth.code;
  const citizenship = placeByCode(guest.citizenship_code);
  if (!citizenship || citizenship.kind !== 'state') reasons.push(RECORD_MESSAGES.citizenship);

  // Family members and group members carry no document (blank fields).
  const withDocument = type === '16' || type === '17' || type === '18';
  let document = '';
  let number = '';
  let issue = '';
  if (withDocument) {
    document = DOCUMENT_CODES[guest.document_type];
    number = guest.document_number.replace(/\s+/g, '').toUpperCase();
    if (!number || !/^[A-Z0-9/-]+$/.test(number)) reasons.push(RECORD_MESSAGES.documentNumber);
    else if (number.length > RECORD_WIDTHS.document_number) {
      reasons.push(RECORD_MESSAGES.documentNumberTooLong);
    }
    const place = placeByCode(guest.place_of_issue_code);
    if (!place) reasons.push(RECORD_MESSAGES.placeOfIssue);
    issue = place?.code ?? '';
  }

  const line = [
    field(type, 2),
    field(italianDate(arrival), 10),
    field(String(days).padStart(2, '0'), 2),
    field(lastName, 50),
    field(firstName, 30),
    field(sex ?? '', 1),
    field(guest.date_of_birth ? italianDate(guest.date_of_birth) : '', 10),
    field(comune, 9),
    field(province, 2),
    field(birthState, 9),
    field(citizenship?.code ?? '', 9),
    field(document, 5),
    field(number, 20),
    field(issue, 9),
  ].join('');
  // Every other field is a code or a date of its exact width; this guards the layout itself.
  if (line.length !== RECORD_LENGTH && reasons.length === 0) reasons.push(RECORD_MESSAGES.layout);
  return line;
};

/** One guest's line and what is missing for it (the line is only sendable without reasons). */
export interface GuestLine {
  guest: number;
  name: string;
  /** 16 … 20 */
  type: string;
  line: string;
  reasons: string[];
}

export const guestName = (guest: Pick<RecordGuest, 'first_name' | 'last_name'>): string =>
  `${guest.first_name} ${guest.last_name}`.trim();

/** A family's or group's holder (17, 18) or member (19, 20): they travel together. */
export const isUnitType = (guestType: GuestType | null): boolean =>
  guestType === 'famiglia' || guestType === 'gruppo';

/**
 * Every guest's line, whatever the day: ospite singolo → 16 each; famiglia → 17 for the holder
 * (the first guest) then 19; gruppo → 18 then 20. Stay-level reasons: no guests, longer than 30
 * days.
 */
export const stayLines = (stay: RecordStay): { reasons: string[]; guests: GuestLine[] } => {
  const reasons: string[] = [];
  // A stay that ends on its arrival day is one day.
  const days = Math.max(1, daysBetween(stay.check_in_date, stay.check_out_date));
  if (stay.guests.length === 0) reasons.push(RECORD_MESSAGES.noGuests);
  if (days > MAX_STAY_DAYS) reasons.push(RECORD_MESSAGES.tooLong(days));
  const types = typeCodes(stay.guest_type, stay.guests.length);
  const guests = stay.guests.map((guest, i) => {
    const guestReasons: string[] = [];
    const line = guestLine(guest, types[i], stay.check_in_date, Math.min(days, 99), guestReasons);
    return { guest: guest.id, name: guestName(guest), type: types[i], line, reasons: guestReasons };
  });
  return { reasons, guests };
};

/** The arrival is not today or yesterday (the only days the service accepts): why, or null. */
export const arrivalReason = (arrival: string, today: string): string | null => {
  const age = daysBetween(arrival, today);
  if (age > 1) return RECORD_MESSAGES.tooOld(arrival);
  if (age < 0) return RECORD_MESSAGES.notYet(arrival);
  return null;
};

/**
 * The lines of a stay's guests (see stayLines), refused with every reason when a guest lacks
 * what the service requires, the stay is longer than 30 days, or the arrival is not today or
 * yesterday.
 */
export const buildStayRecords = (stay: RecordStay, today: string): RecordsResult => {
  const built = stayLines(stay);
  const reasons = [...built.reasons];
  const arrival = arrivalReason(stay.check_in_date, today);
  if (arrival) reasons.push(arrival);
  const guests: GuestProblem[] = built.guests
    .filter((g) => g.reasons.length > 0)
    .map(({ guest, name, reasons: r }) => ({ guest, name, reasons: r }));
  if (reasons.length > 0 || guests.length > 0) return { ok: false, reasons, guests };
  return { ok: true, lines: built.guests.map((g) => g.line) };
};

/** The file of a manual upload: lines joined by CR+LF, none after the last. */
export const recordsFile = (lines: string[]): string => lines.join('\r\n');
