import { addColumn, belongsTo, createIndex, createTableWithId, type MigrationDb } from './schema-steps';

/**
 * Members' data: directory privacy and consent on `members`, and the treasurer's `subscriptions`
 * (one payment per member and year). Privacy defaults to listed with the e-mail shown, as the spec's directory is.
 */
export function memberDataMigration(dialect: 'sqlite' | 'postgres') {
  async function up(db: MigrationDb) {
    await addColumn(db, 'members', 'listed', 'integer', (c) => c.notNull().defaultTo(1));
    await addColumn(db, 'members', 'show_email', 'integer', (c) => c.notNull().defaultTo(1));
    await addColumn(db, 'members', 'privacy_accepted_at', 'text');
    await createTableWithId(db, dialect, 'subscriptions')
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('amount_pence', 'integer', (c) => c.notNull())
      .addColumn('paid_on', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('subscriptions_member_year_unique', ['member_id', 'year'])
      .execute();
    await createIndex(db, 'subscriptions_year_idx', 'subscriptions', ['year']);
    await createIndex(db, 'members_unconfirmed_created_idx', 'members', ['email_confirmed_at', 'created_at']);
  }

  async function down(db: MigrationDb) {
    await db.schema.dropIndex('members_unconfirmed_created_idx').ifExists().execute();
    await db.schema.dropTable('subscriptions').ifExists().execute();
    for (const col of ['privacy_accepted_at', 'show_email', 'listed']) {
      await db.schema.alterTable('members').dropColumn(col).execute();
    }
  }
  return { up, down };
}
