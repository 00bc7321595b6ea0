import type { Db } from '../../db/database';
import type { MailKind, Preferences } from '@shared/schemas/preferences';

/** A member's preferences; both on when the member never chose (no row). */
export async function findPreferences(db: Db, memberId: number): Promise<Preferences> {
  const row = await db
    .selectFrom('member_preferences')
    .select(['announcements', 'reminders'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return { announcements: row ? row.announcements === 1 : true, reminders: row ? row.reminders === 1 : true };
}

export async function savePreferences(db: Db, memberId: number, p: Preferences, at: string) {
  const values = { announcements: p.announcements ? 1 : 0, reminders: p.reminders ? 1 : 0, updated_at: at };
  await db
    .insertInto('member_preferences')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}

/** Turns one kind of e-mail off for a member (unsubscribe link). */
export async function turnOff(db: Db, memberId: number, kind: MailKind, at: string) {
  const current = await findPreferences(db, memberId);
  await savePreferences(db, memberId, { ...current, [kind]: false }, at);
}

export function memberExists(db: Db, memberId: number) {
  return db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
}
