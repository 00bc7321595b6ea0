import { londonYear } from './dates';

/**
 * Years that must agree with something else: a fixture's year is the year of its start date (the lists are read
 * a year at a time, so a fixture filed under another year vanishes from the year members look in), and meeting
 * results are for years that have come (a result typed for a year ahead would open every visitor's Results page
 * on it). No zod here, so that any page may use these rules.
 */

/** The year of a date written YYYY-MM-DD (undefined for anything else). */
export function yearOfDate(date: string): number | undefined {
  const m = /^(\d{4})-\d{2}-\d{2}/.exec(date);
  return m ? Number(m[1]) : undefined;
}

/** Add and Edit Fixture refuse a Year that is not the year of the Start Date, with this message. */
export const fixtureYearMismatchMessage = (startYear: number) =>
  `Year must be the year of the Start Date (${startYear})`;

/** The problem with a fixture's year given its start date, or null when they agree (or the date is unreadable). */
export function fixtureYearProblem(year: number, startDate: string): string | null {
  const startYear = yearOfDate(startDate);
  return startYear === undefined || startYear === year ? null : fixtureYearMismatchMessage(startYear);
}

/** Meeting results refuse a year after this one (in London), with this message. */
export const resultYearToComeMessage = (thisYear: number) =>
  `Results can only be added for a year that has come: enter ${thisYear} or earlier`;

/** The problem with a meeting result's year, or null when the year has come. */
export function resultYearProblem(year: number, now: Date = new Date()): string | null {
  const thisYear = londonYear(now);
  return year > thisYear ? resultYearToComeMessage(thisYear) : null;
}

/** The year a list by years opens on: the newest up to this year, else (only years ahead) the earliest. */
export function openingYear(years: readonly number[], thisYear: number): number | undefined {
  const past = years.filter((y) => y <= thisYear);
  return past.length ? Math.max(...past) : years.length ? Math.min(...years) : undefined;
}
