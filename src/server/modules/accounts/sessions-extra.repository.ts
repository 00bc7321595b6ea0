import type { Db } from '../../db/database';

/** Ends every session of a member except the one in use (after a password change from My Profile). */
export async function revokeOtherSessions(db: Db, memberId: number, keepSessionId: number, nowIso: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('member_id', '=', memberId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
