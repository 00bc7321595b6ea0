import type { Db } from '../../db/database';

export type EmailTokenPurpose = 'confirm' | 'reset' | 'invite';

/** Marks every unused token of one purpose of a member as used (a new one replaces them). */
export async function retireTokens(db: Db, memberId: number, purposes: EmailTokenPurpose[], nowIso: string) {
  await db
    .updateTable('email_tokens')
    .set({ used_at: nowIso })
    .where('member_id', '=', memberId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertToken(
  db: Db,
  t: {
    memberId: number;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
  },
) {
  await db
    .insertInto('email_tokens')
    .values({
      member_id: t.memberId,
      purpose: t.purpose,
      token_hash: t.tokenHash,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The live (unused, unexpired) token with this hash, of one of the purposes, for the member with this e-mail. */
export function findLiveToken(
  db: Db,
  email: string,
  tokenHash: string,
  purposes: EmailTokenPurpose[],
  nowIso: string,
) {
  return db
    .selectFrom('email_tokens')
    .innerJoin('members', 'members.id', 'email_tokens.member_id')
    .select([
      'email_tokens.id as tokenId',
      'email_tokens.purpose as purpose',
      'members.id as memberId',
      'members.email_confirmed_at as emailConfirmedAt',
    ])
    .where('email_tokens.token_hash', '=', tokenHash)
    .where('members.email', '=', email)
    .where('email_tokens.purpose', 'in', purposes)
    .where('email_tokens.used_at', 'is', null)
    .where('email_tokens.expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Uses a token once: true only for the one caller that marks it (so two racing requests cannot both use it). */
export async function useToken(db: Db, tokenId: number, nowIso: string): Promise<boolean> {
  const res = await db
    .updateTable('email_tokens')
    .set({ used_at: nowIso })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
