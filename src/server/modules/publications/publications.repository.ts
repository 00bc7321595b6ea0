import type { Db } from '../../db/database';
import { deleteRow, insertRow, updateRow } from '../../db/rows';

const columns = [
  'publications.id',
  'publications.description',
  'publications.year',
  'publications.file_id',
  'publications.sort_order',
  'files.file_name',
] as const;

/** The rows with the public name of their PDF (null without one). */
const withFileName = (db: Db) =>
  db.selectFrom('publications').leftJoin('files', 'files.id', 'publications.file_id').select(columns);

/** Newest year first; within a year, the administrator's order. */
export function listPublications(db: Db, year?: number) {
  let q = withFileName(db)
    .orderBy('publications.year', 'desc')
    .orderBy('publications.sort_order')
    .orderBy('publications.id', 'desc');
  if (year !== undefined) q = q.where('publications.year', '=', year);
  return q.execute();
}

export const findPublication = (db: Db, id: number) =>
  withFileName(db).where('publications.id', '=', id).executeTakeFirst();

export const insertPublication = (
  db: Db,
  values: { description: string; year: number; file_id: number; sort_order: number; created_at: string },
) => insertRow(db, 'publications', values);

export const updatePublication = (
  db: Db,
  id: number,
  values: { description?: string; year?: number; file_id?: number | null; sort_order?: number },
) => updateRow(db, 'publications', id, values);

export const deletePublication = (db: Db, id: number) => deleteRow(db, 'publications', id);
