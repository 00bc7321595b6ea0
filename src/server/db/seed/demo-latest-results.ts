import type { Insertable } from 'kysely';
import type { LatestResultsTable } from '../types';
import { daysAgo } from './demo-dates';
import type { DemoFixtureResult } from './demo-fixture-results';

/**
 * The home page's Latest Results: the meetings just played, newest first, each the winner its fixture result and
 * the Meeting Results page name (withFixtureWinners).
 */
export function demoLatestResults(
  now: Date,
  fixtureResults: DemoFixtureResult[],
): Insertable<LatestResultsTable>[] {
  const meetings = [...fixtureResults]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(
      (r) =>
        `${r.event} ${r.year}: won by ${r.first_place_name} with ${String(r.first_place_score).replace(' pts', ' points')}`,
    );
  const descriptions = meetings.slice(0, 5);
  return descriptions.map((description, i) => ({ description, created_at: daysAgo(now, 3 + i * 7, 18) }));
}
