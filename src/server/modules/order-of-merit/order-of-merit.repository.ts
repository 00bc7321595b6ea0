import type { Db } from '../../db/database';
import { inSlices } from '../../db/slices';
import { publishedFixtures } from '../fixtures/scoring/published-field.repository';

export function findRules(db: Db, year: number) {
  return db
    .selectFrom('order_of_merit_rules')
    .select(['year', 'points', 'best_of', 'min_events', 'paid_up_only'])
    .where('year', '=', year)
    .executeTakeFirst();
}

export interface RulesRow {
  points: string;
  best_of: number | null;
  min_events: number;
  paid_up_only: number;
}

export async function saveRules(db: Db, year: number, rules: RulesRow, at: string) {
  await db
    .insertInto('order_of_merit_rules')
    .values({ year, ...rules, updated_at: at })
    .onConflict((oc) => oc.column('year').doUpdateSet({ ...rules, updated_at: at }))
    .execute();
}

/** A year's fixtures whose cards are published, in the order of the year. */
export function publishedFixturesOfYear(db: Db, year: number) {
  return publishedFixtures(db)
    .select(['f.id', 'f.event', 'f.start_date', 'f.end_date'])
    .where('f.year', '=', year)
    .orderBy('f.start_date')
    .orderBy('f.id')
    .execute();
}

/** The members' places in those fixtures, as published (guests are left out: they are in no order of merit). */
export function memberPlaces(db: Db, fixtureIds: number[]) {
  if (fixtureIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fixture_result_field')
    .select(['fixture_id', 'member_id', 'name', 'position'])
    .where('fixture_id', 'in', fixtureIds)
    .where('member_id', 'is not', null)
    .orderBy('fixture_id')
    .orderBy('row_order')
    .execute();
}

/** Which of the year's players have paid the year's subscription. */
export async function paidUpOf(db: Db, year: number, memberIds: number[]): Promise<Set<number>> {
  const rows = await inSlices(memberIds, 500, (ids) =>
    db
      .selectFrom('subscriptions')
      .select('member_id')
      .where('year', '=', year)
      .where('member_id', 'in', ids)
      .execute(),
  );
  return new Set(rows.map((r) => r.member_id));
}

/** The years with a published fixture, ascending. */
export async function publishedYears(db: Db): Promise<number[]> {
  const rows = await publishedFixtures(db).select('f.year').groupBy('f.year').orderBy('f.year').execute();
  return rows.map((r) => r.year);
}
