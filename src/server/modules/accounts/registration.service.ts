import { refuseUnlisted } from '../../lib/settings-choices';
import { HOUSE_MESSAGE, TITLE_MESSAGE } from '@shared/schemas/member-fields';
import { mailSettings, type Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import { formError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { RegisterPayload } from '@shared/schemas/accounts';
import { endAllSessions } from '../sessions/sessions.service';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { enqueueMail } from '../mail/outbox.repository';
import { alreadyRegisteredMessage } from '../mail/messages/already-registered';
import { confirmEmailMessage } from '../mail/messages/confirm-email';
import { confirmationReminderMessage } from '../mail/messages/confirmation-reminder';
import { newRegistrationNoticeMessage } from '../mail/messages/new-registration-notice';
import { passwordResetMessage } from '../mail/messages/password-reset';
import {
  createEmailToken,
  mailLink,
  findLiveEmailToken,
  isSpentConfirmLink,
  retireEmailTokens,
  useEmailToken,
} from './email-tokens.service';
import { notifyPasswordChanged } from './account-notices';
import * as repo from './accounts.repository';

// Registration, e-mail confirmation and the links that set a password (reset, invitation).

/**
 * Registration (spec §2, DESIGN.md 'Sessions and security'): a new address gets an unconfirmed, unapproved
 * account and a confirmation e-mail; an address that already has an account gets the same answer, and its
 * owner an e-mail saying so. An address registered again before it was confirmed takes the new registration's
 * details and loses every earlier link and password: its mailbox gets a link to confirm by choosing the password,
 * so no password typed before the address was proven (perhaps a stranger's, registering first) ever signs in.
 * `mailLimiter` caps the e-mails one address can be sent this way.
 */
export async function register(deps: Deps, p: RegisterPayload, mailLimiter: AttemptLimiter) {
  refuseUnlisted(deps.settings?.titles, p.title, 'title', TITLE_MESSAGE);
  refuseUnlisted(deps.settings?.houses, p.house, 'house', HOUSE_MESSAGE);
  // Hash first, whichever way it goes, so the answer takes the same time for a known address.
  const passwordHash = await hashPassword(p.password);
  const now = nowIso();
  const details = {
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    mobileNumber: p.mobileNumber,
    house: p.house,
    yearLeft: p.yearLeft,
    handicap: p.handicap,
    now,
    privacyAcceptedAt: p.privacyAccepted ? now : null,
  };
  const sendExisting = async (trx: Db) => {
    const existing = await repo.findByEmail(trx, p.email);
    if (!existing || !(await mailLimiter.take(p.email, trx))) return;
    const base = { ...mailSettings(deps), firstName: existing.first_name, email: existing.email };
    if (!existing.email_confirmed_at && existing.approval === 'pending') {
      await repo.replaceRegistration(trx, existing.id, details);
      await retireEmailTokens(trx, existing.id, ['confirm', 'invite']);
      const token = await createEmailToken(trx, existing.id, 'invite');
      const message = confirmationReminderMessage({
        ...base,
        firstName: p.firstName,
        token,
        registeredAgain: { name: `${p.firstName} ${p.lastName}`, house: p.house, yearLeft: p.yearLeft },
      });
      await enqueueMail(trx, { to: existing.email, ...message }, now);
    } else {
      await enqueueMail(trx, { to: existing.email, ...alreadyRegisteredMessage(base) }, now);
    }
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (await repo.findByEmail(trx, p.email)) return sendExisting(trx);
      const id = await repo.insertMember(trx, { email: p.email, passwordHash, ...details });
      await mailLimiter.record(p.email, trx);
      const member = { id, firstName: p.firstName, email: p.email };
      await mailLink(deps, trx, member, 'confirm', confirmEmailMessage, now);
    });
  } catch (err) {
    // Two registrations of one address at the same moment: the second is an existing address.
    if (!isUniqueViolation(err)) throw err;
    await deps.db.transaction().execute(sendExisting);
  }
}

/** The administrator hears of a registration whose address has just been confirmed. */
async function noticeNewRegistration(deps: Deps, trx: Db, memberId: number, now: string) {
  const m = await repo.findById(trx, memberId);
  if (!m || m.approval !== 'pending') return;
  const notice = newRegistrationNoticeMessage({
    ...mailSettings(deps),
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email,
    yearLeft: m.year_left,
    house: m.house,
  });
  await enqueueMail(trx, { to: deps.adminNotifyEmail, ...notice, aboutMemberId: m.id }, now);
}

/**
 * Spec: 1 for a valid, unexpired, unused confirmation token; 0 otherwise. A link that has done its work, opened
 * again (the e-mail reread the next day), also answers 1 and changes nothing: the address is confirmed.
 */
export async function confirmEmail(deps: Deps, email: string, token: string): Promise<0 | 1> {
  const found = await findLiveEmailToken(deps.db, email, token, ['confirm']);
  if (!found) return (await isSpentConfirmLink(deps.db, email, token)) ? 1 : 0;
  const ok = await deps.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, found.tokenId))) return false;
    const now = nowIso();
    await retireEmailTokens(trx, found.memberId, ['confirm']);
    await repo.markEmailConfirmed(trx, found.memberId, now);
    await noticeNewRegistration(deps, trx, found.memberId, now);
    return true;
  });
  return ok || (await isSpentConfirmLink(deps.db, email, token)) ? 1 : 0;
}

/** Forgot password: the same answer for any address; a reset link only to a member who is not suspended. */
export async function sendResetEmail(deps: Deps, email: string, mailLimiter: AttemptLimiter) {
  const m = await repo.findByEmail(deps.db, email);
  if (!m || m.approval === 'suspended' || !(await mailLimiter.take(email))) return;
  const member = { id: m.id, firstName: m.first_name, email: m.email };
  await deps.db
    .transaction()
    .execute((trx) => mailLink(deps, trx, member, 'reset', passwordResetMessage, nowIso()));
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
 * it; a registration waiting for it is then announced to the administrator), and ends every session of the
 * member.
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
    if (!found.emailConfirmedAt) {
      await repo.markEmailConfirmed(trx, found.memberId, now);
      await retireEmailTokens(trx, found.memberId, ['confirm']);
      await noticeNewRegistration(deps, trx, found.memberId, now);
    }
    await endAllSessions(trx, found.memberId);
    await retireEmailTokens(trx, found.memberId, ['reset', 'invite']);
    // A first password, set from an invitation or a confirmation, is no change to warn the member of.
    if (found.purpose === 'reset') await notifyPasswordChanged(deps, trx, found.memberId, now);
    return true;
  });
  if (!ok)
    throw formError(
      'This link has expired or has already been used. Please ask for a new password reset email.',
    );
  deps.log.info({ memberId: found.memberId }, 'password set with an e-mail link');
}
