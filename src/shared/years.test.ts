import { describe, expect, it } from 'vitest';
import { fixtureYearProblem, openingYear, resultYearProblem, yearOfDate } from './years';

describe('yearOfDate', () => {
  it('reads the year of a YYYY-MM-DD date (or the start of a timestamp)', () => {
    expect(yearOfDate('2027-02-14')).toBe(2027);
    expect(yearOfDate('2027-02-14T00:00:00.000Z')).toBe(2027);
    expect(yearOfDate('14/02/2027')).toBeUndefined();
  });
});

describe('fixtureYearProblem', () => {
  it('accepts the year of the start date', () => {
    expect(fixtureYearProblem(2027, '2027-02-14')).toBeNull();
    expect(fixtureYearProblem(2026, '2026-12-31')).toBeNull();
  });
  it('names the start date’s year when the year differs', () => {
    expect(fixtureYearProblem(2026, '2027-02-14')).toBe('Year must be the year of the Start Date (2027)');
    expect(fixtureYearProblem(2025, '2026-12-15')).toBe('Year must be the year of the Start Date (2026)');
  });
  it('leaves an unreadable date to the date’s own rule', () => {
    expect(fixtureYearProblem(2026, '')).toBeNull();
  });
});

describe('resultYearProblem', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('accepts this year and earlier years', () => {
    expect(resultYearProblem(2026, now)).toBeNull();
    expect(resultYearProblem(1997, now)).toBeNull();
  });
  it('refuses a year that has not come, saying which is the latest', () => {
    expect(resultYearProblem(2031, now)).toBe(
      'Results can only be added for a year that has come: enter 2026 or earlier',
    );
    expect(resultYearProblem(2027, now)).not.toBeNull();
  });
  it('counts the year in London: just after midnight on New Year’s Day the new year has come', () => {
    expect(resultYearProblem(2027, new Date('2027-01-01T00:30:00Z'))).toBeNull();
  });
});

describe('openingYear', () => {
  it('opens on the newest year up to this one, not on a year ahead', () => {
    expect(openingYear([2031, 2026, 2025, 1997], 2026)).toBe(2026);
    expect(openingYear([2031, 2024, 1997], 2026)).toBe(2024);
  });
  it('opens on the earliest year when every year is ahead, and on none for none', () => {
    expect(openingYear([2031, 2028], 2026)).toBe(2028);
    expect(openingYear([], 2026)).toBeUndefined();
  });
});
