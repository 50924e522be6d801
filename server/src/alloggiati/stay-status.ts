import type {
  AlloggiatiGuestRecord,
  AlloggiatiLineStatus,
  AlloggiatiStayState,
  AlloggiatiStayStatus,
} from '@soglia/api-client';
import { localDate, zonedInstant } from '../lib';
import { arrivalReason, daysBetween, isUnitType, stayLines, type RecordStay } from './records';
import type { RecordStatus } from '../db';

/**
 * Where a stay stands with Alloggiati Web, from its guests, their records and the clock (pure).
 * Also what Invia may send now: units of one guest (16) or of a holder with its members.
 */
export interface StoredRecord {
  status: RecordStatus;
  line: string;
  errorCode: string;
  errorDescription: string;
  errorDetail: string;
  sentAt: Date | null;
}

export interface StayAccount {
  id: number;
  user: string;
}

export interface LoadedStay extends RecordStay {
  owner_id: number;
  apartment_id: number;
  apartment_name: string;
  time_zone: string;
  auto_send: boolean;
  name: string;
  surname: string;
  /** HH:MM:SS */
  check_in_time: string;
  check_out_time: string;
  guest_number: number;
  /** The account it is sent with: the apartment's own, else the owner's main one. */
  account: StayAccount | null;
  records: Map<number, StoredRecord>;
}

/** Guests sent in one Send call, holder first. */
export interface SendUnit {
  guests: { id: number; name: string; line: string }[];
}

export interface StayPlan {
  status: AlloggiatiStayStatus;
  /** What Invia sends now (empty when nothing can be). */
  units: SendUnit[];
  /** Some guest is being sent right now. */
  sending: boolean;
}

export const STATUS_MESSAGES = {
  registrationsMissing: (registered: number, expected: number) =>
    `Registrati ${registered} ${registered === 1 ? 'ospite' : 'ospiti'} su ${expected}.`,
  noAccount: 'Nessun account Alloggiati Web: inserirlo nelle impostazioni Alloggiati.',
  holderAccepted: (holder: string, family: boolean) =>
    `${family ? 'Il capofamiglia' : 'Il capogruppo'} (${holder}) è già stato accettato e il ` +
    `servizio vuole ogni ${family ? 'familiare' : 'membro del gruppo'} subito dopo ` +
    `${family ? 'il suo capofamiglia' : 'il suo capogruppo'} nello stesso invio: per non ` +
    'duplicarne la schedina Soglia non lo reinvia. Inserire questo ospite dal portale ' +
    'Alloggiati Web, poi segnarlo come ricevuto.',
  holderUncertain: (holder: string, family: boolean) =>
    `Si invia insieme ${family ? 'al capofamiglia' : 'al capogruppo'} (${holder}): prima ` +
    'indicare se è stato ricevuto.',
} as const;

const HOUR = 3600_000;

/** Arrival (check-in date and time, apartment time zone) + 24 h, or + 6 h for ≤ 24 h stays. */
export const deadlineOf = (
  stay: Pick<LoadedStay, 'check_in_date' | 'check_in_time' | 'check_out_date' | 'check_out_time'>,
  timeZone: string,
): Date => {
  const arrival = zonedInstant(stay.check_in_date, stay.check_in_time, timeZone).getTime();
  const end = zonedInstant(stay.check_out_date, stay.check_out_time, timeZone).getTime();
  return new Date(arrival + (end - arrival <= 24 * HOUR ? 6 : 24) * HOUR);
};

const toSend = (status: AlloggiatiLineStatus) => status === 'unsent' || status === 'refused';

/**
 * The stay's state and what can be sent. `staleMs`: a `sending` row older than this belongs to
 * a process that died during its Send: it reads as `uncertain` (it may have arrived).
 */
export const planStay = (stay: LoadedStay, now: Date, staleMs: number): StayPlan => {
  const today = localDate(now, stay.time_zone);
  const age = daysBetween(stay.check_in_date, today);
  const built = stayLines(stay);
  const unitStay = isUnitType(stay.guest_type);
  const family = stay.guest_type === 'famiglia';

  const statusOf = (id: number): AlloggiatiLineStatus => {
    const record = stay.records.get(id);
    if (!record) return 'unsent';
    if (record.status === 'sending' && (record.sentAt?.getTime() ?? 0) < now.getTime() - staleMs) {
      return 'uncertain';
    }
    return record.status;
  };
  const statuses = built.guests.map((g) => statusOf(g.guest));
  const holder = built.guests[0];
  const holderStatus = statuses[0];

  const guests: AlloggiatiGuestRecord[] = built.guests.map((g, i) => {
    const status = statuses[i];
    const record = stay.records.get(g.guest);
    const reasons = toSend(status) ? [...g.reasons] : [];
    if (unitStay && i > 0 && toSend(status)) {
      if (holderStatus === 'accepted')
        reasons.push(STATUS_MESSAGES.holderAccepted(holder.name, family));
      if (holderStatus === 'uncertain' || holderStatus === 'sending') {
        reasons.push(STATUS_MESSAGES.holderUncertain(holder.name, family));
      }
    }
    const stored = status !== 'unsent' && record !== undefined;
    return {
      guest: g.guest,
      name: g.name,
      status,
      line: stored ? record.line : g.reasons.length === 0 ? g.line : null,
      reasons,
      error:
        status === 'refused' && record
          ? {
              ok: false,
              code: record.errorCode,
              description: record.errorDescription,
              detail: record.errorDetail,
            }
          : null,
      sent_at: stored && record.sentAt ? record.sentAt.toISOString() : null,
    };
  });

  const registered = stay.guests.length;
  const registrationsComplete = registered > 0 && registered >= stay.guest_number;
  const reasons = [...built.reasons];
  if (registered > 0 && registered < stay.guest_number) {
    reasons.push(STATUS_MESSAGES.registrationsMissing(registered, stay.guest_number));
  }
  const dateReason = arrivalReason(stay.check_in_date, today);
  if (dateReason) reasons.push(dateReason);
  if (!stay.account) reasons.push(STATUS_MESSAGES.noAccount);

  const pending = guests.filter((g) => g.status !== 'accepted');
  let state: AlloggiatiStayState;
  if (guests.some((g) => g.status === 'uncertain')) state = 'uncertain';
  else if (pending.length === 0 && registrationsComplete) state = 'sent';
  else if (age < 0) state = 'not_due';
  else if (age > 1) state = 'expired';
  else if (guests.some((g) => g.status === 'refused')) state = 'refused';
  else if (reasons.length > 0 || pending.some((g) => g.reasons.length > 0)) state = 'incomplete';
  else state = 'to_send';

  const sendable = (i: number) => toSend(statuses[i]) && guests[i].reasons.length === 0;
  const units: SendUnit[] = [];
  const canSend = age >= 0 && age <= 1 && stay.account !== null && built.reasons.length === 0;
  if (canSend && !unitStay) {
    built.guests.forEach((g, i) => {
      if (sendable(i)) units.push({ guests: [{ id: g.guest, name: g.name, line: g.line }] });
    });
  } else if (canSend && holder && toSend(holderStatus) && registrationsComplete) {
    // The holder with every member still to send, or nothing: a member sent later would arrive
    // without its holder.
    const members = built.guests.map((g, i) => ({ g, i })).filter(({ i }) => toSend(statuses[i]));
    if (members.every(({ i }) => sendable(i))) {
      units.push({ guests: members.map(({ g }) => ({ id: g.guest, name: g.name, line: g.line })) });
    }
  }

  const accepted = guests.filter((g) => g.status === 'accepted' && g.sent_at !== null);
  return {
    status: {
      id: stay.id,
      apartment: stay.apartment_id,
      apartment_name: stay.apartment_name,
      name: stay.name,
      surname: stay.surname,
      check_in_date: stay.check_in_date,
      check_in_time: stay.check_in_time,
      check_out_date: stay.check_out_date,
      state,
      deadline: deadlineOf(stay, stay.time_zone).toISOString(),
      sent_at:
        state === 'sent' && accepted.length > 0
          ? accepted.map((g) => g.sent_at!).sort()[accepted.length - 1]
          : null,
      reasons: state === 'sent' ? [] : reasons,
      guests,
      auto_send: stay.auto_send,
      has_account: stay.account !== null,
    },
    units,
    sending: statuses.includes('sending'),
  };
};
