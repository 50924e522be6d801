import type { ErrorCode, FieldErrorCode } from '@soglia/api-client';
import { ERROR_CODES } from './error-codes';

/** An error answered as-is: `{"detail", "code"}` or field errors with their `codes`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const MESSAGES = {
  notFound: 'Not found.',
  permissionDenied: 'You do not have permission to perform this action.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  csrf: 'CSRF token missing or incorrect.',
  badCredentials: 'Unable to log in with provided credentials.',
  loggedOut: 'Successfully logged out.',
  serverError: 'A server error occurred.',
  databaseUnavailable: 'The database is not available right now. Please try again.',
  mediaUnavailable: 'Document photos cannot be stored or read right now. Please try again.',
} as const;

/** `{"detail", "code"}` with the status of the code (error-codes.ts). */
export const detailError = (code: ErrorCode, detail: string, headers?: Record<string, string>) =>
  new HttpError(ERROR_CODES[code], { detail, code }, headers);

/** One message of a field, with its code. */
export interface FieldIssue {
  code: FieldErrorCode;
  message: string;
}
/** Field name (or `non_field_errors`) → its issues, in the order they are answered. */
export type FieldIssues = Record<string, FieldIssue[]>;

export const issue = (code: FieldErrorCode, message: string): FieldIssue => ({ code, message });

/** Appends an issue to a field. */
export const addIssue = (
  issues: FieldIssues,
  field: string,
  code: FieldErrorCode,
  message: string,
): void => {
  (issues[field] ??= []).push({ code, message });
};

export const hasIssues = (issues: FieldIssues): boolean => Object.keys(issues).length > 0;

/** `{"field": ["message"], "codes": {"field": ["code"]}}`: the messages and, beside them, codes. */
export const fieldErrorBody = (issues: FieldIssues): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  const codes: Record<string, FieldErrorCode[]> = {};
  for (const [field, list] of Object.entries(issues)) {
    body[field] = list.map((i) => i.message);
    codes[field] = list.map((i) => i.code);
  }
  body.codes = codes;
  return body;
};

export const fieldErrors = (issues: FieldIssues, statusCode = 400) =>
  new HttpError(statusCode, fieldErrorBody(issues));
export const fieldError = (field: string, code: FieldErrorCode, message: string) =>
  fieldErrors({ [field]: [issue(code, message)] });
export const nonFieldError = (code: FieldErrorCode, message: string) =>
  fieldError('non_field_errors', code, message);

export const notFound = () => detailError('not_found', MESSAGES.notFound);

/** `value`, or a 404 when the lookup found nothing (another owner's id reads the same). */
export const foundOr404 = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw notFound();
  return value;
};
export const permissionDenied = () => detailError('permission_denied', MESSAGES.permissionDenied);
export const notAuthenticated = () =>
  detailError('not_authenticated', MESSAGES.notAuthenticated, { 'www-authenticate': 'Token' });
export const invalidToken = () =>
  detailError('invalid_token', MESSAGES.invalidToken, { 'www-authenticate': 'Token' });

export const throttled = (waitSeconds: number) =>
  detailError('throttled', `Request was throttled. Expected available in ${waitSeconds} seconds.`, {
    'retry-after': String(waitSeconds),
  });

/**
 * True when a failed query means the database connection is gone (server restart, failover,
 * pg_terminate_backend): SQLSTATE classes 08 and 57P0x, or node-postgres' own connection errors,
 * anywhere in the error's cause chain.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code))) return true;
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code)) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|not queryable|connection error|Client was closed|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The media store did not answer or refused (an unreachable bucket, wrong credentials). The
 * message names the store and the reason, never a credential; requests answer 503.
 */
export class MediaStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStoreError';
  }
}
