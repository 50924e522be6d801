import type { FieldErrors } from '@soglia/api-client';

/** An error answered as-is: `{"detail": ...}` or DRF-style field errors. */
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

export const detailError = (statusCode: number, detail: string, headers?: Record<string, string>) =>
  new HttpError(statusCode, { detail }, headers);

export const notFound = () => detailError(404, MESSAGES.notFound);

/** `value`, or a 404 when the lookup found nothing (another owner's id reads the same). */
export const foundOr404 = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw notFound();
  return value;
};
export const permissionDenied = () => detailError(403, MESSAGES.permissionDenied);
export const notAuthenticated = (detail: string = MESSAGES.notAuthenticated) =>
  detailError(401, detail, { 'www-authenticate': 'Token' });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
export const nonFieldError = (message: string) => fieldErrors({ non_field_errors: [message] });

export const throttled = (waitSeconds: number) =>
  detailError(429, `Request was throttled. Expected available in ${waitSeconds} seconds.`, {
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
