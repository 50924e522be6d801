import type { CheckCode } from './italian';

/**
 * The widths of the Alloggiati Web record (manual "WS_ALLOGGIATI", Tabella 1) of the fields a
 * guest or a host types: cognome 50, nome 30, numero documento 20. A longer value cannot go to
 * the police as typed, so the forms refuse it rather than have the record cut it.
 */
export const RECORD_WIDTHS = { last_name: 50, first_name: 30, document_number: 20 } as const;
export type RecordWidthField = keyof typeof RECORD_WIDTHS;
export const RECORD_WIDTH_FIELDS = Object.keys(RECORD_WIDTHS) as RecordWidthField[];

/** The check of a value longer than its field. */
export type RecordWidthCode = Extract<CheckCode, `${RecordWidthField}_too_long`>;

const TOO_LONG: Record<RecordWidthField, RecordWidthCode> = {
  last_name: 'last_name_too_long',
  first_name: 'first_name_too_long',
  document_number: 'document_number_too_long',
};

/**
 * The length the record gives the value: a document number loses its spaces, a name keeps one
 * space between words.
 */
export const recordLength = (field: RecordWidthField, value: string): number =>
  (field === 'document_number' ? value.replace(/\s+/g, '') : value.replace(/\s+/g, ' ').trim())
    .length;

/** Null when the value fits its field of the Alloggiati record, else the check's code. */
export function checkRecordWidth(field: RecordWidthField, value: string): RecordWidthCode | null {
  return recordLength(field, value) > RECORD_WIDTHS[field] ? TOO_LONG[field] : null;
}
