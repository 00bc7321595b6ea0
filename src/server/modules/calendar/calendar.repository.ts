import type { Db } from '../../db/database';

const EVENT_COLUMNS = [
  'f.id as id',
  'f.event as event',
  'f.start_date as startDate',
  'f.end_date as endDate',
  'f.location as location',
  'f.manager as manager',
  'f.comments as comments',
  'f.sequence as sequence',
  'f.updated_at as updatedAt',
] as const;

export type FixtureEventRow = NonNullable<Awaited<ReturnType<typeof fixtureEvent>>>;

export function fixtureEvent(db: Db, id: number) {
  return db.selectFrom('fixtures as f').select(EVENT_COLUMNS).where('f.id', '=', id).executeTakeFirst();
}

/** Fixtures whose first day is on or after `fromDate` (YYYY-MM-DD), by date. */
export function fixtureEventsFrom(db: Db, fromDate: string) {
  return db
    .selectFrom('fixtures as f')
    .select(EVENT_COLUMNS)
    .where('f.start_date', '>=', fromDate)
    .orderBy('f.start_date')
    .orderBy('f.id')
    .execute();
}

/**
 * The fixtures a member is on (a place, the waiting list or the dinner only), from `fromDate`, by date; on a
 * waiting list, how many members wait ahead of them (guests wait behind every member, whatever their position).
 */
export function memberFixtureEventsFrom(db: Db, memberId: number, fromDate: string) {
  return db
    .selectFrom('fixture_registrations as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixture_id')
    .select(EVENT_COLUMNS)
    .select(['r.list as list', 'r.changed_at as placeChangedAt', 'r.created_at as placeCreatedAt'])
    .select((eb) =>
      eb
        .selectFrom('fixture_registrations as w')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('w.fixture_id', '=', 'r.fixture_id')
        .where('w.list', '=', 'waiting')
        .whereRef('w.position', '<', 'r.position')
        .as('membersAhead'),
    )
    .where('r.member_id', '=', memberId)
    .where('f.start_date', '>=', fromDate)
    .orderBy('f.start_date')
    .orderBy('f.id')
    .execute();
}

/** Deleted fixtures kept for the feeds (STATUS:CANCELLED) since `sinceIso`. */
export function tombstonesSince(db: Db, sinceIso: string) {
  return db
    .selectFrom('fixture_tombstones')
    .selectAll()
    .where('deleted_at', '>=', sinceIso)
    .orderBy('start_date')
    .execute();
}

export function findTombstone(db: Db, fixtureId: number) {
  return db
    .selectFrom('fixture_tombstones')
    .selectAll()
    .where('fixture_id', '=', fixtureId)
    .executeTakeFirst();
}

/** Records a deleted fixture (with who was on it) so calendars hear that it is cancelled. */
export async function insertTombstone(db: Db, fixtureId: number, deletedAt: string) {
  const f = await db
    .selectFrom('fixtures')
    .select(['event', 'start_date', 'end_date', 'location', 'manager', 'sequence'])
    .where('id', '=', fixtureId)
    .executeTakeFirst();
  if (!f) return;
  const members = await db
    .selectFrom('fixture_registrations')
    .select('member_id')
    .where('fixture_id', '=', fixtureId)
    .execute();
  await db
    .insertInto('fixture_tombstones')
    .values({
      fixture_id: fixtureId,
      ...f,
      sequence: f.sequence + 1,
      member_ids: JSON.stringify(members.map((m) => m.member_id)),
      deleted_at: deletedAt,
    })
    .execute();
}

/** Moves a fixture's calendar SEQUENCE on (every edit). */
export async function bumpSequence(db: Db, fixtureId: number) {
  await db
    .updateTable('fixtures')
    .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
    .where('id', '=', fixtureId)
    .execute();
}

export function findFeed(db: Db, memberId: number) {
  return db.selectFrom('calendar_feeds').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export function findFeedByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.member_id as memberId', 'm.approval as approval'])
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Creates or replaces a member's feed (a new salt retires the old address). */
export async function saveFeed(db: Db, memberId: number, salt: string, tokenHash: string, at: string) {
  await db
    .insertInto('calendar_feeds')
    .values({ member_id: memberId, salt, token_hash: tokenHash, created_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ salt, token_hash: tokenHash, created_at: at }))
    .execute();
}
