import type { Db } from '../../db/database';
import { deleteRow, insertRow, updateRow, updateStampedRow } from '../../db/rows';

const columns = [
  'publications.id',
  'publications.description',
  'publications.year',
  'publications.file_id',
  'publications.sort_order',
  'publications.updated_at',
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
) => insertRow(db, 'publications', { ...values, updated_at: values.created_at });

/** Its place in its year's order (not a change of the publication itself). */
export const movePublication = (db: Db, id: number, sortOrder: number) =>
  updateRow(db, 'publications', id, { sort_order: sortOrder });

/** Writes the publication unless it has changed since `seen` (then answers false). */
export const updatePublication = (
  db: Db,
  id: number,
  values: { description: string; year: number; file_id: number | null },
  now: string,
  seen?: string,
) => updateStampedRow(db, 'publications', id, values, now, seen);

export const deletePublication = (db: Db, id: number) => deleteRow(db, 'publications', id);
