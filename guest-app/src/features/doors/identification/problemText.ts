import type { IntlShape, MessageDescriptor } from 'react-intl';
import { doorMessages } from '../messages';
import { identificationMessages as m } from './messages';
import type { CallProblem, ProblemCode } from './types';

const TEXTS: Record<Exclude<ProblemCode, 'cpc_locked_out'>, MessageDescriptor> = {
  // The same words as a refused door opening where the cause is the same.
  wrong_cpc: doorMessages.warning,
  offline: doorMessages.noConnection,
  throttled: m.callThrottled,
  checkin_incomplete: m.callCheckinIncomplete,
  outside_stay: m.callOutsideStay,
  media_denied: m.mediaDenied,
  media_missing: m.mediaMissing,
  media_busy: m.mediaBusy,
  connection_failed: m.connectionFailed,
  call_over: m.callOver,
  call_failed: m.callFailed,
};

/** Problems about the code typed: shown under its field rather than below the form. */
export const isCodeProblem = (problem: CallProblem) =>
  problem.code === 'wrong_cpc' || problem.code === 'cpc_locked_out';

export function problemText(problem: CallProblem, intl: IntlShape): string {
  if (problem.code === 'cpc_locked_out') {
    return problem.minutes === undefined
      ? intl.formatMessage(m.callLockedOutLater)
      : intl.formatMessage(doorMessages.lockedOut, { minutes: problem.minutes });
  }
  return intl.formatMessage(TEXTS[problem.code]);
}
