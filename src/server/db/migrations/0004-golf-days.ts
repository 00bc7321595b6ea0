import { addColumn, type MigrationDb } from './schema-steps';

/**
 * Golf days: a fixture's places, sign-up dates and published team; each registration is on the list
 * ('registered') or the waiting list ('waiting') at a position, and may be chosen for the team.
 */
export function golfDaysMigration() {
  async function up(db: MigrationDb) {
    await addColumn(db, 'fixtures', 'places', 'integer');
    await addColumn(db, 'fixtures', 'signup_opens', 'text');
    await addColumn(db, 'fixtures', 'signup_closes', 'text');
    await addColumn(db, 'fixtures', 'withdraw_by', 'text');
    await addColumn(db, 'fixtures', 'team_published_at', 'text');
    await addColumn(db, 'fixture_registrations', 'list', 'text', (c) => c.notNull().defaultTo('registered'));
    await addColumn(db, 'fixture_registrations', 'position', 'integer', (c) => c.notNull().defaultTo(0));
    await addColumn(db, 'fixture_registrations', 'team', 'text');
  }

  async function down(db: MigrationDb) {
    for (const c of ['team', 'position', 'list']) {
      await db.schema.alterTable('fixture_registrations').dropColumn(c).execute();
    }
    for (const c of ['team_published_at', 'withdraw_by', 'signup_closes', 'signup_opens', 'places']) {
      await db.schema.alterTable('fixtures').dropColumn(c).execute();
    }
  }
  return { up, down };
}
