import { isRequestFailure, toRequestFailure, type RequestFailure } from '../requests';

/** The server's generic English field messages, as the Italian console says them. */
const ITALIAN: Record<string, string> = {
  'This field is required.': 'Campo obbligatorio.',
  'This field may not be blank.': 'Campo obbligatorio.',
  'This field may not be null.': 'Campo obbligatorio.',
  'Enter a valid email address.': 'Inserisci un indirizzo email valido.',
  'A valid integer is required.': 'Inserisci un numero intero.',
};

/**
 * A failed request with the server's generic English field messages in Italian, so they can sit
 * under their fields (applyServerErrors); the product's own Italian messages pass unchanged.
 */
export function inItalian(error: unknown): RequestFailure {
  const failure = isRequestFailure(error) ? error : toRequestFailure(error);
  if (!failure.fieldErrors) return failure;
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => ITALIAN[message] ?? message),
    ]),
  );
  return { ...failure, fieldErrors };
}
