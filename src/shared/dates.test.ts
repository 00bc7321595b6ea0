import { describe, expect, it } from 'vitest';
import { formatFixtureDate, formatTimestamp, isFixturePast, isRealDate, londonToday } from './dates';

/** The names Intl gives for en-GB, which formatFixtureDate computes without building a formatter per call. */
function intlDate(iso: string) {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...o }).format(date);
  return `${f({ weekday: 'short' })} ${d} ${f({ month: 'short' })} ${y}`;
}

describe('dates', () => {
  it('names every day of several years as Intl en-GB does', () => {
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2030, 0, 1); t += 86_400_000 * 5) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatFixtureDate(iso)).toBe(intlDate(iso));
    }
  });

  it('formats single days and ranges', () => {
    expect(formatFixtureDate('2025-05-10')).toBe('Sat 10 May 2025');
    expect(formatFixtureDate('2025-05-12', '2025-05-13')).toBe('Mon 12 – Tue 13 May 2025');
    expect(formatFixtureDate('2025-09-30', '2025-10-01')).toBe('Tue 30 Sept – Wed 1 Oct 2025');
    expect(formatFixtureDate('2025-12-31', '2026-01-01')).toBe('Wed 31 Dec 2025 – Thu 1 Jan 2026');
  });

  it('judges today and the past in London', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const late = new Date('2025-06-30T23:30:00Z');
    expect(londonToday(late)).toBe('2025-07-01');
    expect(isFixturePast('2025-06-30', null, late)).toBe(true);
    expect(isFixturePast('2025-06-30', '2025-07-01', late)).toBe(false);
    expect(formatTimestamp('2025-01-15T09:05:00Z')).toBe('15 Jan 2025, 09:05');
  });

  it('changes the London day at midnight to the millisecond, in winter and summer time, asked in any order', () => {
    const fresh = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', dateStyle: 'short' }).format(d);
    // Midnight in London: 00:00 UTC in winter, 23:00 UTC the day before in summer; both clock changes of 2025.
    const midnights = [
      '2025-01-15T00:00:00Z',
      '2025-07-15T23:00:00Z',
      '2025-03-30T00:00:00Z',
      '2025-10-25T23:00:00Z',
    ];
    for (const m of midnights) {
      const t = Date.parse(m);
      for (const offset of [-1, 0, 1, -1000, 999, 1000, -1, 0]) {
        const d = new Date(t + offset);
        expect(londonToday(d)).toBe(fresh(d));
      }
    }
  });
});

describe('isRealDate', () => {
  it.each([
    ['2025-05-10', true],
    ['2024-02-29', true], // a leap year
    ['2025-02-29', false], // not a leap year
    ['2025-04-31', false], // April has 30 days
    ['2025-13-01', false],
    ['2025-5-10', false], // not YYYY-MM-DD
    ['2025-05-10T00:00:00Z', false],
  ])('%s is %s', (date, real) => {
    expect(isRealDate(date)).toBe(real);
  });
});
