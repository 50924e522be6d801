import { isAxiosError } from '@soglia/api-client';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const NO_RESPONSE = 'Il server non risponde. Riprova.';

/**
 * Any answer from the server reads as bad credentials; no answer at all is "no response"
 * (docs/product.md § Signing in and out).
 */
export function loginErrorMessage(error: unknown): string {
  if (isAxiosError(error) && error.response) return INVALID_CREDENTIALS;
  return NO_RESPONSE;
}
