import { sql, type Kysely } from 'kysely';

/**
 * One-click answers in e-mails: each link a reminder or an announcement carries is a row here, bound to one
 * member, one fixture and one action. Only the SHA-256 of the link's random token is kept; `used_at` is set in
 * the transaction that acts, so a link acts once. The rows go with their member or their fixture.
 */
export function actionLinksMigration(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function up(db: Kysely<any>) {
    await db.schema
      .createTable('action_tokens')
      .addColumn('id', pg ? sql`serial` : sql`integer`, (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('action_tokens_member_fixture_idx')
      .on('action_tokens')
      .columns(['member_id', 'fixture_id'])
      .execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function down(db: Kysely<any>) {
    await db.schema.dropTable('action_tokens').ifExists().execute();
  }
  return { up, down };
}
