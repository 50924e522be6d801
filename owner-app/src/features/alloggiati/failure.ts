import type { RequestFailure } from '../../shared/requests';

/**
 * What to tell the host about a failed call: the server's own Italian words (`detail`) when it
 * gave them, else ours (`noAnswer` when the server never answered).
 */
export function failureText(
  failure: RequestFailure,
  fallback: string,
  noAnswer: string = fallback,
): string {
  if (failure.detail) return failure.detail;
  return failure.status === null ? noAnswer : fallback;
}
