import { isAxiosError } from 'axios';
import type { FieldErrors } from './common';
import type { ErrorCode, FieldErrorCodes } from './error-codes';

export { isAxiosError };

/** DRF-style `{"field": ["message"]}` body of a failed call (without its `codes`), or null. */
export function readFieldErrors(error: unknown): FieldErrors | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data) || 'detail' in data) return null;
  const entries = Object.entries(data).filter(([, v]) => Array.isArray(v));
  return entries.length > 0 ? (Object.fromEntries(entries) as FieldErrors) : null;
}

/** `{"detail": "..."}` text of a failed call, or null. */
export function readDetail(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'detail' in data && typeof data.detail === 'string') {
    return data.detail;
  }
  return null;
}

/** The `code` of a `{"detail", "code"}` body of a failed call, or null. */
export function readErrorCode(error: unknown): ErrorCode | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'detail' in data && 'code' in data) {
    return typeof data.code === 'string' ? (data.code as ErrorCode) : null;
  }
  return null;
}

/** The `codes` of a field-errors body of a failed call (field → one code per message), or null. */
export function readFieldErrorCodes(error: unknown): FieldErrorCodes | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || 'detail' in data || !('codes' in data)) return null;
  const { codes } = data;
  if (!codes || typeof codes !== 'object' || Array.isArray(codes)) return null;
  const entries = Object.entries(codes).filter(([, v]) => Array.isArray(v));
  return entries.length > 0 ? (Object.fromEntries(entries) as FieldErrorCodes) : null;
}

/** The `Retry-After` of a failed call in seconds (a positive whole number), or null. */
export function readRetryAfter(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const seconds = Number(error.response?.headers?.['retry-after']);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** True when the server never answered (network failure, server down, timeout). */
export function isNoResponse(error: unknown): boolean {
  return isAxiosError(error) && !error.response;
}
