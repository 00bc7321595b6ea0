import type { Db } from '../../db/database';

const COLUMNS = ['id', 'year', 'event', 'opponent', 'result'] as const;

export interface FoursomesRow {
  year: number;
  event: string;
  opponent: string | null;
  result: string | null;
}

/** Every match with its id, newest year first (the public list's order). */
export function listMatches(db: Db) {
  return db.selectFrom('foursomes_matches').select(COLUMNS).orderBy('year', 'desc').orderBy('id').execute();
}

export function findMatch(db: Db, id: number) {
  return db.selectFrom('foursomes_matches').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertMatch(db: Db, values: FoursomesRow) {
  const row = await db
    .insertInto('foursomes_matches')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMatch(db: Db, id: number, values: FoursomesRow) {
  await db.updateTable('foursomes_matches').set(values).where('id', '=', id).execute();
}

export async function deleteMatch(db: Db, id: number) {
  await db.deleteFrom('foursomes_matches').where('id', '=', id).execute();
}
