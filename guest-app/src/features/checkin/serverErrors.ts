import type { IntlShape, MessageDescriptor } from 'react-intl';
import {
  isNoResponse,
  readDetail,
  readErrorCode,
  readFieldErrorCodes,
  readFieldErrors,
  type ErrorCode,
  type FieldErrorCode,
} from '@soglia/api-client';
import type { CheckCode } from '@soglia/api-client/checks/messages';
import { checkMessages, checkinMessages as m } from './messages';

/** Field error codes with a text in the guest's language (docs/api.md § Error codes). */
const FIELD_TEXTS: Partial<Record<FieldErrorCode, MessageDescriptor>> = {
  required: m.required,
  blank: m.required,
  null: m.required,
  invalid_date: m.invalidDate,
  invalid_format: m.invalidFormat,
  invalid_file: m.invalidFormat,
};

/** Error codes of `{"detail", "code"}` answers with a text in the guest's language. */
const DETAIL_TEXTS: Partial<Record<ErrorCode, MessageDescriptor>> = {
  uploads_busy: m.uploadsBusy,
};

const isCheckCode = (code: string): code is CheckCode => Object.hasOwn(checkMessages, code);

/**
 * The guest's text for a field error code: the Italian checks' own, or a generic one; null for
 * a code without a translation (the server's English message is shown then).
 */
function fieldText(code: FieldErrorCode | undefined, intl: IntlShape): string | null {
  if (!code) return null;
  const descriptor = isCheckCode(code) ? checkMessages[code] : FIELD_TEXTS[code];
  return descriptor ? intl.formatMessage(descriptor) : null;
}

/**
 * Field errors of a failed submit: the first message of each field, chosen by its code (never by
 * its text), or the server's message where the guest app has no translation of the code.
 */
export function serverFieldErrors(error: unknown, intl: IntlShape): Record<string, string> {
  const fields = readFieldErrors(error) ?? {};
  const codes = readFieldErrorCodes(error) ?? {};
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string') out[name] = fieldText(codes[name]?.[0], intl) ?? first;
  }
  return out;
}

/**
 * A `detail` or non-field message of a failed submit, if any, chosen by its code; without a
 * connection, that sending needs one (nothing is sent later by itself).
 */
export function serverGeneralError(error: unknown, intl: IntlShape): string | null {
  if (isNoResponse(error)) return intl.formatMessage(m.needsConnection);
  const detail = readDetail(error);
  if (detail) {
    const code = readErrorCode(error);
    const descriptor = code ? DETAIL_TEXTS[code] : undefined;
    return descriptor ? intl.formatMessage(descriptor) : detail;
  }
  const nonField = readFieldErrors(error)?.non_field_errors?.[0];
  if (typeof nonField !== 'string') return null;
  return fieldText(readFieldErrorCodes(error)?.non_field_errors?.[0], intl) ?? nonField;
}
