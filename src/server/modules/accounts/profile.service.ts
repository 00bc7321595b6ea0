import type { Deps } from '../../lib/deps';
import type { SignedInMember } from '../../fastify-types';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import { forbidden, formError, notFound } from '../../lib/http-errors';
import type { UserProfile } from '@shared/schemas/accounts';
import { recordAudit } from '../audit/audit.repository';
import { retireEmailTokens } from './email-tokens.service';
import { requestEmailChange } from './email-change.service';
import * as repo from './accounts.repository';

// My Profile: a member reads and edits their own record; an administrator any member's, with an audit row.

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
export async function getUser(deps: Deps, who: SignedInMember, userId: number) {
  if (userId !== who.id && !who.isAdmin) throw forbidden('You can only see your own profile');
  const m = await repo.findById(deps.db, userId);
  if (!m) throw notFound('There is no member with that id');
  return toProfile(m);
}

/**
 * A member changes only their own record; an administrator may change any member's (DESIGN.md:
 * "unless an administrator sends it"), and such a change is written to the audit log.
 */
async function ownOrAdmin(deps: Deps, who: SignedInMember, id: number) {
  if (id === who.id) return null;
  if (!who.isAdmin) throw forbidden('You can only change your own profile');
  const before = await repo.findById(deps.db, id);
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
  deps: Deps,
  who: SignedInMember,
  id: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await recordAudit(
    deps.db,
    { actorId: who.id, action, entity: 'member', entityId: id, before, after },
    nowIso(),
  );
}

export async function updateContactDetails(
  deps: Deps,
  who: SignedInMember,
  c: Parameters<typeof repo.updateContact>[2] & { id: number },
) {
  const before = await ownOrAdmin(deps, who, c.id);
  if (await repo.emailTakenByOther(deps.db, c.email, c.id)) {
    throw formError('That email address is already used by another member');
  }
  // A member's new address takes effect only from the link sent to it (issue 15); an administrator's at once.
  const own = before ? null : await repo.findById(deps.db, c.id);
  const pendingEmail = own && own.email !== c.email ? c.email : undefined;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.updateContact(trx, c.id, { ...c, email: own ? own.email : c.email }, nowIso());
      if (own && pendingEmail) await requestEmailChange(deps, trx, own, pendingEmail);
      if (before && before.email !== c.email)
        await retireEmailTokens(trx, c.id, ['confirm', 'reset', 'invite']);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw formError('That email address is already used by another member');
    throw err;
  }
  const after = (await repo.findById(deps.db, c.id))!;
  if (before) {
    await auditAdminEdit(deps, who, c.id, 'member.contact.update', contactOf(before), contactOf(after));
  }
  return { ...toProfile(after), ...(pendingEmail ? { pendingEmail } : {}) };
}

export async function updateMembershipDetails(
  deps: Deps,
  who: SignedInMember,
  m: Parameters<typeof repo.updateMembership>[2] & { id: number },
) {
  const before = await ownOrAdmin(deps, who, m.id);
  await repo.updateMembership(deps.db, m.id, m, nowIso());
  const after = (await repo.findById(deps.db, m.id))!;
  if (before) {
    await auditAdminEdit(
      deps,
      who,
      m.id,
      'member.membership.update',
      membershipOf(before),
      membershipOf(after),
    );
  }
  return toProfile(after);
}
