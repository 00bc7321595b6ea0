import { addColumn, type MigrationDb } from './schema-steps';

/** The tables an administrator edits in a list panel: each row remembers when it was last changed. */
export const STAMPED_TABLES = ['courses', 'meeting_results', 'publications', 'foursomes_matches'] as const;

/**
 * Each row of the administrators' lists gets `updated_at`, so that a save made from a copy that someone has changed
 * since it was opened is refused instead of silently undoing their change (as Edit Fixture already does). Rows
 * that exist take the time of the migration.
 */
export function editStampsMigration() {
  async function up(db: MigrationDb) {
    const now = new Date().toISOString();
    for (const table of STAMPED_TABLES)
      await addColumn(db, table, 'updated_at', 'text', (c) => c.notNull().defaultTo(now));
  }
  async function down(db: MigrationDb) {
    for (const table of STAMPED_TABLES) await db.schema.alterTable(table).dropColumn('updated_at').execute();
  }
  return { up, down };
}
