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
