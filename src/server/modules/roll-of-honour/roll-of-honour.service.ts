import type { RollOfHonour } from '@shared/schemas/roll-of-honour';
import type { Db } from '../../db/database';
import * as repo from './roll-of-honour.repository';

/**
 * `GET /api/rollofhonour`: every trophy (a meeting result's event, whatever the meeting) with its winner of each
 * year, from every meeting result: those typed in by hand over the years and those published from the cards alike.
 * Trophies in alphabetical order; each one's winners newest first. `name` keeps only the wins of players whose name
 * holds it.
 */
export async function getRollOfHonour(db: Db, name?: string): Promise<RollOfHonour> {
  const trophies = new Map<string, RollOfHonour[number]>();
  for (const r of await repo.winners(db, name)) {
    const event = r.event.trim();
    const trophy = trophies.get(event) ?? { event, winners: [] };
    trophy.winners.push({ year: r.year, name: r.first_place_name!, score: r.first_place_score || null });
    trophies.set(event, trophy);
  }
  return [...trophies.values()].sort((a, b) => a.event.localeCompare(b.event, 'en-GB'));
}
