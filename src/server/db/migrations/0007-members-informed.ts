import { randomBytes } from 'node:crypto';
import { addColumn, belongsTo, createIndex, createTableWithId, type MigrationDb } from './schema-steps';

/**
 * Keeping members informed: fixtures' calendar sequence and tombstones, members' calendar feeds and
 * mail preferences, sent reminders, announcements, and the outbox's headers, attachments and announcement.
 */
export function membersInformedMigration(dialect: 'sqlite' | 'postgres') {
  const text = 'text' as const;
  const member = belongsTo('members');

  async function up(db: MigrationDb) {
    await addColumn(db, 'fixtures', 'sequence', 'integer', (c) => c.notNull().defaultTo(0));

    await db.schema
      .createTable('fixture_tombstones')
      .addColumn('fixture_id', 'integer', (c) => c.primaryKey())
      .addColumn('event', text, (c) => c.notNull())
      .addColumn('start_date', text, (c) => c.notNull())
      .addColumn('end_date', text)
      .addColumn('location', text)
      .addColumn('manager', text)
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('member_ids', text, (c) => c.notNull())
      .addColumn('deleted_at', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('site_secrets')
      .addColumn('name', text, (c) => c.primaryKey())
      .addColumn('value', text, (c) => c.notNull())
      .execute();
    await db
      .insertInto('site_secrets')
      .values({ name: 'tokens', value: randomBytes(32).toString('base64url') })
      .execute();

    await db.schema
      .createTable('calendar_feeds')
      .addColumn('member_id', 'integer', (c) => member(c).primaryKey())
      .addColumn('salt', text, (c) => c.notNull())
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('member_preferences')
      .addColumn('member_id', 'integer', (c) => member(c).primaryKey())
      .addColumn('announcements', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();

    await createTableWithId(db, dialect, 'reminders_sent')
      .addColumn('fixture_id', 'integer', belongsTo('fixtures'))
      .addColumn('member_id', 'integer', member)
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('sent_at', text, (c) => c.notNull())
      .addUniqueConstraint('reminders_sent_unique', ['fixture_id', 'member_id', 'kind'])
      .execute();

    await createTableWithId(db, dialect, 'announcements')
      .addColumn('subject', text, (c) => c.notNull())
      .addColumn('body', text, (c) => c.notNull())
      .addColumn('audience_json', text, (c) => c.notNull())
      .addColumn('audience_label', text, (c) => c.notNull())
      .addColumn('recipients', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();

    await addColumn(db, 'mail_outbox', 'headers_json', text);
    await addColumn(db, 'mail_outbox', 'attachments_json', text);
    await addColumn(db, 'mail_outbox', 'announcement_id', 'integer');
    await createIndex(db, 'mail_outbox_announcement_idx', 'mail_outbox', ['announcement_id', 'status']);
  }

  async function down(db: MigrationDb) {
    await db.schema.dropIndex('mail_outbox_announcement_idx').ifExists().execute();
    for (const c of ['announcement_id', 'attachments_json', 'headers_json']) {
      await db.schema.alterTable('mail_outbox').dropColumn(c).execute();
    }
    for (const t of [
      'announcements',
      'reminders_sent',
      'member_preferences',
      'calendar_feeds',
      'site_secrets',
      'fixture_tombstones',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
    await db.schema.alterTable('fixtures').dropColumn('sequence').execute();
  }
  return { up, down };
}
