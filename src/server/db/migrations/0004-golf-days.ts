import type { MigrationDb } from './schema-steps';

/**
 * Golf days: a fixture's places, sign-up dates and published team; each registration is on the list
 * ('registered') or the waiting list ('waiting') at a position, and may be chosen for the team.
 */
export function golfDaysMigration() {
  async function up(db: MigrationDb) {
    await db.schema.alterTable('fixtures').addColumn('places', 'integer').execute();
    await db.schema.alterTable('fixtures').addColumn('signup_opens', 'text').execute();
    await db.schema.alterTable('fixtures').addColumn('signup_closes', 'text').execute();
    await db.schema.alterTable('fixtures').addColumn('withdraw_by', 'text').execute();
    await db.schema.alterTable('fixtures').addColumn('team_published_at', 'text').execute();
    await db.schema
      .alterTable('fixture_registrations')
      .addColumn('list', 'text', (c) => c.notNull().defaultTo('registered'))
      .execute();
    await db.schema
      .alterTable('fixture_registrations')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('fixture_registrations').addColumn('team', 'text').execute();
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
