import type { Db } from '../../db/database';
import { registrationsOf } from '../fixtures/fixtures.repository';

/** The kinds of reminder (players and the waiting list get the same one). One sent-row per (fixture, member, kind). */
export type ReminderKind = 'reminder';

/** Fixtures whose first day is from `today` to `lastDay` (YYYY-MM-DD). */
export function fixturesStartingBetween(db: Db, today: string, lastDay: string) {
  return db
    .selectFrom('fixtures')
    .select(['id', 'event', 'start_date', 'end_date', 'location', 'manager', 'withdraw_by'])
    .where('start_date', '>=', today)
    .where('start_date', '<=', lastDay)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

/** Everyone on a fixture's list, then its waiting list, in order, with whether each wants reminders. */
export function fixturePlayers(db: Db, fixtureId: number) {
  return registrationsOf(db, fixtureId)
    .leftJoin('member_preferences as p', 'p.member_id', 'm.id')
    .select([
      'm.id as id',
      'm.first_name as firstName',
      'm.last_name as lastName',
      'm.email as email',
      'm.approval as approval',
      'p.reminders as reminders',
      'r.list as list',
      'r.position as position',
    ])
    .orderBy('r.list')
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
}

/** The members already reminded of a fixture. */
export async function remindedMembers(db: Db, fixtureId: number, kind: ReminderKind) {
  const rows = await db
    .selectFrom('reminders_sent')
    .select('member_id')
    .where('fixture_id', '=', fixtureId)
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((r) => r.member_id));
}

/**
 * Claims a reminder: true when this call wrote the sent-row, false when it was already there (another process,
 * an earlier run). Call in the transaction that queues the message, so the row and the message commit together.
 */
export async function claimReminder(
  db: Db,
  fixtureId: number,
  memberId: number,
  kind: ReminderKind,
  at: string,
): Promise<boolean> {
  const row = await db
    .insertInto('reminders_sent')
    .values({ fixture_id: fixtureId, member_id: memberId, kind, sent_at: at })
    .onConflict((oc) => oc.columns(['fixture_id', 'member_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}
