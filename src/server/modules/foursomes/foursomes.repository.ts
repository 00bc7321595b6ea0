import type { Db } from '../../db/database';
import { deleteRow, insertRow, updateStampedRow } from '../../db/rows';

const COLUMNS = ['id', 'year', 'event', 'opponent', 'result', 'updated_at'] as const;

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

export const insertMatch = (db: Db, values: FoursomesRow, now: string) =>
  insertRow(db, 'foursomes_matches', { ...values, updated_at: now });
/** Writes the match unless it has changed since `seen` (then answers false). */
export const updateMatch = (db: Db, id: number, values: FoursomesRow, now: string, seen?: string) =>
  updateStampedRow(db, 'foursomes_matches', id, values, now, seen);
export const deleteMatch = (db: Db, id: number) => deleteRow(db, 'foursomes_matches', id);
