import type { Db } from '../../db/database';
import { deleteRow, insertRow } from '../../db/rows';

const columns = ['id', 'description', 'created_at'] as const;

export function listLatest(db: Db, limit?: number) {
  let q = db.selectFrom('latest_results').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (limit) q = q.limit(limit);
  return q.execute();
}

export function findLatest(db: Db, id: number) {
  return db.selectFrom('latest_results').select(columns).where('id', '=', id).executeTakeFirst();
}

export const insertLatest = (db: Db, description: string, createdAt: string) =>
  insertRow(db, 'latest_results', { description, created_at: createdAt });
export const deleteLatest = (db: Db, id: number) => deleteRow(db, 'latest_results', id);
