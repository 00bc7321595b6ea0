import { sql, type Kysely } from 'kysely';

/**
 * Members' data: directory privacy and consent on `members`, and the treasurer's `subscriptions`
 * (one payment per member and year). Privacy defaults to listed with the e-mail shown, as the spec's directory is.
 */
export function memberDataMigration(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function up(db: Kysely<any>) {
    await db.schema
      .alterTable('members')
      .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('members')
      .addColumn('show_email', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('members').addColumn('privacy_accepted_at', 'text').execute();
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', pg ? sql`serial` : sql`integer`, (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('amount_pence', 'integer', (c) => c.notNull())
      .addColumn('paid_on', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('subscriptions_member_year_unique', ['member_id', 'year'])
      .execute();
    await db.schema.createIndex('subscriptions_year_idx').on('subscriptions').column('year').execute();
    await db.schema
      .createIndex('members_unconfirmed_created_idx')
      .on('members')
      .columns(['email_confirmed_at', 'created_at'])
      .execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function down(db: Kysely<any>) {
    await db.schema.dropIndex('members_unconfirmed_created_idx').ifExists().execute();
    await db.schema.dropTable('subscriptions').ifExists().execute();
    for (const col of ['privacy_accepted_at', 'show_email', 'listed']) {
      await db.schema.alterTable('members').dropColumn(col).execute();
    }
  }
  return { up, down };
}
