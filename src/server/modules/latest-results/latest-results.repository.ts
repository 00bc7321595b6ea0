import type { Db } from '../../db/database';

const columns = ['id', 'description', 'created_at'] as const;

export function listLatest(db: Db, limit?: number) {
  let q = db.selectFrom('latest_results').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (limit) q = q.limit(limit);
  return q.execute();
}

export function findLatest(db: Db, id: number) {
  return db.selectFrom('latest_results').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function insertLatest(db: Db, description: string, createdAt: string) {
  const row = await db
    .insertInto('latest_results')
    .values({ description, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteLatest(db: Db, id: number) {
  await db.deleteFrom('latest_results').where('id', '=', id).execute();
}
