import { sql } from 'kysely';
import { addColumn, belongsTo, createIndex, type MigrationDb } from './schema-steps';

const PURPOSES_BEFORE = `purpose in ('confirm','reset','invite')`;
const PURPOSES_AFTER = `purpose in ('confirm','reset','invite','signin')`;

/**
 * Sign in by e-mail link (decision 0041): e-mail tokens gain the purpose 'signin', and a session remembers that it
 * began from such a link (`by_link` = 1), so My Profile may let that member choose a new password without the old
 * one in the session's first 15 minutes.
 *
 * The purpose column has a check constraint. PostgreSQL replaces it; SQLite cannot alter a constraint, so the
 * small `email_tokens` table (nothing refers to it) is built again with the new one and its rows copied across.
 */
export function signInLinksMigration(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';

  async function setPurposes(db: MigrationDb, check: string) {
    if (pg) {
      await sql`alter table email_tokens drop constraint if exists email_tokens_purpose_check`.execute(db);
      await sql
        .raw(`alter table email_tokens add constraint email_tokens_purpose_check check (${check})`)
        .execute(db);
      return;
    }
    await db.schema
      .createTable('email_tokens_next')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql.raw(check)))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('sent_to', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('new_email', 'text')
      .execute();
    const cols =
      'id, member_id, purpose, token_hash, created_at, expires_at, used_at, sent_to, password_hash, new_email';
    await sql
      .raw(`insert into email_tokens_next (${cols}) select ${cols} from email_tokens where ${check}`)
      .execute(db);
    await db.schema.dropTable('email_tokens').execute();
    await sql`alter table email_tokens_next rename to email_tokens`.execute(db);
    await createIndex(db, 'email_tokens_member_idx', 'email_tokens', ['member_id', 'purpose']);
  }

  async function up(db: MigrationDb) {
    await setPurposes(db, PURPOSES_AFTER);
    await addColumn(db, 'sessions', 'by_link', 'integer', (c) => c.notNull().defaultTo(0));
  }

  async function down(db: MigrationDb) {
    await db.deleteFrom('email_tokens').where('purpose', '=', 'signin').execute();
    await setPurposes(db, PURPOSES_BEFORE);
    await db.schema.alterTable('sessions').dropColumn('by_link').execute();
  }
  return { up, down };
}
