import { type Kysely } from 'kysely';

/**
 * The team outcome each registered player was last e-mailed ('selected', 'reserve' or 'none'; null: never told),
 * so that publishing a team again tells only those whose place has changed.
 */
export function teamToldMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function up(db: Kysely<any>) {
    await db.schema.alterTable('fixture_registrations').addColumn('team_told', 'text').execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function down(db: Kysely<any>) {
    await db.schema.alterTable('fixture_registrations').dropColumn('team_told').execute();
  }
  return { up, down };
}
