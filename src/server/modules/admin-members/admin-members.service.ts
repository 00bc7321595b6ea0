import { refuseUnlisted } from '../../lib/settings-choices';
import { HOUSE_MESSAGE, TITLE_MESSAGE } from '@shared/schemas/member-fields';
import { type Deps, mailSettings } from '../../lib/deps';
import type { MemberStatus } from '@shared/constants';
import { normaliseMobile } from '@shared/phone-numbers';
import { NO_EMAIL_DOMAIN, shownEmail } from '@shared/no-email';
import type { OfflineMember } from '@shared/schemas/offline-members';
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  LAST_ADMIN_MESSAGE,
  type AdminMember,
  type AdminMemberList,
  type MemberActionResult,
} from '@shared/schemas/admin-members';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { newToken } from '../../lib/tokens';
import { formError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { endAllSessions } from '../sessions/sessions.service';
import { enqueueMail } from '../mail/outbox.repository';
import { confirmationReminderMessage } from '../mail/messages/confirmation-reminder';
import { invitationMessage } from '../mail/messages/invitation';
import { createEmailToken, retireEmailTokens } from '../accounts/email-tokens.service';
import { clearPasswordHash } from '../accounts/accounts.repository';
import { releasePlacesOf } from '../fixtures/release-places.service';
import { settleMemberSubscription } from '../payments/subscription-charges.service';
import * as repo from './admin-members.repository';
import { normaliseReference } from '@shared/payment-reference';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

const toAdminMember = (r: Row): AdminMember => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: shownEmail(r.email),
  yearLeft: r.year_left,
  house: r.house,
  status: repo.statusOf(r),
  isAdmin: r.is_admin === 1,
  createdAt: r.created_at,
  paymentReference: r.payment_reference ?? '',
});

const fullName = (r: Row) => `${r.first_name} ${r.last_name}`;
const NO_SUCH_MEMBER = 'There is no member with that id';

export async function listMembers(
  deps: Deps,
  query: { search?: string; status?: MemberStatus; page: number },
): Promise<AdminMemberList> {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  // A mobile number is found however it is typed ('07700 900123', '+44 7700 900123'): it is stored in E.164.
  const mobile = normaliseMobile(query.search ?? '');
  // So is a payment reference, in any case or spacing (the treasurer reads it off a bank statement).
  const reference = normaliseReference(query.search ?? '') ?? undefined;
  const { rows, total } = await repo.listMembers(
    deps.db,
    deps.dialect,
    mobile ? { words: [], mobile, status: query.status } : { words, reference, status: query.status },
    query.page,
    ADMIN_MEMBERS_PAGE_SIZE,
  );
  return { items: rows.map(toAdminMember), total, page: query.page, pageSize: ADMIN_MEMBERS_PAGE_SIZE };
}

/** Runs a change in one transaction with its audit row, then answers the member as they now stand. */
async function change(
  deps: Deps,
  id: number,
  act: (trx: Db, before: Row, now: string) => Promise<string>,
): Promise<MemberActionResult> {
  const message = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findMember(trx, id);
    if (!before) throw notFound(NO_SUCH_MEMBER);
    return act(trx, before, nowIso());
  });
  const after = await repo.findMember(deps.db, id);
  if (!after) throw notFound(NO_SUCH_MEMBER);
  return { member: toAdminMember(after), message };
}

/** Make or remove an administrator; the last approved administrator can never be removed. */
export function setAdmin(deps: Deps, actorId: number, id: number, isAdmin: boolean) {
  return change(deps, id, async (trx, m, now) => {
    if ((m.is_admin === 1) === isAdmin) {
      return isAdmin
        ? `${fullName(m)} is already an administrator`
        : `${fullName(m)} is not an administrator`;
    }
    if (isAdmin && repo.statusOf(m) !== 'approved') {
      throw formError(
        `Only an approved member can be made an administrator; ${fullName(m)} is ${repo.statusOf(m).replace('_', ' ')}`,
      );
    }
    if (!isAdmin) {
      const admins = await repo.lockApprovedAdmins(trx, deps.dialect);
      if (admins.filter((a) => a !== id).length === 0) throw formError(LAST_ADMIN_MESSAGE);
    }
    await repo.setAdminFlag(trx, id, isAdmin, now);
    await recordAudit(
      trx,
      {
        actorId,
        action: isAdmin ? 'member.make_admin' : 'member.remove_admin',
        entity: 'member',
        entityId: id,
        before: { isAdmin: m.is_admin === 1 },
        after: { isAdmin },
      },
      now,
    );
    return isAdmin
      ? `${fullName(m)} is now an administrator`
      : `${fullName(m)} is no longer an administrator`;
  });
}

/**
 * Suspend: the member cannot log in, leaves the directory, every session of theirs ends at once, and they leave
 * the list and waiting list of every fixture still to come (a freed place goes to the next on the waiting list).
 */
export function suspend(deps: Deps, actorId: number, id: number) {
  return change(deps, id, async (trx, m, now) => {
    if (id === actorId) throw formError('You cannot suspend yourself');
    if (m.approval === 'suspended') return `${fullName(m)} is already suspended`;
    await repo.setApproval(trx, id, 'suspended', now);
    await endAllSessions(trx, id);
    const left = await releasePlacesOf(trx, deps, id, actorId);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'member.suspend',
        entity: 'member',
        entityId: id,
        before: { status: repo.statusOf(m) },
        after: { status: 'suspended' },
      },
      now,
    );
    const lists = left === 1 ? 'one fixture' : `${left} fixtures`;
    return left
      ? `${fullName(m)} has been suspended and logged out, and taken off the lists of ${lists}`
      : `${fullName(m)} has been suspended and logged out`;
  });
}

/** Reinstate a suspended member: approved again (they confirm their address first if they never did). */
export function reinstate(deps: Deps, actorId: number, id: number) {
  return change(deps, id, async (trx, m, now) => {
    if (m.approval !== 'suspended') return `${fullName(m)} is not suspended`;
    await repo.setApproval(trx, id, 'approved', now);
    await settleMemberSubscription(trx, actorId, id);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'member.reinstate',
        entity: 'member',
        entityId: id,
        before: { status: 'suspended' },
        after: { status: repo.statusOf({ ...m, approval: 'approved' }) },
      },
      now,
    );
    return `${fullName(m)} has been reinstated`;
  });
}

/**
 * Sends a new confirmation link (7 days) to a member who has not confirmed their address; a member who has
 * no password yet (imported) gets a new invitation to set one (14 days) instead. Earlier links stop working.
 */
export async function resendConfirmation(deps: Deps, actorId: number, id: number) {
  const result = await change(deps, id, async (trx, m, now) => {
    if (m.email_confirmed_at) throw formError(`${fullName(m)} has already confirmed their e-mail address`);
    if (m.approval === 'suspended') throw formError(`${fullName(m)} is suspended; reinstate them first`);
    // Both end with the person choosing their password from the link: a password typed into a registration form
    // before the address was proven (perhaps by a stranger who registered it first) never signs in.
    const invite = m.password_hash === null && m.approval === 'approved';
    await clearPasswordHash(trx, id, now);
    await retireEmailTokens(trx, id, ['confirm', 'invite']);
    const token = await createEmailToken(trx, id, 'invite');
    const common = {
      ...mailSettings(deps),
      firstName: m.first_name,
      email: m.email,
      token,
    };
    const mail = invite ? invitationMessage(common) : confirmationReminderMessage(common);
    await enqueueMail(trx, { to: m.email, ...mail }, now);
    await recordAudit(
      trx,
      {
        actorId,
        action: invite ? 'member.resend_invitation' : 'member.resend_confirmation',
        entity: 'member',
        entityId: id,
        after: { to: m.email },
      },
      now,
    );
    return invite
      ? `A new invitation to set a password has been sent to ${m.email}`
      : `A new confirmation e-mail has been sent to ${m.email}`;
  });
  return result;
}

/**
 * Adds a member without e-mail (decision 0042): approved at once, with no password and a stand-in address that
 * can never receive mail or sign in. Answers the new member's id; the audit row names who added them.
 */
export async function addOfflineMember(deps: Deps, actorId: number, m: OfflineMember) {
  refuseUnlisted(deps.settings?.titles, m.title, 'title', TITLE_MESSAGE);
  refuseUnlisted(deps.settings?.houses, m.house, 'house', HOUSE_MESSAGE);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const email = `member-${newToken(12).toLowerCase()}@${NO_EMAIL_DOMAIN}`;
    const id = await repo.insertOfflineMember(trx, { ...m, email, now });
    await recordAudit(
      trx,
      {
        actorId,
        action: 'member.add_offline',
        entity: 'member',
        entityId: id,
        after: {
          name: `${m.firstName} ${m.lastName}`,
          house: m.house,
          yearLeft: m.yearLeft,
          handicap: m.handicap,
        },
      },
      now,
    );
    await settleMemberSubscription(trx, actorId, id);
    return { id };
  });
}
