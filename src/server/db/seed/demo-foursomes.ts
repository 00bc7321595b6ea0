import type { Insertable } from 'kysely';
import type { FoursomesMatchesTable } from '../types';
import { OPPONENTS } from './demo-opponents';
import { matchResult } from './demo-other-results';
import { pick, seededRandom } from './demo-random';

/** A handful of scratch foursomes matches the administrator keeps (DESIGN.md 'Fixed details'). */
export function demoFoursomes(lastYear: number): Insertable<FoursomesMatchesTable>[] {
  const random = seededRandom(1924);
  const rows: Insertable<FoursomesMatchesTable>[] = [];
  for (const year of [2016, 2017, lastYear - 1, lastYear]) {
    for (const event of ['Halford Hewitt – 1st round', 'Grafton Morrish – qualifier']) {
      const result = matchResult(random, 5);
      rows.push({
        year,
        event,
        opponent: pick(random, OPPONENTS),
        result: result.text.replace(/^./, (c) => c.toUpperCase()),
      });
    }
  }
  return rows;
}
