import type { Db } from '../../db/database';
import { insertRow } from '../../db/rows';

export async function insertSession(
  db: Db,
  s: {
    tokenHash: string;
    memberId: number;
    xsrfToken: string;
    createdAt: string;
    expiresAt: string;
    byLink?: boolean;
  },
) {
  return insertRow(db, 'sessions', {
    token_hash: s.tokenHash,
    member_id: s.memberId,
    xsrf_token: s.xsrfToken,
    created_at: s.createdAt,
    expires_at: s.expiresAt,
    by_link: s.byLink ? 1 : 0,
  });
}

/** The live session for a token hash, with the member's current standing. */
export function findLiveSession(db: Db, tokenHash: string, nowIso: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id as sessionId',
      'sessions.member_id as memberId',
      'sessions.xsrf_token as xsrfToken',
      'sessions.created_at as createdAt',
      'sessions.expires_at as expiresAt',
      'sessions.by_link as byLink',
      'members.is_admin as isAdmin',
      'members.approval as approval',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso)
    .executeTakeFirst();
}

/**
 * Moves a live session's end on to `expiresAt` (a member used it). Only forward, and never for a revoked session:
 * a logout racing with a request stays a logout.
 */
export async function extendSession(db: Db, sessionId: number, expiresAt: string) {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '<', expiresAt)
    .execute();
}

/** The sessions still live (not yet revoked), to be revoked at `nowIso`; the callers say which. */
const revokeLive = (db: Db, nowIso: string) =>
  db.updateTable('sessions').set({ revoked_at: nowIso }).where('revoked_at', 'is', null);

export async function revokeSession(db: Db, sessionId: number, nowIso: string) {
  await revokeLive(db, nowIso).where('id', '=', sessionId).execute();
}

export async function revokeAllSessionsOfMember(db: Db, memberId: number, nowIso: string) {
  await revokeLive(db, nowIso).where('member_id', '=', memberId).execute();
}

/** Ends every session of a member except the one in use (after a password change from My Profile). */
export async function revokeOtherSessions(db: Db, memberId: number, keepSessionId: number, nowIso: string) {
  await revokeLive(db, nowIso).where('member_id', '=', memberId).where('id', '!=', keepSessionId).execute();
}
