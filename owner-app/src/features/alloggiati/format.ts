import { formatDay, formatInstant } from '../../shared/dates';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { BadgeTone, ToastTone } from '@soglia/ui-kit';
import type {
  AlloggiatiActionResult,
  AlloggiatiLineStatus,
  AlloggiatiStayState,
  AlloggiatiStayStatus,
} from '@soglia/api-client';
import { stateMessages as m } from './messages';

/** Under this many minutes left the deadline turns red. */
export const URGENT_MINUTES = 120;

/** 'HH:MM:SS' → 'HH:MM'. */
export const formatClock = (time: string) => time.slice(0, 5);

/** Today in Rome, as 'yyyy-mm-dd'. */
export function todayInRome(now: Date = new Date()): string {
  const { date } = formatInstant(now.toISOString());
  const [day, month, year] = date.split('/');
  return `${year}-${month}-${day}`;
}

/** 'yyyy-mm-dd' plus `days` (negative: before). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface TimeLeft {
  /** Whole minutes to the deadline, or since it passed. */
  minutes: number;
  overdue: boolean;
  /** Under two hours left, or overdue. */
  urgent: boolean;
}

export function timeLeft(deadline: string, now: number): TimeLeft {
  const ms = Date.parse(deadline) - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const overdue = ms < 0;
  return { minutes, overdue, urgent: overdue || minutes < URGENT_MINUTES };
}

/** '5 h 20 min', '2 h', '45 min'. */
export function formatDuration(intl: IntlShape, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? intl.formatMessage(m.hours, { hours, minutes: minutes % 60 })
    : intl.formatMessage(m.minutes, { minutes: Math.max(minutes, 1) });
}

/** 'entro 5 h 20 min', or 'in ritardo di 40 min'. */
export function formatDeadline(intl: IntlShape, left: TimeLeft): string {
  const duration = formatDuration(intl, left.minutes);
  return intl.formatMessage(left.overdue ? m.deadlineLate : m.deadlineLeft, { duration });
}

export const STATE_LABELS: Record<AlloggiatiStayState, MessageDescriptor> = {
  not_due: m.not_due,
  incomplete: m.incomplete,
  to_send: m.to_send,
  uncertain: m.uncertain,
  refused: m.refused,
  sent: m.sent,
  expired: m.expired,
};

const STATE_TONES: Record<AlloggiatiStayState, BadgeTone> = {
  not_due: 'neutral',
  incomplete: 'warning',
  to_send: 'warning',
  uncertain: 'warning',
  refused: 'danger',
  sent: 'success',
  expired: 'danger',
};

/** States whose deadline still counts: the host has something to do before it. */
export const OPEN_STATES: readonly AlloggiatiStayState[] = [
  'incomplete',
  'to_send',
  'uncertain',
  'refused',
];

/** States Invia can act on: lines to send, none of them waiting on the host's check. */
export const SENDABLE_STATES: readonly AlloggiatiStayState[] = ['to_send', 'refused'];

/** Tone of a stay's badge: red when the deadline is near or past. */
export function stateTone(state: AlloggiatiStayState, left: TimeLeft | null): BadgeTone {
  if (left?.urgent && OPEN_STATES.includes(state)) return 'danger';
  return STATE_TONES[state];
}

export const LINE_LABELS: Record<AlloggiatiLineStatus, MessageDescriptor> = {
  unsent: m.lineUnsent,
  sending: m.lineSending,
  accepted: m.lineAccepted,
  refused: m.lineRefused,
  uncertain: m.lineUncertain,
};

export const LINE_TONES: Record<AlloggiatiLineStatus, BadgeTone> = {
  unsent: 'info',
  sending: 'info',
  accepted: 'success',
  refused: 'danger',
  uncertain: 'warning',
};

/** The guests Invia would send now: never sent (or resolved as not received), or refused. */
export const linesToSend = (stay: AlloggiatiStayStatus) =>
  stay.guests.filter((guest) => guest.status === 'unsent' || guest.status === 'refused').length;

/** Invia is possible: lines to send, an account to send them with. */
export const canSend = (stay: AlloggiatiStayStatus) =>
  stay.has_account && SENDABLE_STATES.includes(stay.state) && linesToSend(stay) > 0;

/**
 * The tone of Invia's outcome: a refused line is an error; a send that left lines without an
 * answer (the service may have them: the host checks the portal) is a warning, also when no
 * line was answered at all; only answered, accepted lines are a success.
 */
export function sendOutcomeTone({ outcomes, stay }: AlloggiatiActionResult): ToastTone {
  if (outcomes.some((outcome) => !outcome.ok)) return 'error';
  if (outcomes.length === 0 || stay.guests.some((guest) => guest.status === 'uncertain')) {
    return 'warning';
  }
  return 'success';
}

export { formatDay, formatInstant };
