import { belongsTo, createIndex, createTableWithId, type MigrationDb } from './schema-steps';

/**
 * One-click answers in e-mails: each link a reminder or an announcement carries is a row here, bound to one
 * member, one fixture and one action. Only the SHA-256 of the link's random token is kept; `used_at` is set in
 * the transaction that acts, so a link acts once. The rows go with their member or their fixture.
 */
export function actionLinksMigration(dialect: 'sqlite' | 'postgres') {
  async function up(db: MigrationDb) {
    await createTableWithId(db, dialect, 'action_tokens')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('fixture_id', 'integer', belongsTo('fixtures'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'action_tokens_member_fixture_idx', 'action_tokens', ['member_id', 'fixture_id']);
  }

  async function down(db: MigrationDb) {
    await db.schema.dropTable('action_tokens').ifExists().execute();
  }
  return { up, down };
}
