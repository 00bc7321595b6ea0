import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { claimOnce } from '../../db/rows';
import type { Database } from '../../db/types';

/** 'signin': a link that signs a member in (decision 0041); found by its hash alone, as its address carries no e-mail. */
export type EmailTokenPurpose = 'confirm' | 'reset' | 'invite' | 'signin';

/** The unused tokens, to be marked used at `nowIso`; the callers say which. */
const retireUnused = (db: Db, nowIso: string) =>
  db.updateTable('email_tokens').set({ used_at: nowIso }).where('used_at', 'is', null);

/** The tokens with their member, whose address a token is checked against. */
const tokensWithMember = (db: Db) =>
  db.selectFrom('email_tokens').innerJoin('members', 'members.id', 'email_tokens.member_id');

/** The live (unused, unexpired) token with this hash, with its member. */
const liveTokenWithMember = (db: Db, tokenHash: string, nowIso: string) =>
  tokensWithMember(db)
    .where('email_tokens.token_hash', '=', tokenHash)
    .where('email_tokens.used_at', 'is', null)
    .where('email_tokens.expires_at', '>', nowIso);

/** Only a token sent to the address its member has now (or one from before tokens named their address). */
const sentToMembersAddress = <O>(q: SelectQueryBuilder<Database, 'email_tokens' | 'members', O>) =>
  q.where((eb) =>
    eb.or([eb('email_tokens.sent_to', 'is', null), eb('email_tokens.sent_to', '=', eb.ref('members.email'))]),
  );

/**
 * Marks every unused token of one purpose of a member as used (a new one replaces them). A link that cancels an
 * address change (stored as a 'reset' token that names the new address) is never retired this way: a password
 * reset or an address change made by whoever holds the session must not take the owner's way back.
 */
export async function retireTokens(db: Db, memberId: number, purposes: EmailTokenPurpose[], nowIso: string) {
  await retireUnused(db, nowIso)
    .where('member_id', '=', memberId)
    .where('purpose', 'in', purposes)
    .where((eb) => eb.or([eb('purpose', '!=', 'reset'), eb('new_email', 'is', null)]))
    .execute();
}

/** Every unused link that cancels an address change of the member stops working (one was used). */
export async function retireCancelTokens(db: Db, memberId: number, nowIso: string) {
  await retireUnused(db, nowIso)
    .where('member_id', '=', memberId)
    .where('purpose', '=', 'reset')
    .where('new_email', 'is not', null)
    .execute();
}

/** How many address changes the member asked for since then (each one makes one cancel link). */
export async function countCancelTokensSince(db: Db, memberId: number, sinceIso: string) {
  const row = await db
    .selectFrom('email_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('purpose', '=', 'reset')
    .where('new_email', 'is not', null)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A confirmation link of this address that has done its work: its member has this address and has confirmed it
 * (the link was used, or retired when the address was confirmed another way). Opened again, it says so.
 */
export function findSpentConfirmToken(db: Db, email: string, tokenHash: string) {
  return tokensWithMember(db)
    .select(['email_tokens.id as tokenId'])
    .where('email_tokens.token_hash', '=', tokenHash)
    .where('email_tokens.purpose', '=', 'confirm')
    .where('email_tokens.new_email', 'is', null)
    .where('email_tokens.used_at', 'is not', null)
    .where('members.email', '=', email)
    .where('members.email_confirmed_at', 'is not', null)
    .$call(sentToMembersAddress)
    .executeTakeFirst();
}

export async function insertToken(
  db: Db,
  t: {
    memberId: number;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
    sentTo?: string;
    passwordHash?: string;
    newEmail?: string;
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
      sent_to: t.sentTo ?? null,
      password_hash: t.passwordHash ?? null,
      new_email: t.newEmail ?? null,
    })
    .execute();
}

/**
 * The live (unused, unexpired) token with this hash, of one of the purposes, sent to this e-mail address. A token
 * is bound to the address it was sent to: an account token (`change` false) works only while the member still has
 * that address; an address-change token (`change` true) only for the new address it was sent to.
 */
export function findLiveToken(
  db: Db,
  email: string,
  tokenHash: string,
  purposes: EmailTokenPurpose[],
  nowIso: string,
  change = false,
) {
  const q = liveTokenWithMember(db, tokenHash, nowIso)
    .select([
      'email_tokens.id as tokenId',
      'email_tokens.purpose as purpose',
      'email_tokens.password_hash as passwordHash',
      'email_tokens.new_email as newEmail',
      'members.id as memberId',
      'members.email_confirmed_at as emailConfirmedAt',
    ])
    .where('email_tokens.purpose', 'in', purposes);
  if (change) {
    return q
      .where('email_tokens.new_email', 'is not', null)
      .where('email_tokens.sent_to', '=', email)
      .executeTakeFirst();
  }
  return q
    .where('email_tokens.new_email', 'is', null)
    .where('members.email', '=', email)
    .$call(sentToMembersAddress)
    .executeTakeFirst();
}

/** Uses a token once: true only for the one caller that marks it (so two racing requests cannot both use it). */
export const useToken = (db: Db, tokenId: number, nowIso: string) =>
  claimOnce(db, 'email_tokens', tokenId, nowIso);

/**
 * The live sign-in link with this hash, while its member still has the address it was sent to (a link mailed
 * before an address change never signs in).
 */
export function findLiveSignInToken(db: Db, tokenHash: string, nowIso: string) {
  return liveTokenWithMember(db, tokenHash, nowIso)
    .select([
      'email_tokens.id as tokenId',
      'members.id as memberId',
      'members.approval as approval',
      'members.is_admin as isAdmin',
      'members.email_confirmed_at as emailConfirmedAt',
    ])
    .where('email_tokens.purpose', '=', 'signin')
    .whereRef('email_tokens.sent_to', '=', 'members.email')
    .executeTakeFirst();
}
