import { RECORD_MESSAGES } from './records';
import {
  deadlineOf,
  planStay,
  STATUS_MESSAGES,
  type LoadedStay,
  type StoredRecord,
} from './stay-status';

const ROME = 'Europe/Rome';
const STALE = 60_000;
/** 10:00 in Rome on 15 May 2026 (UTC+2). */
const NOW = new Date('2026-05-15T08:00:00Z');

const guest = (id: number, overrides: Partial<LoadedStay['guests'][number]> = {}) => ({
  id,
  first_name: ['Jonas', 'Lena', 'Paul'][(id - 1) % 3],
  last_name: 'Müller',
  gender: 'M',
  date_of_birth: '1980-02-03',
  place_of_birth_code: '100000216',
  citizenship_code: '100000216',
  document_type: 'passport' as const,
  document_number: `C01X00T4${id}`,
  place_of_issue_code: '100000216',
  ...overrides,
});

const stay = (overrides: Partial<LoadedStay> = {}): LoadedStay => ({
  id: 7,
  owner_id: 1,
  apartment_id: 2,
  apartment_name: 'Casa',
  time_zone: ROME,
  auto_send: false,
  name: 'Mario',
  surname: 'Bianchi',
  check_in_date: '2026-05-15',
  check_in_time: '15:00:00',
  check_out_date: '2026-05-17',
  check_out_time: '10:00:00',
  guest_type: 'ospite singolo',
  guest_number: 1,
  account: { id: 3, user: 'XX1' },
  guests: [guest(1)],
  records: new Map(),
  ...overrides,
});

const record = (status: StoredRecord['status'], extra: Partial<StoredRecord> = {}) => ({
  status,
  line: 'L'.repeat(168),
  errorCode: '',
  errorDescription: '',
  errorDetail: '',
  sentAt: new Date('2026-05-15T07:59:00Z'),
  ...extra,
});

const stateOf = (s: LoadedStay, now = NOW) => planStay(s, now, STALE).status.state;

describe('planStay: the state of a stay', () => {
  it('is not_due before the arrival day and expired two days after it', () => {
    expect(stateOf(stay({ check_in_date: '2026-05-16', check_out_date: '2026-05-18' }))).toBe(
      'not_due',
    );
    const old = stay({ check_in_date: '2026-05-13', check_out_date: '2026-05-18' });
    expect(stateOf(old)).toBe('expired');
    expect(planStay(old, NOW, STALE).status.reasons).toEqual([
      RECORD_MESSAGES.tooOld('2026-05-13'),
    ]);
    // Yesterday's arrival is still taken.
    expect(stateOf(stay({ check_in_date: '2026-05-14' }))).toBe('to_send');
  });

  it('is incomplete without every registration, without an account, or with a guest to fix', () => {
    const missing = planStay(stay({ guest_number: 3 }), NOW, STALE).status;
    expect(missing.state).toBe('incomplete');
    expect(missing.reasons).toEqual([STATUS_MESSAGES.registrationsMissing(1, 3)]);
    const none = planStay(stay({ account: null }), NOW, STALE);
    expect(none.status).toMatchObject({ state: 'incomplete', has_account: false });
    expect(none.status.reasons).toEqual([STATUS_MESSAGES.noAccount]);
    expect(none.units).toEqual([]);
    const fix = planStay(stay({ guests: [guest(1, { document_number: '' })] }), NOW, STALE);
    expect(fix.status.state).toBe('incomplete');
    expect(fix.status.guests[0]).toMatchObject({
      status: 'unsent',
      line: null,
      reasons: [RECORD_MESSAGES.documentNumber],
    });
    expect(planStay(stay({ guests: [] }), NOW, STALE).status.reasons).toEqual([
      RECORD_MESSAGES.noGuests,
    ]);
  });

  it('is to_send with one unit per single guest, each line as it would be sent', () => {
    const plan = planStay(stay({ guests: [guest(1), guest(2)], guest_number: 2 }), NOW, STALE);
    expect(plan.status.state).toBe('to_send');
    expect(plan.units.map((u) => u.guests.map((g) => g.id))).toEqual([[1], [2]]);
    expect(plan.status.guests.map((g) => g.line?.slice(0, 2))).toEqual(['16', '16']);
  });

  it('sends a family as one unit, holder first, only once every member is registered', () => {
    const family = stay({ guest_type: 'famiglia', guests: [guest(1), guest(2), guest(3)] });
    expect(planStay({ ...family, guest_number: 4 }, NOW, STALE).units).toEqual([]);
    const plan = planStay({ ...family, guest_number: 3 }, NOW, STALE);
    expect(plan.units).toHaveLength(1);
    expect(plan.units[0].guests.map((g) => g.line.slice(0, 2))).toEqual(['17', '19', '19']);
  });

  it('resends a refused family member only with its holder: never alone', () => {
    const family = stay({
      guest_type: 'gruppo',
      guests: [guest(1), guest(2)],
      guest_number: 2,
      records: new Map([
        [1, record('refused', { errorCode: '12' })],
        [2, record('accepted')],
      ]),
    });
    const holderRefused = planStay(family, NOW, STALE);
    expect(holderRefused.status.state).toBe('refused');
    expect(holderRefused.units.map((u) => u.guests.map((g) => g.id))).toEqual([[1]]);

    family.records = new Map([
      [1, record('accepted')],
      [2, record('refused', { errorCode: '12', errorDetail: 'Cognome Errato' })],
    ]);
    const memberRefused = planStay(family, NOW, STALE);
    expect(memberRefused.units).toEqual([]);
    expect(memberRefused.status.state).toBe('refused');
    expect(memberRefused.status.guests[1]).toMatchObject({
      status: 'refused',
      error: { ok: false, code: '12', description: '', detail: 'Cognome Errato' },
      reasons: [STATUS_MESSAGES.holderAccepted('Jonas Müller', false)],
    });
  });

  it('is uncertain while a Send went unanswered, also for a claim left by a dead process', () => {
    const uncertain = stay({ records: new Map([[1, record('uncertain')]]) });
    expect(stateOf(uncertain)).toBe('uncertain');
    expect(planStay(uncertain, NOW, STALE).units).toEqual([]);
    // Long past the arrival too: the owner still has to say what happened.
    expect(stateOf({ ...uncertain, check_in_date: '2026-05-01' })).toBe('uncertain');
    const sending = stay({ records: new Map([[1, record('sending')]]) });
    expect(planStay(sending, NOW, STALE)).toMatchObject({ sending: true, units: [] });
    const later = new Date(NOW.getTime() + 2 * STALE);
    expect(planStay(sending, later, STALE).status.guests[0].status).toBe('uncertain');
  });

  it('is sent once every registered guest is accepted, with the last acceptance time', () => {
    const sent = planStay(
      stay({
        guests: [guest(1), guest(2)],
        guest_number: 2,
        account: null,
        records: new Map([
          [1, record('accepted', { sentAt: new Date('2026-05-15T07:00:00Z') })],
          [2, record('accepted', { sentAt: new Date('2026-05-15T07:30:00Z') })],
        ]),
      }),
      NOW,
      STALE,
    ).status;
    expect(sent).toMatchObject({ state: 'sent', reasons: [], sent_at: '2026-05-15T07:30:00.000Z' });
    expect(sent.guests[0]).toMatchObject({
      line: 'L'.repeat(168),
      sent_at: '2026-05-15T07:00:00.000Z',
    });
  });
});

describe('deadlineOf: arrival + 24 h, or + 6 h for a stay of 24 h or less', () => {
  const at = (d: Partial<LoadedStay>) => deadlineOf({ ...stay(), ...d }, ROME).toISOString();

  it('counts from the check-in time in the apartment time zone', () => {
    expect(at({})).toBe('2026-05-16T13:00:00.000Z');
    expect(at({ check_out_date: '2026-05-16', check_out_time: '10:00:00' })).toBe(
      '2026-05-15T19:00:00.000Z',
    );
    expect(at({ check_out_date: '2026-05-16', check_out_time: '15:00:00' })).toBe(
      '2026-05-15T19:00:00.000Z',
    );
    expect(at({ check_out_date: '2026-05-16', check_out_time: '15:01:00' })).toBe(
      '2026-05-16T13:00:00.000Z',
    );
  });

  it('measures real hours across the clock changes', () => {
    // 24 wall-clock hours over the spring change are 23 real ones: a short stay.
    const spring = { check_in_date: '2026-03-28', check_in_time: '12:00:00' };
    expect(at({ ...spring, check_out_date: '2026-03-29', check_out_time: '12:00:00' })).toBe(
      '2026-03-28T17:00:00.000Z',
    );
    // Over the autumn change they are 25: the 24-hour deadline.
    const autumn = { check_in_date: '2026-10-24', check_in_time: '12:00:00' };
    expect(at({ ...autumn, check_out_date: '2026-10-25', check_out_time: '12:00:00' })).toBe(
      '2026-10-25T10:00:00.000Z',
    );
  });
});
