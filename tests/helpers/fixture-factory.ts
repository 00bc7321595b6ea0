import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { FixturesTable } from '../../src/server/db/types';

let counter = 0;

/** A fixture row; open for registration, one day, on the given start date unless the overrides say otherwise. */
export async function createFixture(
  db: Db,
  overrides: Partial<Insertable<FixturesTable>> & { start_date: string },
): Promise<number> {
  counter += 1;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('fixtures')
    .values({
      year: Number(overrides.start_date.slice(0, 4)),
      event: `Event ${counter}`,
      end_date: overrides.start_date,
      location: `Course ${counter}`,
      manager: `Manager ${counter}`,
      manager_email_addresses: null,
      can_register: 1,
      comments: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** YYYY-MM-DD `days` from today (UTC date arithmetic on London's today). */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}
