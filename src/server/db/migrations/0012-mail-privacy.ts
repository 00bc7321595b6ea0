import { addColumn, createIndex, type MigrationDb } from './schema-steps';

/**
 * What the database keeps of mail and links: outbox rows say whether their body is to be blanked once sent (it
 * holds a link that signs in, resets or confirms) and which member a message is about (redacted when that member
 * deletes their account); the secret that derived calendar-feed and unsubscribe links leaves the database (it is
 * now TOKEN_SECRET or its file, decision 0023); a registration records when its list or place last changed (the
 * LAST-MODIFIED of a waiting-list entry in the member's calendar).
 */
export function mailPrivacyMigration() {
  async function up(db: MigrationDb) {
    await addColumn(db, 'mail_outbox', 'blank_when_sent', 'integer', (c) => c.notNull().defaultTo(0));
    await addColumn(db, 'mail_outbox', 'about_member_id', 'integer');
    await createIndex(db, 'mail_outbox_about_member_idx', 'mail_outbox', ['about_member_id']);
    await createIndex(db, 'mail_outbox_sent_at_idx', 'mail_outbox', ['sent_at']);
    await addColumn(db, 'fixture_registrations', 'changed_at', 'text');
    await db.deleteFrom('site_secrets').where('name', '=', 'tokens').execute();
  }

  async function down(db: MigrationDb) {
    await db.schema.dropIndex('mail_outbox_sent_at_idx').ifExists().execute();
    await db.schema.dropIndex('mail_outbox_about_member_idx').ifExists().execute();
    await db.schema.alterTable('mail_outbox').dropColumn('about_member_id').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('blank_when_sent').execute();
    await db.schema.alterTable('fixture_registrations').dropColumn('changed_at').execute();
  }
  return { up, down };
}
