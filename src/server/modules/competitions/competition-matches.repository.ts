import type { Db } from '../../db/database';

/** A round as stored: pairs as JSON [{pairIndex, result, margin, players}], `last` 1 when it ended the side's run. */
export interface MatchColumns {
  round: string;
  date: string;
  opponent: string;
  pairs: string;
  outcome: string;
  last: 0 | 1;
}

const MATCH_COLUMNS = [
  'id',
  'competition_id',
  'round',
  'date',
  'opponent',
  'pairs',
  'outcome',
  'last',
] as const;

/** A competition's rounds, in the order they were played (the round is a whole number kept as text). */
export async function matchesOf(db: Db, competitionId: number) {
  const rows = await db
    .selectFrom('competition_matches')
    .select(MATCH_COLUMNS)
    .where('competition_id', '=', competitionId)
    .execute();
  return rows.sort((a, b) => Number(a.round) - Number(b.round));
}
export type MatchRow = Awaited<ReturnType<typeof matchesOf>>[number];

/** The rounds of several competitions at once (Meeting Results' rows). */
export function matchesOfAll(db: Db, competitionIds: number[]) {
  if (!competitionIds.length) return Promise.resolve([]);
  return db
    .selectFrom('competition_matches')
    .select(MATCH_COLUMNS)
    .where('competition_id', 'in', competitionIds)
    .execute();
}

/** Writes a round, replacing the one of the same number. */
export async function saveMatch(db: Db, competitionId: number, values: MatchColumns, at: string) {
  await db
    .insertInto('competition_matches')
    .values({ competition_id: competitionId, ...values, recorded_at: at })
    .onConflict((oc) => oc.columns(['competition_id', 'round']).doUpdateSet({ ...values, recorded_at: at }))
    .execute();
}

/** The finished competitions of some years (all years without `year`), newest first. */
export function finishedCompetitions(db: Db, year?: number) {
  return db
    .selectFrom('competitions')
    .select(['id', 'name', 'year', 'finished_at'])
    .where('finished_at', 'is not', null)
    .where('published_at', 'is not', null)
    .$if(year !== undefined, (qb) => qb.where('year', '=', year!))
    .orderBy('year', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
}
