import {
  addColumn,
  belongsTo,
  createIndex,
  createTableWithId,
  type Column,
  type MigrationDb,
} from './schema-steps';

const FIXTURE_COLUMNS = [
  'dinner_only_fee_pence',
  'guest_fee_pence',
  'member_fee_pence',
  'dinner_only',
  'dinner_choices',
  'guests_per_member',
];
const REGISTRATION_COLUMNS = ['dietary', 'dinner_choice', 'dines'];

/**
 * Guests and the dinner. A fixture gains its guests allowed per member, its dinner (`dinner_choices`: null for no
 * dinner, else a JSON array of the choices, `[]` for a dinner without a menu choice; `dinner_only`: whether
 * dinner-only places are offered) and its fees in whole pence (null: none set). A member's registration gains
 * their dinner (`dines`, the choice and a dietary note); a dinner-only booking is a registration on the list
 * 'dinner', which holds no place. Guests are rows of their own under their host, on the same three lists, in the
 * same order of positions as the members' rows; they go with their host or their fixture.
 */
export function guestsAndDinnerMigration(dialect: 'sqlite' | 'postgres') {
  const zeroByDefault: Column = (c) => c.notNull().defaultTo(0);

  async function up(db: MigrationDb) {
    await addColumn(db, 'fixtures', 'guests_per_member', 'integer', zeroByDefault);
    await addColumn(db, 'fixtures', 'dinner_choices', 'text');
    await addColumn(db, 'fixtures', 'dinner_only', 'integer', zeroByDefault);
    for (const c of ['member_fee_pence', 'guest_fee_pence', 'dinner_only_fee_pence']) {
      await addColumn(db, 'fixtures', c, 'integer');
    }
    await addColumn(db, 'fixture_registrations', 'dines', 'integer', zeroByDefault);
    await addColumn(db, 'fixture_registrations', 'dinner_choice', 'text');
    await addColumn(db, 'fixture_registrations', 'dietary', 'text');
    await createTableWithId(db, dialect, 'fixture_guests')
      .addColumn('fixture_id', 'integer', belongsTo('fixtures'))
      .addColumn('host_id', 'integer', belongsTo('members'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('handicap', 'double precision')
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', zeroByDefault)
      .addColumn('dines', 'integer', zeroByDefault)
      .addColumn('dinner_choice', 'text')
      .addColumn('dietary', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text')
      .execute();
    await createIndex(db, 'fixture_guests_fixture_host_idx', 'fixture_guests', ['fixture_id', 'host_id']);
    await createIndex(db, 'fixture_guests_host_idx', 'fixture_guests', ['host_id']);
  }

  async function down(db: MigrationDb) {
    await db.schema.dropTable('fixture_guests').ifExists().execute();
    await db.deleteFrom('fixture_registrations').where('list', '=', 'dinner').execute();
    for (const c of REGISTRATION_COLUMNS) {
      await db.schema.alterTable('fixture_registrations').dropColumn(c).execute();
    }
    for (const c of FIXTURE_COLUMNS) await db.schema.alterTable('fixtures').dropColumn(c).execute();
  }
  return { up, down };
}
