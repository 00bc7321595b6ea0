import { addColumn, type MigrationDb } from './schema-steps';

/**
 * The team outcome each registered player was last e-mailed ('selected', 'reserve' or 'none'; null: never told),
 * so that publishing a team again tells only those whose place has changed.
 */
export function teamToldMigration() {
  async function up(db: MigrationDb) {
    await addColumn(db, 'fixture_registrations', 'team_told', 'text');
  }

  async function down(db: MigrationDb) {
    await db.schema.alterTable('fixture_registrations').dropColumn('team_told').execute();
  }
  return { up, down };
}
