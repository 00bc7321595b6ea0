import type { Db } from '../../db/database';

/** Where a course's tees are used: the fixtures scored on it (scoring reads and marks them too). */

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
