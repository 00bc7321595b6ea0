import { mailSettings, type Deps } from '../../lib/deps';
import { isNoEmailAddress } from '@shared/no-email';
import { safeReturnPath } from '@shared/return-path';
import { EMAIL_LINK_INVALID_TEXT, EMAIL_LINK_TOO_MANY_TEXT } from '@shared/schemas/email-link';
import { nowIso } from '../../lib/clock';
import { formError, HttpError } from '../../lib/http-errors';
import { findByEmail, markEmailConfirmed } from '../accounts/accounts.repository';
import {
  createEmailToken,
  findLiveSignInToken,
  retireEmailTokens,
  useEmailToken,
} from '../accounts/email-tokens.service';
import { enqueueMail } from '../mail/outbox.repository';
import { signInLinkMessage } from '../mail/messages/sign-in-link';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { startSession } from '../sessions/sessions.service';

// Sign in by e-mail link (DESIGN.md 'From the inbox', decision 0041).

/**
 * Counts a request for a link against its address, known or not (so the limit tells nothing about who is a
 * member); the fourth in an hour answers 429 with a sentence a member understands.
 */
export async function takeEmailLinkRequest(email: string, limiter: AttemptLimiter) {
  if (await limiter.take(email)) return;
  const wait = Math.max(1, await limiter.retryAfter(email));
  throw new HttpError(429, { '': [EMAIL_LINK_TOO_MANY_TEXT] }, { 'Retry-After': String(wait) });
}

/** Who may sign in by link: approved members with an address; never administrators (they keep their password). */
const mayUseLink = (m: { approval: string; is_admin: number; email: string }) =>
  m.approval === 'approved' && m.is_admin !== 1 && !isNoEmailAddress(m.email);

/**
 * Sends a member a link to sign in (15 minutes, once; the newest replaces earlier ones). Anyone else (an unknown
 * address, a suspended or unapproved member, an administrator) gets nothing, and the caller answers the same.
 */
export async function sendSignInLink(deps: Deps, email: string, next: string | undefined) {
  const m = await findByEmail(deps.db, email);
  if (!m || !mayUseLink(m)) return;
  await deps.db.transaction().execute(async (trx) => {
    const token = await createEmailToken(trx, m.id, 'signin', { sentTo: m.email });
    const message = signInLinkMessage({
      ...mailSettings(deps),
      firstName: m.first_name,
      token,
      next: safeReturnPath(next),
    });
    await enqueueMail(trx, { to: m.email, ...message }, nowIso());
  });
}

/**
 * The "Sign me in" button: uses the link once and starts an ordinary session, marked as begun by link. The
 * member's standing is checked again (suspended or made an administrator since the link was sent: refused).
 * Using it proves the address, so an imported member who never set a password has it confirmed.
 */
export async function signInWithLink(deps: Deps, token: string) {
  const found = await findLiveSignInToken(deps.db, token);
  if (!found || found.approval !== 'approved' || found.isAdmin === 1)
    throw formError(EMAIL_LINK_INVALID_TEXT);
  const session = await deps.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, found.tokenId))) return null;
    const now = nowIso();
    await retireEmailTokens(trx, found.memberId, ['signin']);
    if (!found.emailConfirmedAt) {
      await markEmailConfirmed(trx, found.memberId, now);
      await retireEmailTokens(trx, found.memberId, ['confirm']);
    }
    return startSession(trx, found.memberId, { byLink: true });
  });
  if (!session) throw formError(EMAIL_LINK_INVALID_TEXT);
  deps.log.info({ memberId: found.memberId }, 'signed in with an e-mailed link');
  return { session, member: { id: found.memberId, isAdmin: false } };
}
