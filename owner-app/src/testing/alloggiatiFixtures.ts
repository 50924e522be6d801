import type {
  AlloggiatiGuestRecord,
  AlloggiatiReceipt,
  AlloggiatiSettings,
  AlloggiatiStayStatus,
  Stay,
} from '@soglia/api-client';
import { makeGuest, makeStay } from '@soglia/api-client/testing/fixtures';
import { addDays, formatInstant } from '../features/alloggiati/format';

// Alloggiati Web states for the Soggiorni tests and stories. Deadlines are set from `now`, so a
// countdown reads the same whenever they run: a stay due in 5 h 20 min arrived 18 h 40 min ago.

const HOUR = 3_600_000;
/**
 * Half a minute further from now, so a countdown of whole minutes reads the same for the half
 * minute a test takes (ahead for a deadline to come, behind for one that passed).
 */
const at = (now: number, hours: number) => now + hours * HOUR + (hours < 0 ? -30_000 : 30_000);

export const isoIn = (now: number, hours: number) => new Date(at(now, hours)).toISOString();

/** Rome's date and time of an instant, as a stay carries them. */
function romeDateTime(ms: number): { date: string; time: string } {
  const { date, time } = formatInstant(new Date(ms).toISOString());
  const [day, month, year] = date.split('/');
  return { date: `${year}-${month}-${day}`, time: `${time}:00` };
}

/** A guest's record: ready to send by default. */
export const guestRecord = (
  overrides: Partial<AlloggiatiGuestRecord> = {},
): AlloggiatiGuestRecord => ({
  guest: 40,
  name: 'Giulia Rossi',
  status: 'unsent',
  line: '16'.padEnd(168, ' '),
  reasons: [],
  error: null,
  sent_at: null,
  ...overrides,
});

/**
 * A stay's Alloggiati state whose deadline is `hoursLeft` from `now` (24 h after the arrival):
 * Giulia Rossi's family at Casa Soglia, to send, by default.
 */
export function alloggiatiStay(
  now: number,
  hoursLeft: number,
  overrides: Partial<AlloggiatiStayStatus> = {},
): AlloggiatiStayStatus {
  const deadline = at(now, hoursLeft);
  const arrival = romeDateTime(deadline - 24 * HOUR);
  const departure = romeDateTime(deadline + 48 * HOUR);
  return {
    id: 30,
    apartment: 1,
    apartment_name: 'Casa Soglia',
    name: 'Giulia',
    surname: 'Rossi',
    check_in_date: arrival.date,
    check_in_time: arrival.time,
    check_out_date: departure.date,
    state: 'to_send',
    deadline: new Date(deadline).toISOString(),
    sent_at: null,
    reasons: [],
    guests: [
      guestRecord(),
      guestRecord({ guest: 41, name: 'Marco Rossi' }),
      guestRecord({ guest: 42, name: 'Sofia Rossi' }),
    ],
    auto_send: false,
    has_account: true,
    ...overrides,
  };
}

/**
 * The stays of testing/stays.ts (makeWeekOfStays) with their Alloggiati states: Giulia Rossi's
 * family to send within 5 h 20 min, Luca Bianchi sent, Chiara Esposito's group with nobody
 * registered 1 h 30 min before the deadline.
 */
export function alloggiatiOfWeek(now: number): AlloggiatiStayStatus[] {
  return [
    alloggiatiStay(now, 5 + 20 / 60),
    alloggiatiStay(now, -30, {
      id: 31,
      apartment: 2,
      apartment_name: 'Attico Trastevere',
      name: 'Luca',
      surname: 'Bianchi',
      state: 'sent',
      sent_at: '2026-03-07T15:42:00Z',
      guests: [
        guestRecord({
          guest: 43,
          name: 'Luca Bianchi',
          status: 'accepted',
          sent_at: '2026-03-07T15:42:00Z',
        }),
      ],
    }),
    alloggiatiStay(now, 1.5, {
      id: 32,
      name: 'Chiara',
      surname: 'Esposito',
      state: 'incomplete',
      reasons: ['Nessun ospite registrato: 4 attesi.'],
      guests: [],
    }),
  ];
}

const REFUSAL = {
  ok: false,
  code: 'ERR_LUOGO_RILASCIO',
  description: 'Luogo di rilascio del documento non valido',
  detail: 'Il comune indicato non esiste alla data di rilascio.',
};

/** Seven stays at Casa Soglia and Attico Trastevere, one per state, for the badges. */
export function staysInEveryState(now: number): {
  stays: Stay[];
  statuses: AlloggiatiStayStatus[];
} {
  const people: [string, string, number, Partial<AlloggiatiStayStatus>][] = [
    ['Giulia', 'Rossi', 5 + 20 / 60, {}],
    ['Marco', 'Ferri', 1 + 10 / 60, {}],
    ['Chiara', 'Esposito', 3, { state: 'incomplete', reasons: ['Registrati 2 ospiti su 4.'] }],
    [
      'Luca',
      'Bianchi',
      -2,
      {
        state: 'refused',
        guests: [
          guestRecord({ guest: 43, name: 'Luca Bianchi', status: 'refused', error: REFUSAL }),
        ],
      },
    ],
    [
      'Anna',
      'Greco',
      9,
      {
        state: 'uncertain',
        guests: [
          guestRecord({
            guest: 44,
            name: 'Anna Greco',
            status: 'uncertain',
            sent_at: isoIn(now, -1),
          }),
        ],
      },
    ],
    [
      'Paolo',
      'Conti',
      -20,
      {
        state: 'sent',
        sent_at: isoIn(now, -21),
        guests: [guestRecord({ guest: 45, name: 'Paolo Conti', status: 'accepted' })],
      },
    ],
    ['Elena', 'Marino', 48, { state: 'not_due' }],
    [
      'Franco',
      'Gallo',
      -80,
      { state: 'expired', reasons: ['Il servizio non accetta più questo arrivo.'] },
    ],
  ];
  const statuses = people.map(([name, surname, hours, overrides], index) =>
    alloggiatiStay(now, hours, {
      id: 100 + index,
      apartment: index % 2 === 0 ? 1 : 2,
      apartment_name: index % 2 === 0 ? 'Casa Soglia' : 'Attico Trastevere',
      name,
      surname,
      guests: [guestRecord({ guest: 200 + index, name: `${name} ${surname}` })],
      ...overrides,
    }),
  );
  const stays = statuses.map((status) =>
    makeStay({
      id: status.id,
      apartment_name: status.apartment_name,
      name: status.name,
      surname: status.surname,
      check_in_date: status.check_in_date,
      check_out_date: status.check_out_date,
      guest_type: 'ospite singolo',
      guest_number: status.guests.length,
      registered_guests: status.guests.length,
      guests: status.guests.map((guest) =>
        makeGuest({ id: guest.guest, checkin_profile: status.id }),
      ),
      billing_info: [],
      got_billing_info: false,
    }),
  );
  return { stays, statuses };
}

/** A host with a main account, two apartments, one of them with its own account and auto-send. */
export function alloggiatiSettings(
  overrides: Partial<AlloggiatiSettings> = {},
): AlloggiatiSettings {
  return {
    account: { user: 'RM012345', has_password: true, has_ws_key: true },
    apartments: [
      { id: 1, name: 'Casa Soglia', auto_send: false, account: null },
      {
        id: 2,
        name: 'Attico Trastevere',
        auto_send: true,
        account: { user: 'RM067890', has_password: true, has_ws_key: true },
      },
    ],
    ...overrides,
  };
}

/** Receipts of `lastDay` and the day before: the main account's, and Attico Trastevere's own. */
export function alloggiatiReceipts(lastDay = '2026-03-06'): AlloggiatiReceipt[] {
  const before = addDays(lastDay, -1);
  const fetched = (day: string, second: string) => `${addDays(day, 1)}T04:10:${second}Z`;
  return [
    {
      id: 7,
      day: lastDay,
      account_user: 'RM012345',
      apartment: null,
      fetched_at: fetched(lastDay, '00'),
      size: 48_213,
    },
    {
      id: 8,
      day: lastDay,
      account_user: 'RM067890',
      apartment: 2,
      fetched_at: fetched(lastDay, '05'),
      size: 51_002,
    },
    {
      id: 5,
      day: before,
      account_user: 'RM012345',
      apartment: null,
      fetched_at: fetched(before, '00'),
      size: 47_950,
    },
  ];
}
