import { isAxiosError } from '@soglia/api-client';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const NO_RESPONSE = 'Il server non risponde. Riprova.';

/** SPEC §8: any answer from the server reads as bad credentials; no answer at all is "no response". */
export function loginErrorMessage(error: unknown): string {
  if (isAxiosError(error) && error.response) return INVALID_CREDENTIALS;
  return NO_RESPONSE;
}
