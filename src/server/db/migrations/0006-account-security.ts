import { addColumn, type MigrationDb } from './schema-steps';

/**
 * Account security: e-mail tokens remember the address they were sent to (a token works only for that
 * address), the password chosen by the registration a confirmation link belongs to (whoever confirms gets the
 * password they chose, never a stranger's), and, for an address change, the new address waiting to be confirmed.
 */
export function accountSecurityMigration() {
  async function up(db: MigrationDb) {
    await addColumn(db, 'email_tokens', 'sent_to', 'text');
    await addColumn(db, 'email_tokens', 'password_hash', 'text');
    await addColumn(db, 'email_tokens', 'new_email', 'text');
  }
  async function down(db: MigrationDb) {
    for (const column of ['new_email', 'password_hash', 'sent_to'])
      await db.schema.alterTable('email_tokens').dropColumn(column).execute();
  }
  return { up, down };
}
