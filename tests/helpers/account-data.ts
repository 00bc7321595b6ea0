// Shared by the tests of members' data (account-data-export, account-delete and registration-retention).
import type { Db } from '../../src/server/db/database';

/** The instant `d` days before now, as the database stores it. */
export const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

/** A new fixture (the Autumn Meeting of 1 December 2026) with the member registered for it. */
export async function registerOnNewFixture(db: Db, memberId: number) {
  const now = new Date().toISOString();
  const f = await db
    .insertInto('fixtures')
    .values({
      year: 2026,
      event: 'Autumn Meeting',
      start_date: '2026-12-01',
      end_date: null,
      can_register: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fixture_registrations')
    .values({ fixture_id: f.id, member_id: memberId, created_at: now })
    .execute();
}
