import { isAxiosError } from 'axios';
import type { FieldErrors } from './common';

export { isAxiosError };

/** DRF-style `{"field": ["message"]}` body of a failed call, or null. */
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

/** True when the server never answered (network failure, server down, timeout). */
export function isNoResponse(error: unknown): boolean {
  return isAxiosError(error) && !error.response;
}
