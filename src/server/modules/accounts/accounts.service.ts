import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { nowIso } from '../../lib/clock';
import { forbidden, formError, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { RegisterPayload, UnapprovedUser, UserProfile } from '@shared/schemas/accounts';
import { recordAudit } from '../audit/audit.repository';
import { endAllSessions } from '../auth/sessions.service';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { enqueueMail } from '../mail/outbox.repository';
import { alreadyRegisteredMessage } from '../mail/messages/already-registered';
import { confirmEmailMessage } from '../mail/messages/confirm-email';
import { membershipApprovedMessage } from '../mail/messages/membership-approved';
import { newRegistrationNoticeMessage } from '../mail/messages/new-registration-notice';
import { passwordResetMessage } from '../mail/messages/password-reset';
import {
  createEmailToken,
  findLiveEmailToken,
  retireEmailTokens,
  useEmailToken,
} from './email-tokens.service';
import { notifyPasswordChanged } from './account-notices';
import { requestEmailChange } from './email-change.service';
import * as repo from './accounts.repository';

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /unique/i.test(e?.message ?? '');
};

function mailSettings(app: FastifyInstance) {
  return {
    societyName: app.config.societyName,
    publicUrl: app.config.publicUrl,
    contactEmail: app.config.contactEmail,
  };
}

/**
 * Registration (spec §2, DESIGN.md 'Sessions and security'): a new address gets an unconfirmed, unapproved
 * account and a confirmation e-mail; an address that already has an account gets the same answer, and its
 * owner an e-mail saying so (or a fresh confirmation link while it is still unconfirmed). `mailLimiter` caps
 * the e-mails one address can be sent this way.
 */
export async function register(app: FastifyInstance, p: RegisterPayload, mailLimiter: AttemptLimiter) {
  // Hash first, whichever way it goes, so the answer takes the same time for a known address.
  const passwordHash = await hashPassword(p.password);
  const now = nowIso();
  const sendExisting = async (trx: Db) => {
    const existing = await repo.findByEmail(trx, p.email);
    if (!existing || !mailLimiter.take(p.email)) return;
    const base = { ...mailSettings(app), firstName: existing.first_name, email: existing.email };
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
    await app.db.transaction().execute(async (trx) => {
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
        ...mailSettings(app),
        firstName: p.firstName,
        email: p.email,
        token,
      });
      await enqueueMail(trx, { to: p.email, ...message }, now);
    });
  } catch (err) {
    // Two registrations of one address at the same moment: the second is an existing address.
    if (!isUniqueViolation(err)) throw err;
    await app.db.transaction().execute(sendExisting);
  }
  app.mailer.kick();
}

/** Spec: 1 only for a valid, unexpired, unused confirmation token; 0 otherwise. */
export async function confirmEmail(app: FastifyInstance, email: string, token: string): Promise<0 | 1> {
  const found = await findLiveEmailToken(app.db, email, token, ['confirm']);
  if (!found) return 0;
  const ok = await app.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, found.tokenId))) return false;
    const now = nowIso();
    // Whoever confirms gets the password of the registration this link belongs to, never another one's.
    if (found.passwordHash) await repo.setPasswordHash(trx, found.memberId, found.passwordHash, now);
    await retireEmailTokens(trx, found.memberId, ['confirm']);
    await repo.markEmailConfirmed(trx, found.memberId, now);
    const m = await repo.findById(trx, found.memberId);
    if (m && m.approval === 'pending') {
      const notice = newRegistrationNoticeMessage({
        ...mailSettings(app),
        firstName: m.first_name,
        lastName: m.last_name,
        email: m.email,
        yearLeft: m.year_left,
        house: m.house,
      });
      await enqueueMail(trx, { to: app.config.adminNotifyEmail, ...notice }, now);
    }
    return true;
  });
  if (ok) app.mailer.kick();
  return ok ? 1 : 0;
}

/** Forgot password: the same answer for any address; a reset link only to a member who is not suspended. */
export async function sendResetEmail(app: FastifyInstance, email: string, mailLimiter: AttemptLimiter) {
  const m = await repo.findByEmail(app.db, email);
  if (!m || m.approval === 'suspended' || !mailLimiter.take(email)) return;
  await app.db.transaction().execute(async (trx) => {
    const token = await createEmailToken(trx, m.id, 'reset', { sentTo: m.email });
    const message = passwordResetMessage({
      ...mailSettings(app),
      firstName: m.first_name,
      email: m.email,
      token,
    });
    await enqueueMail(trx, { to: m.email, ...message }, nowIso());
  });
  app.mailer.kick();
}

/** Whether a reset or invitation link still works, and which kind it is (the screen's heading depends on it). */
export async function tokenInfo(app: FastifyInstance, email: string, token: string) {
  const found = await findLiveEmailToken(app.db, email, token, ['reset', 'invite']);
  return found
    ? { valid: true, purpose: found.purpose as 'reset' | 'invite' }
    : { valid: false, purpose: null };
}

/**
 * Reset or invitation: sets the password with a live token (once), confirms the address (the link proved
 * it), and ends every session of the member.
 */
export async function updatePassword(app: FastifyInstance, email: string, token: string, password: string) {
  const found = await findLiveEmailToken(app.db, email, token, ['reset', 'invite']);
  if (!found)
    throw formError(
      'This link has expired or has already been used. Please ask for a new password reset email.',
    );
  const passwordHash = await hashPassword(password);
  const ok = await app.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, found.tokenId))) return false;
    const now = nowIso();
    await repo.setPasswordHash(trx, found.memberId, passwordHash, now);
    await repo.markEmailConfirmed(trx, found.memberId, now);
    await endAllSessions(trx, found.memberId);
    await retireEmailTokens(trx, found.memberId, ['reset', 'invite']);
    await notifyPasswordChanged(app, trx, found.memberId, now);
    return true;
  });
  if (!ok)
    throw formError(
      'This link has expired or has already been used. Please ask for a new password reset email.',
    );
  app.log.info({ memberId: found.memberId }, 'password set with an e-mail link');
  app.mailer.kick();
}

export function toProfile(m: repo.MemberRow): UserProfile {
  return {
    id: m.id,
    title: m.title,
    email: m.email,
    mobileNumber: m.mobile_number,
    homePhone: m.home_phone,
    businessPhone: m.business_phone,
    addressLine1: m.address_line1,
    postcode: m.postcode,
    year: m.year_left,
    schoolHouse: m.house,
    homeClub: m.home_club,
    society: m.society,
    handicap: m.handicap,
    firstName: m.first_name,
    lastName: m.last_name,
    isApproved: m.approval === 'approved',
  };
}

/** A member reads only their own record; an administrator may read any. */
export async function getUser(app: FastifyInstance, who: SignedInMember, userId: number) {
  if (userId !== who.id && !who.isAdmin) throw forbidden('You can only see your own profile');
  const m = await repo.findById(app.db, userId);
  if (!m) throw notFound('There is no member with that id');
  return toProfile(m);
}

/**
 * A member changes only their own record; an administrator may change any member's (DESIGN.md:
 * "unless an administrator sends it"), and such a change is written to the audit log.
 */
async function ownOrAdmin(app: FastifyInstance, who: SignedInMember, id: number) {
  if (id === who.id) return null;
  if (!who.isAdmin) throw forbidden('You can only change your own profile');
  const before = await repo.findById(app.db, id);
  if (!before) throw notFound('There is no member with that id');
  return before;
}

function contactOf(m: repo.MemberRow) {
  const { email, mobileNumber, homePhone, businessPhone, addressLine1, postcode } = toProfile(m);
  return { email, mobileNumber, homePhone, businessPhone, addressLine1, postcode };
}

function membershipOf(m: repo.MemberRow) {
  const { year, schoolHouse, homeClub, society, handicap } = toProfile(m);
  return { year, schoolHouse, homeClub, society, handicap };
}

async function auditAdminEdit(
  app: FastifyInstance,
  who: SignedInMember,
  id: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await recordAudit(
    app.db,
    { actorId: who.id, action, entity: 'member', entityId: id, before, after },
    nowIso(),
  );
}

export async function updateContactDetails(
  app: FastifyInstance,
  who: SignedInMember,
  c: Parameters<typeof repo.updateContact>[2] & { id: number },
) {
  const before = await ownOrAdmin(app, who, c.id);
  if (await repo.emailTakenByOther(app.db, c.email, c.id)) {
    throw formError('That email address is already used by another member');
  }
  // A member's new address takes effect only from the link sent to it (issue 15); an administrator's at once.
  const own = before ? null : await repo.findById(app.db, c.id);
  const pendingEmail = own && own.email !== c.email ? c.email : undefined;
  try {
    await app.db.transaction().execute(async (trx) => {
      await repo.updateContact(trx, c.id, { ...c, email: own ? own.email : c.email }, nowIso());
      if (own && pendingEmail) await requestEmailChange(app, trx, own, pendingEmail);
      if (before && before.email !== c.email)
        await retireEmailTokens(trx, c.id, ['confirm', 'reset', 'invite']);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw formError('That email address is already used by another member');
    throw err;
  }
  const after = (await repo.findById(app.db, c.id))!;
  if (before) {
    await auditAdminEdit(app, who, c.id, 'member.contact.update', contactOf(before), contactOf(after));
  }
  if (pendingEmail) app.mailer.kick();
  return { ...toProfile(after), ...(pendingEmail ? { pendingEmail } : {}) };
}

export async function updateMembershipDetails(
  app: FastifyInstance,
  who: SignedInMember,
  m: Parameters<typeof repo.updateMembership>[2] & { id: number },
) {
  const before = await ownOrAdmin(app, who, m.id);
  await repo.updateMembership(app.db, m.id, m, nowIso());
  const after = (await repo.findById(app.db, m.id))!;
  if (before) {
    await auditAdminEdit(
      app,
      who,
      m.id,
      'member.membership.update',
      membershipOf(before),
      membershipOf(after),
    );
  }
  return toProfile(after);
}

export async function listUnapproved(app: FastifyInstance): Promise<UnapprovedUser[]> {
  const rows = await repo.listPending(app.db);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    year: r.year_left,
    house: r.house,
    handicap: r.handicap,
    emailConfirmed: r.email_confirmed_at !== null,
    createdAt: r.created_at,
  }));
}

/** Approves a member awaiting approval, with an audit row and the 'your membership is approved' e-mail. */
export async function approveUser(app: FastifyInstance, actorId: number, id: number) {
  const sent = await app.db.transaction().execute(async (trx) => {
    const m = await repo.findById(trx, id);
    if (!m) throw notFound('There is no member with that id');
    if (m.approval === 'approved') return false;
    if (m.approval === 'suspended') {
      throw formError('This member is suspended: reinstate them from the Members panel instead');
    }
    const now = nowIso();
    if (!(await repo.approve(trx, id, now))) return false;
    await recordAudit(
      trx,
      {
        actorId,
        action: 'member.approve',
        entity: 'member',
        entityId: id,
        before: { approval: 'pending' },
        after: { approval: 'approved' },
      },
      now,
    );
    const message = membershipApprovedMessage({ ...mailSettings(app), firstName: m.first_name });
    await enqueueMail(trx, { to: m.email, ...message }, now);
    return true;
  });
  if (sent) app.mailer.kick();
  return { id, isApproved: true as const };
}
