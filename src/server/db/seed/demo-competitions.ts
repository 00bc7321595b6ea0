import type { Insertable } from 'kysely';
import type { CompetitionsTable } from '../types';
import { DEMO_MEMBER_EMAIL } from './demo-members';

/**
 * This year's three scratch-team competitions (DESIGN.md 'Scratch teams'): the Halford Hewitt (five pairs), the
 * Grafton Morrish (three) and the Cyril Gray (over-50s, three pairs; left school by fifty years ago). The demo
 * member captains the Halford Hewitt, so the captain's screens can be tried with his password.
 */
export function demoCompetitions(year: number, nowIso: string): Insertable<CompetitionsTable>[] {
  const row = (
    name: string,
    pairs: number,
    dates: [string, string][],
    captains: string[],
    leftSchoolBy: number | null,
  ): Insertable<CompetitionsTable> => ({
    name,
    year,
    pairs,
    reserves_wanted: 2,
    dates: JSON.stringify(dates.map(([date, label]) => ({ date: `${year}-${date}`, label }))),
    captain_emails: captains.join(';'),
    left_school_by: leftSchoolBy,
    offer_hours: 24,
    created_at: nowIso,
    updated_at: nowIso,
  });
  return [
    row(
      'Halford Hewitt',
      5,
      [
        ['04-08', 'Practice'],
        ['04-09', 'First round'],
        ['04-10', 'Second round'],
        ['04-11', 'Quarter-final'],
        ['04-12', 'Semi-final and final'],
      ],
      [DEMO_MEMBER_EMAIL],
      null,
    ),
    row(
      'Grafton Morrish',
      3,
      [
        ['09-25', 'Practice'],
        ['09-26', 'Finals day one'],
        ['09-27', 'Finals day two'],
      ],
      ['james.fairweather@example.com'],
      null,
    ),
    row(
      'Cyril Gray',
      3,
      [
        ['05-13', 'First round'],
        ['05-14', 'Later rounds'],
      ],
      ['james.fairweather@example.com'],
      year - 50,
    ),
  ];
}
