import { createIndex, type MigrationDb } from './schema-steps';
import { normaliseMobile } from '../../../shared/phone-numbers';

/**
 * Mobile numbers in E.164 (docs/decisions/0020-phone-numbers-stored-in-e164.md): the digits-only numbers stored
 * before are rewritten where they read as a mobile number ('07700900123' → '+447700900123'); any other value is
 * left as it was (it is shown as stored, and the member is asked for a valid one when next saving their details).
 * An index on the number lets the administrator's member search find a member by it.
 */
export function phoneNumbersMigration() {
  async function up(db: MigrationDb) {
    const rows = (await db
      .selectFrom('members')
      .select(['id', 'mobile_number'])
      .where('mobile_number', 'is not', null)
      .execute()) as { id: number; mobile_number: string }[];
    for (const r of rows) {
      const e164 = normaliseMobile(r.mobile_number);
      if (e164 && e164 !== r.mobile_number) {
        await db.updateTable('members').set({ mobile_number: e164 }).where('id', '=', r.id).execute();
      }
    }
    await createIndex(db, 'members_mobile_number_idx', 'members', ['mobile_number']);
  }

  async function down(db: MigrationDb) {
    await db.schema.dropIndex('members_mobile_number_idx').ifExists().execute();
  }
  return { up, down };
}
