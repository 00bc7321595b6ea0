import type { MigrationDb } from './schema-steps';

/**
 * The first run's set-up address (`/setup/{token}`, decision 0063): the token's hash, while the society has no
 * administrator. Each start with none yet replaces the row, so only the newest address printed works; using it
 * marks it used in the transaction that creates the first administrator.
 */
export function setupAddressMigration() {
  async function up(db: MigrationDb) {
    await db.schema
      .createTable('setup_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  }
  async function down(db: MigrationDb) {
    await db.schema.dropTable('setup_tokens').ifExists().execute();
  }
  return { up, down };
}
