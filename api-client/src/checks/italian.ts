import { InvalidChecksum, InvalidComponent, InvalidLength } from 'stdnum/lib/cjs/exceptions';
import { validate as validateCodiceFiscale } from 'stdnum/lib/cjs/it/codicefiscale';
import { validate as validateIva } from 'stdnum/lib/cjs/it/iva';

/**
 * Italian tax and identity checks, pure and shared by the server and the front ends. Each answers
 * null when the value is fine, or the code of what is wrong (messages: messages.ts). Checksums come
 * from `stdnum` (python-stdnum's port), never hand-written.
 */
export type CheckCode =
  | 'codice_fiscale_length'
  | 'codice_fiscale_format'
  | 'codice_fiscale_checksum'
  | 'partita_iva_length'
  | 'partita_iva_format'
  | 'partita_iva_office'
  | 'partita_iva_checksum'
  | 'sdi_format'
  | 'sdi_or_pec_required'
  | 'pec_format'
  | 'cap_format'
  | 'cin_format'
  | 'cin_comune'
  | 'place_unknown'
  | 'place_not_a_state'
  | 'place_not_on_date'
  | 'last_name_too_long'
  | 'first_name_too_long'
  | 'document_number_too_long';

const strip = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();

/** How a codice fiscale is stored: upper case, no spaces. */
export const normalizeCodiceFiscale = (value: string): string => strip(value);

/**
 * A person's codice fiscale: 16 characters with its check character; omocodia (digits replaced
 * by letters L-V when two people share a code) is accepted. An 11-digit code (a company's, the
 * same as its partita IVA) is checked as a partita IVA.
 */
export function checkCodiceFiscale(value: string): CheckCode | null {
  const code = strip(value);
  if (/^\d{11}$/.test(code)) return checkPartitaIva(code) && 'codice_fiscale_checksum';
  const result = validateCodiceFiscale(code);
  if (result.isValid) return null;
  if (result.error instanceof InvalidLength) return 'codice_fiscale_length';
  if (result.error instanceof InvalidChecksum) return 'codice_fiscale_checksum';
  return 'codice_fiscale_format';
}

/** An Italian partita IVA: 11 digits (an `IT` prefix is allowed), office code and check digit. */
export function checkPartitaIva(value: string): CheckCode | null {
  const result = validateIva(strip(value));
  if (result.isValid) return null;
  if (result.error instanceof InvalidLength) return 'partita_iva_length';
  if (result.error instanceof InvalidChecksum) return 'partita_iva_checksum';
  if (result.error instanceof InvalidComponent) return 'partita_iva_office';
  return 'partita_iva_format';
}

/** The partita IVA as stored: 11 digits, without the `IT` prefix. */
export const normalizePartitaIva = (value: string): string => strip(value).replace(/^IT/, '');

/** Codice destinatario SDI (electronic invoices): 7 letters or digits. */
export function checkSdi(value: string): CheckCode | null {
  return /^[A-Z0-9]{7}$/.test(strip(value)) ? null : 'sdi_format';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A PEC address (an e-mail address). */
export function checkPec(value: string): CheckCode | null {
  return EMAIL.test(value.trim()) ? null : 'pec_format';
}

/** An Italian company needs an SDI code or a PEC for electronic invoices (either is enough). */
export function checkSdiOrPec(sdi: string, pec: string): CheckCode | null {
  if (!sdi.trim() && !pec.trim()) return 'sdi_or_pec_required';
  return null;
}

/** CAP of an Italian address: 5 digits. */
export function checkCap(value: string): CheckCode | null {
  return /^\d{5}$/.test(value.trim()) ? null : 'cap_format';
}

/**
 * CIN (codice identificativo nazionale) of a rental: `IT`, the 6 ISTAT digits of the comune, the
 * letter and digit of the kind of accommodation, then the code's own letters and digits
 * (`IT058091C2ABCDEF12`). There is no public checksum: the format and, when the apartment's comune
 * is known (its 9-digit Alloggiati code or 6 ISTAT digits), its digits are checked.
 */
export function checkCin(value: string, comuneCode?: string | null): CheckCode | null {
  const cin = strip(value);
  if (!/^IT\d{6}[A-Z]\d[A-Z0-9]{6,10}$/.test(cin)) return 'cin_format';
  if (comuneCode && cin.slice(2, 8) !== comuneCode.slice(-6)) return 'cin_comune';
  return null;
}

/** The CIN as stored: upper case, no spaces. */
export const normalizeCin = (value: string): string => strip(value);

const ITALY_NAMES = new Set(['IT', 'ITA', 'ITALIA', 'ITALY', 'ITALIE', 'ITALIEN']);

/** True when a free-text country names Italy (`Italia`, `Italy`, `IT`, …). */
export const isItaly = (country: string): boolean =>
  ITALY_NAMES.has(
    country
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toUpperCase(),
  );
