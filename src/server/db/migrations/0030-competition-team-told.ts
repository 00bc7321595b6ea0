import { addColumn, type MigrationDb } from './schema-steps';

/**
 * What each member was last e-mailed about a competition's published team ('pair 2 with 17', 'reserve 1', 'none';
 * null: never told), so that publishing the team again tells only those whose news has changed (decision 0066).
 */
export function competitionTeamToldMigration() {
  async function up(db: MigrationDb) {
    await addColumn(db, 'competition_availability', 'team_told', 'text');
  }

  async function down(db: MigrationDb) {
    await db.schema.alterTable('competition_availability').dropColumn('team_told').execute();
  }
  return { up, down };
}
