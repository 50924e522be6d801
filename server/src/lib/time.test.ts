import { addDays, localDate, localTime, zonedInstant } from './time';

describe('time zone helpers', () => {
  it('converts Rome wall-clock times to instants across DST', () => {
    expect(zonedInstant('2026-01-15', '10:00:00', 'Europe/Rome').toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '10:00', 'Europe/Rome').toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '10:00:00', 'UTC').toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    );
    // 02:30 comes twice the night DST ends: the second time, in winter time.
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Rome').toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });

  it('reads the local date and time of an instant', () => {
    const instant = new Date('2026-03-31T22:30:00Z');
    expect(localDate(instant, 'Europe/Rome')).toBe('2026-04-01');
    expect(localTime(instant, 'Europe/Rome')).toBe('00:30:00');
    expect(localDate(instant, 'UTC')).toBe('2026-03-31');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('answers the same instant again, each caller with its own Date', () => {
    const first = zonedInstant('2026-10-24', '02:30', 'Europe/Rome');
    first.setTime(0);
    const again = zonedInstant('2026-10-24', '02:30', 'Europe/Rome');
    expect(again.toISOString()).toBe('2026-10-24T00:30:00.000Z');
    expect(zonedInstant('2026-10-25', '02:30', 'UTC').toISOString()).toBe(
      '2026-10-25T02:30:00.000Z',
    );
  });

  it('keeps answering right past the cache limit', () => {
    for (let day = 0; day < 12_000; day += 1) {
      const date = addDays('2000-01-01', day);
      expect(zonedInstant(date, '12:00', 'UTC').toISOString()).toBe(`${date}T12:00:00.000Z`);
    }
    expect(zonedInstant('2026-07-01', '15:00', 'Europe/Rome').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
  });
});
