import { sql, type Kysely } from 'kysely';

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
  const pg = dialect === 'postgres';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function up(db: Kysely<any>) {
    await db.schema
      .alterTable('fixtures')
      .addColumn('guests_per_member', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('fixtures').addColumn('dinner_choices', 'text').execute();
    await db.schema
      .alterTable('fixtures')
      .addColumn('dinner_only', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const c of ['member_fee_pence', 'guest_fee_pence', 'dinner_only_fee_pence']) {
      await db.schema.alterTable('fixtures').addColumn(c, 'integer').execute();
    }
    await db.schema
      .alterTable('fixture_registrations')
      .addColumn('dines', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('fixture_registrations').addColumn('dinner_choice', 'text').execute();
    await db.schema.alterTable('fixture_registrations').addColumn('dietary', 'text').execute();
    await db.schema
      .createTable('fixture_guests')
      .addColumn('id', pg ? sql`serial` : sql`integer`, (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
      .addColumn('host_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('handicap', 'double precision')
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('dines', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('dinner_choice', 'text')
      .addColumn('dietary', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text')
      .execute();
    await db.schema
      .createIndex('fixture_guests_fixture_host_idx')
      .on('fixture_guests')
      .columns(['fixture_id', 'host_id'])
      .execute();
    await db.schema.createIndex('fixture_guests_host_idx').on('fixture_guests').column('host_id').execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function down(db: Kysely<any>) {
    await db.schema.dropTable('fixture_guests').ifExists().execute();
    await db.deleteFrom('fixture_registrations').where('list', '=', 'dinner').execute();
    for (const c of REGISTRATION_COLUMNS) {
      await db.schema.alterTable('fixture_registrations').dropColumn(c).execute();
    }
    for (const c of FIXTURE_COLUMNS) await db.schema.alterTable('fixtures').dropColumn(c).execute();
  }
  return { up, down };
}
