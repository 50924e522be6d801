import {
  isAxiosError,
  readDetail,
  readErrorCode,
  readFieldErrorCodes,
  readFieldErrors,
  type ErrorCode,
  type FieldErrorCodes,
  type FieldErrors,
} from '@soglia/api-client';

/**
 * Why a request failed, in a serialisable shape a screen turns into its text
 * (docs/product.md § Notices and errors).
 */
export interface RequestFailure {
  /** HTTP status, or null when the server never answered. */
  status: number | null;
  /** The server's `{"detail": …}` text, or the first element of a JSON list answer. */
  detail: string | null;
  /** The `code` beside `detail` (docs/api.md § Error codes): what to go by, never the text. */
  code: ErrorCode | null;
  /** DRF-style `{"field": ["message"]}` errors, for a form to show under its fields. */
  fieldErrors: FieldErrors | null;
  /** The code of each field message, in the same order (the answer's `codes`). */
  fieldCodes: FieldErrorCodes | null;
}

/** The failure of a call that never got an answer. */
export const NO_ANSWER: RequestFailure = {
  status: null,
  detail: null,
  code: null,
  fieldErrors: null,
  fieldCodes: null,
};

function firstListElement(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return Array.isArray(data) && typeof data[0] === 'string' ? data[0] : null;
}

export function isRequestFailure(value: unknown): value is RequestFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'detail' in value &&
    'code' in value &&
    'fieldErrors' in value &&
    'fieldCodes' in value
  );
}

export function toRequestFailure(error: unknown): RequestFailure {
  return {
    status: isAxiosError(error) ? (error.response?.status ?? null) : null,
    detail: readDetail(error) ?? firstListElement(error),
    code: readErrorCode(error),
    fieldErrors: readFieldErrors(error),
    fieldCodes: readFieldErrorCodes(error),
  };
}
