import { isNoResponse } from '@soglia/api-client';
import { IdentificationError } from '@soglia/api-client/realtime';
import { MediaProblem } from './media';
import type { CallProblem, ProblemCode } from './types';

const SERVER_PROBLEMS: Record<string, ProblemCode> = {
  wrong_cpc: 'wrong_cpc',
  cpc_locked_out: 'cpc_locked_out',
  throttled: 'throttled',
  checkin_incomplete: 'checkin_incomplete',
  outside_stay: 'outside_stay',
  call_over: 'call_over',
  // The socket's own: the connection dropped or closed, or no answer came in time.
  offline: 'offline',
  timeout: 'offline',
};

/** A lockout's wait: `retry_after` seconds when given, else the minutes its text names. */
function lockoutMinutes(body: Record<string, unknown>): number | undefined {
  if (typeof body.retry_after === 'number') return Math.max(1, Math.ceil(body.retry_after / 60));
  const named = /(\d+)\s*minute/.exec(String(body.detail ?? ''));
  return named ? Number(named[1]) : undefined;
}

/** What the guest reads about a failure of the camera, the ICE servers or the socket. */
export function problemOf(error: unknown): CallProblem {
  if (error instanceof MediaProblem) return { code: error.code };
  if (error instanceof IdentificationError) {
    const code = SERVER_PROBLEMS[error.code] ?? 'call_failed';
    return code === 'cpc_locked_out' ? { code, minutes: lockoutMinutes(error.body) } : { code };
  }
  return { code: isNoResponse(error) ? 'offline' : 'call_failed' };
}
