import { mailSettings, type Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import { formError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { RegisterPayload } from '@shared/schemas/accounts';
import { endAllSessions } from '../auth/sessions.service';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { enqueueMail } from '../mail/outbox.repository';
import { alreadyRegisteredMessage } from '../mail/messages/already-registered';
import { confirmEmailMessage } from '../mail/messages/confirm-email';
import { newRegistrationNoticeMessage } from '../mail/messages/new-registration-notice';
import { passwordResetMessage } from '../mail/messages/password-reset';
import {
  createEmailToken,
  findLiveEmailToken,
  retireEmailTokens,
  useEmailToken,
} from './email-tokens.service';
import { notifyPasswordChanged } from './account-notices';
import * as repo from './accounts.repository';

// Registration, e-mail confirmation and the links that set a password (reset, invitation).

/**
 * Registration (spec §2, DESIGN.md 'Sessions and security'): a new address gets an unconfirmed, unapproved
 * account and a confirmation e-mail; an address that already has an account gets the same answer, and its
 * owner an e-mail saying so (or a fresh confirmation link while it is still unconfirmed). `mailLimiter` caps
 * the e-mails one address can be sent this way.
 */
export async function register(deps: Deps, p: RegisterPayload, mailLimiter: AttemptLimiter) {
  // Hash first, whichever way it goes, so the answer takes the same time for a known address.
  const passwordHash = await hashPassword(p.password);
  const now = nowIso();
  const sendExisting = async (trx: Db) => {
    const existing = await repo.findByEmail(trx, p.email);
    if (!existing || !mailLimiter.take(p.email)) return;
    const base = { ...mailSettings(deps), firstName: existing.first_name, email: existing.email };
    if (!existing.email_confirmed_at && existing.approval === 'pending') {
      // The link carries this registration's password; earlier links keep theirs and keep working (issue 15).
      const token = await createEmailToken(trx, existing.id, 'confirm', {
        sentTo: existing.email,
        passwordHash,
        retireEarlier: false,
      });
      await enqueueMail(trx, { to: existing.email, ...confirmEmailMessage({ ...base, token }) }, now);
    } else {
      await enqueueMail(trx, { to: existing.email, ...alreadyRegisteredMessage(base) }, now);
    }
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (await repo.findByEmail(trx, p.email)) return sendExisting(trx);
      const id = await repo.insertMember(trx, {
        email: p.email,
        passwordHash,
        title: p.title,
        firstName: p.firstName,
        lastName: p.lastName,
        mobileNumber: p.mobileNumber,
        house: p.house,
        yearLeft: p.yearLeft,
        handicap: p.handicap,
        now,
        privacyAcceptedAt: p.privacyAccepted ? now : null,
      });
      mailLimiter.record(p.email);
      const token = await createEmailToken(trx, id, 'confirm', { sentTo: p.email, passwordHash });
      const message = confirmEmailMessage({
        ...mailSettings(deps),
        firstName: p.firstName,
        email: p.email,
        token,
      });
      await enqueueMail(trx, { to: p.email, ...message }, now);
    });
  } catch (err) {
    // Two registrations of one address at the same moment: the second is an existing address.
    if (!isUniqueViolation(err)) throw err;
    await deps.db.transaction().execute(sendExisting);
  }
}

/** Spec: 1 only for a valid, unexpired, unused confirmation token; 0 otherwise. */
export async function confirmEmail(deps: Deps, email: string, token: string): Promise<0 | 1> {
  const found = await findLiveEmailToken(deps.db, email, token, ['confirm']);
  if (!found) return 0;
  const ok = await deps.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, found.tokenId))) return false;
    const now = nowIso();
    // Whoever confirms gets the password of the registration this link belongs to, never another one's.
    if (found.passwordHash) await repo.setPasswordHash(trx, found.memberId, found.passwordHash, now);
    await retireEmailTokens(trx, found.memberId, ['confirm']);
    await repo.markEmailConfirmed(trx, found.memberId, now);
    const m = await repo.findById(trx, found.memberId);
    if (m && m.approval === 'pending') {
      const notice = newRegistrationNoticeMessage({
        ...mailSettings(deps),
        firstName: m.first_name,
        lastName: m.last_name,
        email: m.email,
        yearLeft: m.year_left,
        house: m.house,
      });
      await enqueueMail(trx, { to: deps.adminNotifyEmail, ...notice }, now);
    }
    return true;
  });
  return ok ? 1 : 0;
}

/** Forgot password: the same answer for any address; a reset link only to a member who is not suspended. */
export async function sendResetEmail(deps: Deps, email: string, mailLimiter: AttemptLimiter) {
  const m = await repo.findByEmail(deps.db, email);
  if (!m || m.approval === 'suspended' || !mailLimiter.take(email)) return;
  await deps.db.transaction().execute(async (trx) => {
    const token = await createEmailToken(trx, m.id, 'reset', { sentTo: m.email });
    const message = passwordResetMessage({
      ...mailSettings(deps),
      firstName: m.first_name,
      email: m.email,
      token,
    });
    await enqueueMail(trx, { to: m.email, ...message }, nowIso());
  });
}

/** Whether a reset or invitation link still works, and which kind it is (the screen's heading depends on it). */
export async function tokenInfo(deps: Deps, email: string, token: string) {
  const found = await findLiveEmailToken(deps.db, email, token, ['reset', 'invite']);
  return found
    ? { valid: true, purpose: found.purpose as 'reset' | 'invite' }
    : { valid: false, purpose: null };
}

/**
 * Reset or invitation: sets the password with a live token (once), confirms the address (the link proved
 * it), and ends every session of the member.
 */
export async function updatePassword(deps: Deps, email: string, token: string, password: string) {
  const found = await findLiveEmailToken(deps.db, email, token, ['reset', 'invite']);
  if (!found)
    throw formError(
      'This link has expired or has already been used. Please ask for a new password reset email.',
    );
  const passwordHash = await hashPassword(password);
  const ok = await deps.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, found.tokenId))) return false;
    const now = nowIso();
    await repo.setPasswordHash(trx, found.memberId, passwordHash, now);
    await repo.markEmailConfirmed(trx, found.memberId, now);
    await endAllSessions(trx, found.memberId);
    await retireEmailTokens(trx, found.memberId, ['reset', 'invite']);
    // An invited member setting his first password changed nothing: 'your password was changed … if this was not
    // you' would only alarm him. A reset link tells, as a change from My Profile does.
    if (found.purpose !== 'invite') await notifyPasswordChanged(deps, trx, found.memberId, now);
    return true;
  });
  if (!ok)
    throw formError(
      'This link has expired or has already been used. Please ask for a new password reset email.',
    );
  deps.log.info({ memberId: found.memberId }, 'password set with an e-mail link');
}
