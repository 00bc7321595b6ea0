import type { Db } from '../../db/database';

export function listGroupings(db: Db) {
  return db
    .selectFrom('other_result_groupings')
    .select(['id', 'description', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listItems(db: Db, groupingId?: number) {
  let q = db
    .selectFrom('other_result_items')
    .leftJoin('files', 'files.id', 'other_result_items.file_id')
    .select([
      'other_result_items.id',
      'other_result_items.grouping_id',
      'other_result_items.description',
      'other_result_items.file_id',
      'other_result_items.sort_order',
      'files.file_name',
    ])
    .orderBy('other_result_items.sort_order')
    .orderBy('other_result_items.id');
  if (groupingId !== undefined) q = q.where('other_result_items.grouping_id', '=', groupingId);
  return q.execute();
}

export function findGrouping(db: Db, id: number) {
  return db
    .selectFrom('other_result_groupings')
    .select(['id', 'description', 'sort_order'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findItem(db: Db, id: number) {
  return db
    .selectFrom('other_result_items')
    .leftJoin('files', 'files.id', 'other_result_items.file_id')
    .select([
      'other_result_items.id',
      'other_result_items.grouping_id',
      'other_result_items.description',
      'other_result_items.file_id',
      'other_result_items.sort_order',
      'files.file_name',
    ])
    .where('other_result_items.id', '=', id)
    .executeTakeFirst();
}

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

export async function insertGrouping(db: Db, description: string, sortOrder: number) {
  const row = await db
    .insertInto('other_result_groupings')
    .values({ description, sort_order: sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGrouping(
  db: Db,
  id: number,
  values: { description?: string; sort_order?: number },
) {
  await db.updateTable('other_result_groupings').set(values).where('id', '=', id).execute();
}

export async function deleteGrouping(db: Db, id: number) {
  await db.deleteFrom('other_result_items').where('grouping_id', '=', id).execute();
  await db.deleteFrom('other_result_groupings').where('id', '=', id).execute();
}

export async function insertItem(
  db: Db,
  values: { grouping_id: number; description: string; file_id: number | null; sort_order: number },
) {
  const row = await db
    .insertInto('other_result_items')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(
  db: Db,
  id: number,
  values: { description?: string; file_id?: number | null; sort_order?: number },
) {
  await db.updateTable('other_result_items').set(values).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, id: number) {
  await db.deleteFrom('other_result_items').where('id', '=', id).execute();
}
