import type { FieldErrorCode } from '@soglia/api-client';
import { isRequestFailure, toRequestFailure, type RequestFailure } from '../requests';

/** The console's own text for a field error code, per field (`user: { required: '…' }`). */
export type FieldTexts = Partial<Record<string, Partial<Record<FieldErrorCode, string>>>>;

/** What the console says for the API's generic field error codes, on any field. */
const ITALIAN: Partial<Record<FieldErrorCode, string>> = {
  required: 'Campo obbligatorio.',
  blank: 'Campo obbligatorio.',
  null: 'Campo obbligatorio.',
  invalid_email: 'Inserisci un indirizzo email valido.',
  invalid_integer: 'Inserisci un numero intero.',
};

/**
 * A failed request whose field messages are chosen by their codes (docs/api.md § Error codes):
 * `textOf(field, code)`, or the server's message where it gives nothing. Only the codes are
 * read, never the messages, so a reworded message changes nothing on screen.
 */
export function withFieldTexts(
  error: unknown,
  textOf: (field: string, code: FieldErrorCode) => string | undefined,
): RequestFailure {
  const failure = isRequestFailure(error) ? error : toRequestFailure(error);
  if (!failure.fieldErrors) return failure;
  const codes = failure.fieldCodes ?? {};
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message, i) => {
        const code = codes[field]?.[i];
        return (code && textOf(field, code)) ?? message;
      }),
    ]),
  );
  return { ...failure, fieldErrors };
}

/**
 * Field messages in the console's words: the form's own text for that field and code (`texts`),
 * else the console's text for a generic code, else the server's message as it is (the product's
 * own Italian messages).
 */
export const inItalian = (error: unknown, texts: FieldTexts = {}): RequestFailure =>
  withFieldTexts(error, (field, code) => texts[field]?.[code] ?? ITALIAN[code]);
