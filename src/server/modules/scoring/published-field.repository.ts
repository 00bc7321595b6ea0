import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { FixtureResultFieldTable, MeetingResultsTable } from '../../db/types';

export type FieldRow = Omit<Insertable<FixtureResultFieldTable>, 'id'>;
export type PublishedMeetingRow = Omit<Insertable<MeetingResultsTable>, 'id'>;

/** The field as last published, in its order. */
export function publishedRows(db: Db, fixtureId: number) {
  return db
    .selectFrom('fixture_result_field')
    .select([
      'member_id',
      'guest',
      'name',
      'handicap_tenths',
      'playing_handicap',
      'gross',
      'total',
      'position',
      'position_text',
      'score_text',
      'told',
    ])
    .where('fixture_id', '=', fixtureId)
    .orderBy('row_order')
    .execute();
}

/** Replaces the published field of a fixture. */
export async function replaceField(db: Db, fixtureId: number, rows: FieldRow[]) {
  await db.deleteFrom('fixture_result_field').where('fixture_id', '=', fixtureId).execute();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('fixture_result_field')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

/** Replaces the meeting results a fixture's publication wrote before (never the ones typed in by hand). */
export async function replaceMeetingResults(db: Db, fixtureId: number, rows: PublishedMeetingRow[]) {
  await db.deleteFrom('meeting_results').where('fixture_id', '=', fixtureId).execute();
  if (rows.length) await db.insertInto('meeting_results').values(rows).execute();
}

/** The members of the field who are e-mailed: approved, with their first name and address. */
export function fieldMembers(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('members')
    .select(['id', 'first_name', 'email'])
    .where('id', 'in', memberIds)
    .where('approval', '=', 'approved')
    .execute();
}

/** The fixtures with a published field, newest first (the sitemap lists their result pages). */
export async function publishedFixtureIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('fixture_scoring as s')
    .innerJoin('fixtures as f', 'f.id', 's.fixture_id')
    .select('s.fixture_id as fixtureId')
    .where('s.published_at', 'is not', null)
    .orderBy('f.start_date', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map((r) => r.fixtureId);
}
