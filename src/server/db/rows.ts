import type { Generated, Insertable, Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import type { Db } from './database';
import type { Database } from './types';

/** The tables whose rows are known by a generated whole-number `id`. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

// Kysely cannot follow a table name that is itself a type parameter; the signatures below keep the callers typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Db) => db as unknown as Kysely<any>;

/**
 * The plain writes of one row by its id, one way for every repository. Parameterised SQL through Kysely,
 * like all the repositories' own queries; anything more (joins, conditions, conflicts) stays in the repository.
 */

/** Inserts one row and answers its new id. */
export async function insertRow<T extends TableWithId>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await loose(db).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id as number;
}

/** Sets some columns of the row `id`. */
export async function updateRow<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
): Promise<void> {
  await loose(db)
    .updateTable(table as string)
    .set(values as Record<string, unknown>)
    .where('id', '=', id)
    .execute();
}

/** The tables whose rows remember when they were last changed (`updated_at`). */
export type StampedTable = {
  [T in TableWithId]: Database[T] extends { updated_at: unknown } ? T : never;
}[TableWithId];

/**
 * Sets some columns of the row `id`, and its `updated_at` to `now`; when `seen` is given, only if the row's
 * `updated_at` is still that (nobody has saved it since the copy was read). Answers the new `updated_at`, or null
 * when the row was not written: the condition is in the UPDATE itself, so two saves from the same copy can never
 * both pass. A save in the same millisecond as the one it follows still moves the stamp on.
 */
export async function updateStampedRow<T extends StampedTable>(
  db: Db,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
  now: string,
  seen?: string,
): Promise<string | null> {
  const stamp = seen === now ? new Date(Date.parse(now) + 1).toISOString() : now;
  let update = loose(db)
    .updateTable(table as string)
    .set({ ...(values as Record<string, unknown>), updated_at: stamp })
    .where('id', '=', id);
  if (seen !== undefined) update = update.where('updated_at', '=', seen);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? stamp : null;
}

/** The tables of single-use links, whose rows remember when they were used (`used_at`). */
export type SingleUseTable = {
  [T in TableWithId]: Database[T] extends { used_at: unknown } ? T : never;
}[TableWithId];

/**
 * Sets `column` of the row whose `key` is `keyValue` to `value`, if that column is still empty: true only for the
 * one caller that sets it, so two racing requests cannot both take it (the condition is in the UPDATE itself).
 */
export async function setIfEmpty<T extends keyof Database>(
  db: Db,
  table: T,
  [key, keyValue]: [keyof Database[T] & string, number | string],
  [column, value]: [keyof Database[T] & string, number | string],
): Promise<boolean> {
  const result = await loose(db)
    .updateTable(table as string)
    .set({ [column]: value })
    .where(key as string, '=', keyValue)
    .where(column as string, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the row `id` used at `at`, if it was not used yet (setIfEmpty): two racing requests cannot both use one link. */
export const claimOnce = (db: Db, table: SingleUseTable, id: number, at: string) =>
  setIfEmpty(db, table, ['id', id], ['used_at', at]);

/** Deletes the row `id`. */
export async function deleteRow(db: Db, table: TableWithId, id: number): Promise<void> {
  await loose(db)
    .deleteFrom(table as string)
    .where('id', '=', id)
    .execute();
}

/**
 * One page of a list and how many rows the whole list has: `base` is the filtered query (tables, joins, where),
 * `rows` picks the columns and the order of the rows shown.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  rows: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  page: number,
  pageSize: number,
): Promise<{ rows: R[]; total: number }> {
  const counted = base as unknown as SelectQueryBuilder<Database, keyof Database, O>;
  const [list, count] = await Promise.all([
    rows(base)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list as R[], total: Number(count.n) };
}
