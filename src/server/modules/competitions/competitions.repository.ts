import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { claimOnce, deleteRow, insertRow, updateStampedRow } from '../../db/rows';
import { inSlices } from '../../db/slices';
import type { CompetitionsTable } from '../../db/types';

/** The columns a competition is written from (dates as JSON, captains lower-case and ';'-joined). */
export type CompetitionColumns = Pick<
  CompetitionsTable,
  | 'name'
  | 'year'
  | 'pairs'
  | 'reserves_wanted'
  | 'dates'
  | 'captain_emails'
  | 'left_school_by'
  | 'offer_hours'
>;

const COMPETITION_COLUMNS = [
  'id',
  'name',
  'year',
  'pairs',
  'reserves_wanted',
  'dates',
  'captain_emails',
  'left_school_by',
  'offer_hours',
  'polled_at',
  'team_saved_at',
  'published_at',
  'finished_at',
  'updated_at',
] as const;

export function listCompetitions(db: Db) {
  return db
    .selectFrom('competitions')
    .select(COMPETITION_COLUMNS)
    .orderBy('year', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findCompetition(db: Db, id: number) {
  return db.selectFrom('competitions').select(COMPETITION_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type CompetitionRow = NonNullable<Awaited<ReturnType<typeof findCompetition>>>;

/** The competitions whose page everyone may read: those with a published team, oldest first. */
export async function publishedCompetitionIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('competitions')
    .select('id')
    .where('published_at', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Holds the competition's row until the transaction ends (PostgreSQL; SQLite writes one at a time anyway). */
export async function lockCompetition(db: Db, dialect: Dialect, id: number) {
  if (dialect === 'postgres') await sql`select id from competitions where id = ${id} for update`.execute(db);
}

export const insertCompetition = (db: Db, values: CompetitionColumns, now: string) =>
  insertRow(db, 'competitions', { ...values, created_at: now, updated_at: now });
export const updateCompetition = (
  db: Db,
  id: number,
  values: CompetitionColumns,
  now: string,
  seen?: string,
) => updateStampedRow(db, 'competitions', id, values, now, seen);
export const deleteCompetition = (db: Db, id: number) => deleteRow(db, 'competitions', id);

export async function setCompetitionStamp(
  db: Db,
  id: number,
  column: 'polled_at' | 'team_saved_at' | 'published_at' | 'finished_at',
  at: string | null,
) {
  await db
    .updateTable('competitions')
    .set({ [column]: at })
    .where('id', '=', id)
    .execute();
}

/** The members a team or a list names: name, initials, address, approval, year left and handicap. */
const MEMBER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'initials',
  'email',
  'approval',
  'year_left',
  'handicap',
] as const;

export function membersByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('members').select(MEMBER_COLUMNS).where('id', 'in', ids).execute();
}
export type MemberRow = Awaited<ReturnType<typeof membersByIds>>[number];

export function findMember(db: Db, id: number) {
  return db.selectFrom('members').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Members with one of these addresses (any case). */
export function membersByEmails(db: Db, emails: string[]) {
  if (!emails.length) return Promise.resolve([]);
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();
}

/** Every approved member who left school by `leftSchoolBy` (everyone approved for null), by surname. */
export function approvedMembers(db: Db, leftSchoolBy: number | null) {
  let q = db.selectFrom('members').select(MEMBER_COLUMNS).where('approval', '=', 'approved');
  if (leftSchoolBy !== null) q = q.where('year_left', '<=', leftSchoolBy);
  return q.orderBy('last_name').orderBy('first_name').orderBy('id').execute();
}

// Availability -----------------------------------------------------------------------------------------------

export function availabilityOf(db: Db, competitionId: number) {
  return db
    .selectFrom('competition_availability')
    .select(['member_id', 'answer', 'unavailable_dates', 'note', 'answered_at', 'asked_at'])
    .where('competition_id', '=', competitionId)
    .execute();
}

export function availabilityFor(db: Db, competitionId: number, memberId: number) {
  return db
    .selectFrom('competition_availability')
    .select(['member_id', 'answer', 'unavailable_dates', 'note', 'answered_at', 'asked_at'])
    .where('competition_id', '=', competitionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Records a member's answer (one row per member and competition, written again by a new answer). */
export async function saveAnswer(
  db: Db,
  row: {
    competitionId: number;
    memberId: number;
    answer: string;
    unavailableDates: string[];
    note: string | null;
  },
  at: string,
) {
  const values = {
    answer: row.answer,
    unavailable_dates: JSON.stringify(row.unavailableDates),
    note: row.note,
    answered_at: at,
  };
  await db
    .insertInto('competition_availability')
    .values({ competition_id: row.competitionId, member_id: row.memberId, ...values })
    .onConflict((oc) => oc.columns(['competition_id', 'member_id']).doUpdateSet(values))
    .execute();
}

/** Notes that these members were asked (the poll or a reminder), keeping any answer they have given. */
export async function markAsked(db: Db, competitionId: number, memberIds: number[], at: string) {
  for (const memberId of memberIds) {
    await db
      .insertInto('competition_availability')
      .values({ competition_id: competitionId, member_id: memberId, asked_at: at })
      .onConflict((oc) => oc.columns(['competition_id', 'member_id']).doUpdateSet({ asked_at: at }))
      .execute();
  }
}

/** Each member's published meeting scores ('36 pts', '78 net'), newest fixture first. */
export function publishedScores(db: Db, memberIds: number[]) {
  if (!memberIds.length) return Promise.resolve([]);
  return db
    .selectFrom('fixture_result_field as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixture_id')
    .select(['r.member_id', 'r.score_text', 'f.id as fixture_id', 'f.event', 'f.start_date'])
    .where('r.member_id', 'in', memberIds)
    .orderBy('f.start_date', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

// One-click links ----------------------------------------------------------------------------------------------

export interface NewCompetitionToken {
  tokenHash: string;
  memberId: number;
  competitionId: number;
  action: string;
  placeId: number | null;
  expiresAt: string | null;
}

export async function insertCompetitionTokens(db: Db, rows: NewCompetitionToken[], at: string) {
  const values = rows.map((r) => ({
    token_hash: r.tokenHash,
    member_id: r.memberId,
    competition_id: r.competitionId,
    action: r.action,
    place_id: r.placeId,
    expires_at: r.expiresAt,
    created_at: at,
    used_at: null,
  }));
  await inSlices(values, 500, (slice) => db.insertInto('competition_action_tokens').values(slice).execute());
}

export function findCompetitionToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('competition_action_tokens')
    .select([
      'id',
      'member_id as memberId',
      'competition_id as competitionId',
      'action',
      'place_id as placeId',
      'expires_at as expiresAt',
      'used_at as usedAt',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export const claimCompetitionToken = (db: Db, id: number, at: string) =>
  claimOnce(db, 'competition_action_tokens', id, at);

// The team -----------------------------------------------------------------------------------------------------

export function placesOf(db: Db, competitionId: number) {
  return db
    .selectFrom('competition_places')
    .select(['id', 'pair_index', 'slot', 'member_id'])
    .where('competition_id', '=', competitionId)
    .orderBy('pair_index')
    .orderBy('slot')
    .execute();
}

/** A reserve's row: his order, his state and the offer he holds, if any. */
const RESERVE_COLUMNS = [
  'id',
  'competition_id',
  'member_id',
  'reserve_order',
  'state',
  'offered_place_id',
  'offered_at',
  'offer_expires_at',
] as const;

/** Reserves' rows, for a query to narrow. */
export const reserveRows = (db: Db) => db.selectFrom('competition_reserves').select(RESERVE_COLUMNS);

export function reservesOf(db: Db, competitionId: number) {
  return reserveRows(db).where('competition_id', '=', competitionId).orderBy('reserve_order').execute();
}

export function withdrawalsOf(db: Db, competitionId: number) {
  return db
    .selectFrom('competition_withdrawals')
    .select(['member_id', 'pair_index', 'withdrawn_at'])
    .where('competition_id', '=', competitionId)
    .orderBy('id')
    .execute();
}

/** Replaces the team: its places (pair by pair) and its reserves (all waiting), and forgets the withdrawals. */
export async function replaceTeam(
  db: Db,
  competitionId: number,
  pairs: [number, number][],
  reserves: number[],
) {
  await db.deleteFrom('competition_reserves').where('competition_id', '=', competitionId).execute();
  await db.deleteFrom('competition_places').where('competition_id', '=', competitionId).execute();
  await db.deleteFrom('competition_withdrawals').where('competition_id', '=', competitionId).execute();
  const places = pairs.flatMap((pair, i) =>
    pair.map((member_id, slot) => ({ competition_id: competitionId, pair_index: i + 1, slot, member_id })),
  );
  if (places.length) await db.insertInto('competition_places').values(places).execute();
  if (reserves.length)
    await db
      .insertInto('competition_reserves')
      .values(
        reserves.map((member_id, i) => ({
          competition_id: competitionId,
          member_id,
          reserve_order: i + 1,
          state: 'waiting',
        })),
      )
      .execute();
}
