import type { Db } from '../../db/database';
import { isoIn, nowIso } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import * as tokens from './email-tokens.repository';
import type { EmailTokenPurpose } from './email-tokens.repository';

export type { EmailTokenPurpose } from './email-tokens.repository';

/** DESIGN.md 'Sessions and security': confirm 7 days, reset 1 hour, invitation 14 days. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  confirm: 7 * 24 * 3_600_000,
  reset: 3_600_000,
  invite: 14 * 24 * 3_600_000,
};

/**
 * A new single-use e-mail token for a member; only its SHA-256 hash is stored and the raw token is returned
 * (to put in a link). Earlier unused tokens of the same purpose stop working. Call inside the transaction
 * that queues the e-mail carrying it.
 */
export async function createEmailToken(
  db: Db,
  memberId: number,
  purpose: EmailTokenPurpose,
  ttlMs: number = EMAIL_TOKEN_TTL_MS[purpose],
): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await tokens.retireTokens(db, memberId, [purpose], now);
  await tokens.insertToken(db, {
    memberId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: isoIn(ttlMs),
  });
  return token;
}

/** The live token for this e-mail and raw token, of one of the purposes, or undefined. Does not use it. */
export function findLiveEmailToken(db: Db, email: string, token: string, purposes: EmailTokenPurpose[]) {
  if (!token || token.length > 200) return Promise.resolve(undefined);
  return tokens.findLiveToken(db, email.trim().toLowerCase(), hashToken(token), purposes, nowIso());
}

/** Uses a token found by findLiveEmailToken; false when another request used it first. */
export const useEmailToken = (db: Db, tokenId: number) => tokens.useToken(db, tokenId, nowIso());
