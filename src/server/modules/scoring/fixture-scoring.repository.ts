import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { FixtureScoringTable } from '../../db/types';

const SCORING_COLUMNS = [
  'fixture_id',
  'course_id',
  'tee',
  'format',
  'allowance_tenths',
  'prizes',
  'one_prize_each',
  'changed_at',
  'published_at',
  'published_meeting',
  'published_prizes',
] as const;

export function findScoring(db: Db, fixtureId: number) {
  return db
    .selectFrom('fixture_scoring')
    .select(SCORING_COLUMNS)
    .where('fixture_id', '=', fixtureId)
    .executeTakeFirst();
}
export type ScoringRow = NonNullable<Awaited<ReturnType<typeof findScoring>>>;

export async function insertScoring(db: Db, row: Insertable<FixtureScoringTable>) {
  await db.insertInto('fixture_scoring').values(row).execute();
}

export async function updateScoring(db: Db, fixtureId: number, values: Updateable<FixtureScoringTable>) {
  await db.updateTable('fixture_scoring').set(values).where('fixture_id', '=', fixtureId).execute();
}

export async function deleteScoring(db: Db, fixtureId: number) {
  await db.deleteFrom('fixture_scoring').where('fixture_id', '=', fixtureId).execute();
}

/** The fixtures scored on a course's tees: which tee, and the fixture's event and year. */
export function scoringOnCourse(db: Db, courseId: number) {
  return db
    .selectFrom('fixture_scoring as s')
    .innerJoin('fixtures as f', 'f.id', 's.fixture_id')
    .select(['s.fixture_id as fixtureId', 's.tee as tee', 'f.event as event', 'f.year as year'])
    .where('s.course_id', '=', courseId)
    .orderBy('f.start_date')
    .execute();
}

/** A card, the scoring or a tee changed: the fixtures' published results are no longer the latest. */
export async function markChanged(db: Db, fixtureIds: number[], at: string) {
  if (fixtureIds.length === 0) return;
  await db
    .updateTable('fixture_scoring')
    .set({ changed_at: at })
    .where('fixture_id', 'in', fixtureIds)
    .execute();
}
