import { sql } from 'kysely';
import type { MigrationDb } from './schema-steps';

/**
 * Every rate limit, login limit and lockout is counted in the database, so that two server processes on one
 * PostgreSQL count together (decision 0052). One row per limit and key: the hits in the current window and the
 * moment (milliseconds since 1970) the window ends. The key is a SHA-256 hash: no address is stored.
 */
export function sharedLimitsMigration() {
  async function up(db: MigrationDb) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('bucket', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_ends', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index rate_limits_window_ends_idx on rate_limits (window_ends)`.execute(db);
  }
  async function down(db: MigrationDb) {
    await db.schema.dropTable('rate_limits').execute();
  }
  return { up, down };
}
