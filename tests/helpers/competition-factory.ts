import type { Db } from '../../src/server/db/database';

/** A competition made straight in the database for a test: this year's, two pairs, one reserve, by default. */
export async function createCompetition(
  db: Db,
  over: {
    name?: string;
    pairs?: number;
    reservesWanted?: number;
    captains?: string[];
    leftSchoolBy?: number | null;
    offerHours?: number;
    dates?: { date: string; label: string }[];
  } = {},
) {
  const now = new Date().toISOString();
  const year = new Date().getUTCFullYear();
  const row = await db
    .insertInto('competitions')
    .values({
      name: over.name ?? 'Halford Hewitt',
      year,
      pairs: over.pairs ?? 2,
      reserves_wanted: over.reservesWanted ?? 1,
      dates: JSON.stringify(
        over.dates ?? [
          { date: `${year + 1}-04-09`, label: 'First round' },
          { date: `${year + 1}-04-10`, label: 'Second round' },
        ],
      ),
      captain_emails: (over.captains ?? []).map((e) => e.toLowerCase()).join(';'),
      left_school_by: over.leftSchoolBy ?? null,
      offer_hours: over.offerHours ?? 24,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
