import type { Db } from '../../db/database';
import { isoIn, nowIso } from '../../lib/clock';
import { mailSettings, type Deps } from '../../lib/deps';
import type { MailSettings } from '../mail/layout/compose-mail';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.repository';
import { hashToken, newToken } from '../../lib/tokens';
import { EMAIL_LINK_TTL_MINUTES } from '@shared/schemas/email-link';
import * as tokens from './email-tokens.repository';
import type { EmailTokenPurpose } from './email-tokens.repository';

export type { EmailTokenPurpose } from './email-tokens.repository';

/** DESIGN.md 'Sessions and security': confirm 7 days, reset 1 hour, invitation 14 days; sign in 15 minutes. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  confirm: 7 * 24 * 3_600_000,
  reset: 3_600_000,
  invite: 14 * 24 * 3_600_000,
  signin: EMAIL_LINK_TTL_MINUTES * 60_000,
};

export interface EmailTokenOptions {
  /** The address the e-mail carrying the token goes to; the token works only for it (unset: the member's). */
  sentTo?: string;
  /** Registration: the password chosen by the registration this confirmation link belongs to. */
  passwordHash?: string;
  /** Address change: the new address (then `sentTo`), which takes effect when the link is used. */
  newEmail?: string;
  /** Earlier unused tokens of the same purpose stop working (default). */
  retireEarlier?: boolean;
  /** How long the link works, when not the purpose's usual time. */
  ttlMs?: number;
}

/**
 * A new single-use e-mail token for a member; only its SHA-256 hash is stored and the raw token is returned
 * (to put in a link). Call inside the transaction that queues the e-mail carrying it.
 */
export async function createEmailToken(
  db: Db,
  memberId: number,
  purpose: EmailTokenPurpose,
  opts: EmailTokenOptions = {},
): Promise<string> {
  const token = newToken();
  const now = nowIso();
  if (opts.retireEarlier ?? true) await tokens.retireTokens(db, memberId, [purpose], now);
  await tokens.insertToken(db, {
    memberId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: isoIn(opts.ttlMs ?? EMAIL_TOKEN_TTL_MS[purpose]),
    sentTo: opts.sentTo?.trim().toLowerCase(),
    passwordHash: opts.passwordHash,
    newEmail: opts.newEmail?.trim().toLowerCase(),
  });
  return token;
}

/** An e-mail carrying an account link (confirm, reset, invitation), written for one member and address. */
export type LinkMessage = (
  n: MailSettings & { firstName: string; email: string; token: string },
) => Omit<OutgoingMail, 'to'>;

/**
 * Queues `message` to the member at `member.email`, carrying a new token of `purpose` that works only for that
 * address. Call inside the transaction of the change that sends it.
 */
export async function mailLink(
  deps: Deps,
  trx: Db,
  member: { id: number; firstName: string; email: string },
  purpose: EmailTokenPurpose,
  message: LinkMessage,
  now: string,
) {
  const { id, firstName, email } = member;
  const token = await createEmailToken(trx, id, purpose, { sentTo: email });
  await enqueueMail(trx, { to: email, ...message({ ...mailSettings(deps), firstName, email, token }) }, now);
}

/**
 * The live token for this e-mail and raw token, of one of the purposes, or undefined. Does not use it. `change`:
 * an address-change link (the e-mail is the new address it was sent to).
 */
export function findLiveEmailToken(
  db: Db,
  email: string,
  token: string,
  purposes: EmailTokenPurpose[],
  change = false,
) {
  if (!token || token.length > 200) return Promise.resolve(undefined);
  return tokens.findLiveToken(db, email.trim().toLowerCase(), hashToken(token), purposes, nowIso(), change);
}

/** Uses a token found by findLiveEmailToken; false when another request used it first. */
export const useEmailToken = (db: Db, tokenId: number) => tokens.useToken(db, tokenId, nowIso());

/** Every outstanding token of these purposes stops working (a password changed, an address confirmed). */
export const retireEmailTokens = (db: Db, memberId: number, purposes: EmailTokenPurpose[]) =>
  tokens.retireTokens(db, memberId, purposes, nowIso());

/** Whether a used confirmation link belongs to this address, which is confirmed by now (opened a second time). */
export async function isSpentConfirmLink(db: Db, email: string, token: string) {
  if (!token || token.length > 200) return false;
  return !!(await tokens.findSpentConfirmToken(db, email.trim().toLowerCase(), hashToken(token)));
}

/** The live sign-in link for this raw token, or undefined (decision 0041). Does not use it. */
export function findLiveSignInToken(db: Db, token: string) {
  if (!token || token.length > 200) return Promise.resolve(undefined);
  return tokens.findLiveSignInToken(db, hashToken(token), nowIso());
}
