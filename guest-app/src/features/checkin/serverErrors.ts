import type { IntlShape } from 'react-intl';
import { readDetail, readFieldErrors } from '@soglia/api-client';
import { checkCodeOf } from '@soglia/api-client/checks/messages';
import { checkMessages, checkinMessages as m } from './messages';

/** Server texts that have a translation in the guest's language; others are shown as given. */
const KNOWN = [
  { match: /^This field is required\.?$/i, message: m.required },
  { match: /^Invalid date format/i, message: m.invalidDate },
  { match: /^(Unsupported file|Invalid format|The file is not)/i, message: m.invalidFormat },
  { match: /^Too many uploads/i, message: m.uploadsBusy },
];

export function translateServerText(text: string, intl: IntlShape): string {
  const check = checkCodeOf(text);
  if (check) return intl.formatMessage(checkMessages[check]);
  const known = KNOWN.find(({ match }) => match.test(text));
  return known ? intl.formatMessage(known.message) : text;
}

/** Field errors of a failed submit (first message per field, translated where known). */
export function serverFieldErrors(error: unknown, intl: IntlShape): Record<string, string> {
  const fields = readFieldErrors(error) ?? {};
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string') out[name] = translateServerText(first, intl);
  }
  return out;
}

/** A `detail` or non-field message of a failed submit, if any. */
export function serverGeneralError(error: unknown, intl: IntlShape): string | null {
  const detail = readDetail(error);
  if (detail) return translateServerText(detail, intl);
  const nonField = readFieldErrors(error)?.non_field_errors?.[0];
  return typeof nonField === 'string' ? translateServerText(nonField, intl) : null;
}
