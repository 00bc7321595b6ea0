import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The steps the migrations share. A migration works on the tables as they were when it was written, not as
 * `types.ts` describes them today, so it sees the database untyped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** A new table with its id: serial on PostgreSQL, an integer primary key that counts up on SQLite. */
export function createTableWithId(db: MigrationDb, dialect: 'sqlite' | 'postgres', table: string) {
  const pg = dialect === 'postgres';
  return db.schema
    .createTable(table)
    .addColumn('id', pg ? sql`serial` : sql`integer`, (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

/** A required column naming a row of `table` (its id); the row holding it goes when that row goes. */
export const belongsTo =
  (table: string): Column =>
  (c) =>
    c.notNull().references(`${table}.id`).onDelete('cascade');

/** A new column of an existing table. */
export function addColumn(
  db: MigrationDb,
  table: string,
  column: string,
  type: ColumnDataType,
  build?: Column,
) {
  return db.schema.alterTable(table).addColumn(column, type, build).execute();
}

/** An index on `columns` of `table`, in that order. */
export function createIndex(db: MigrationDb, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns).execute();
}
