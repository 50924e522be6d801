import { formatDate, formatTime } from './format';

describe('stay formatting', () => {
  it('shows dates as dd/mm/yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('keeps unexpected input readable instead of crashing', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('domani')).toBe('domani');
  });

  it('cuts the seconds off times', () => {
    expect(formatTime('15:00:00')).toBe('15:00');
    expect(formatTime('09:05')).toBe('09:05');
    expect(formatTime(undefined)).toBe('');
  });
});
