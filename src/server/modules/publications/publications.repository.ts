import type { Db } from '../../db/database';

const columns = [
  'publications.id',
  'publications.description',
  'publications.year',
  'publications.file_id',
  'publications.sort_order',
  'files.file_name',
] as const;

/** Newest year first; within a year, the administrator's order. */
export function listPublications(db: Db, year?: number) {
  let q = db
    .selectFrom('publications')
    .leftJoin('files', 'files.id', 'publications.file_id')
    .select(columns)
    .orderBy('publications.year', 'desc')
    .orderBy('publications.sort_order')
    .orderBy('publications.id', 'desc');
  if (year !== undefined) q = q.where('publications.year', '=', year);
  return q.execute();
}

export function findPublication(db: Db, id: number) {
  return db
    .selectFrom('publications')
    .leftJoin('files', 'files.id', 'publications.file_id')
    .select(columns)
    .where('publications.id', '=', id)
    .executeTakeFirst();
}

export async function insertPublication(
  db: Db,
  values: { description: string; year: number; file_id: number; sort_order: number; created_at: string },
) {
  const row = await db.insertInto('publications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePublication(
  db: Db,
  id: number,
  values: { description?: string; year?: number; file_id?: number | null; sort_order?: number },
) {
  await db.updateTable('publications').set(values).where('id', '=', id).execute();
}

export async function deletePublication(db: Db, id: number) {
  await db.deleteFrom('publications').where('id', '=', id).execute();
}
