import type { Db } from '../../db/database';
import { deleteRow, insertRow, updateRow } from '../../db/rows';

const groupingColumns = ['id', 'description', 'sort_order'] as const;
const itemColumns = [
  'other_result_items.id',
  'other_result_items.grouping_id',
  'other_result_items.description',
  'other_result_items.file_id',
  'other_result_items.sort_order',
  'files.file_name',
] as const;

/** The rows with the public name of their PDF (null without one). */
const withFileName = (db: Db) =>
  db
    .selectFrom('other_result_items')
    .leftJoin('files', 'files.id', 'other_result_items.file_id')
    .select(itemColumns);

export function listGroupings(db: Db) {
  return db
    .selectFrom('other_result_groupings')
    .select(groupingColumns)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listItems(db: Db, groupingId?: number) {
  let q = withFileName(db).orderBy('other_result_items.sort_order').orderBy('other_result_items.id');
  if (groupingId !== undefined) q = q.where('other_result_items.grouping_id', '=', groupingId);
  return q.execute();
}

export function findGrouping(db: Db, id: number) {
  return db
    .selectFrom('other_result_groupings')
    .select(groupingColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export const findItem = (db: Db, id: number) =>
  withFileName(db).where('other_result_items.id', '=', id).executeTakeFirst();

export async function nextGroupingOrder(db: Db) {
  const row = await db
    .selectFrom('other_result_groupings')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function nextItemOrder(db: Db, groupingId: number) {
  const row = await db
    .selectFrom('other_result_items')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('grouping_id', '=', groupingId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export const insertGrouping = (db: Db, description: string, sortOrder: number) =>
  insertRow(db, 'other_result_groupings', { description, sort_order: sortOrder });

export const updateGrouping = (db: Db, id: number, values: { description?: string; sort_order?: number }) =>
  updateRow(db, 'other_result_groupings', id, values);

export async function deleteGrouping(db: Db, id: number) {
  await db.deleteFrom('other_result_items').where('grouping_id', '=', id).execute();
  await deleteRow(db, 'other_result_groupings', id);
}

export const insertItem = (
  db: Db,
  values: { grouping_id: number; description: string; file_id: number | null; sort_order: number },
) => insertRow(db, 'other_result_items', values);

export const updateItem = (
  db: Db,
  id: number,
  values: { description?: string; file_id?: number | null; sort_order?: number },
) => updateRow(db, 'other_result_items', id, values);

export const deleteItem = (db: Db, id: number) => deleteRow(db, 'other_result_items', id);
