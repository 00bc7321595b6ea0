import { refuseUnlisted } from '../../lib/settings-choices';
import { HOUSE_MESSAGE } from '@shared/schemas/member-fields';
import { createHash } from 'node:crypto';
import type { Deps } from '../../lib/deps';
import type { SignedInMember } from '../../fastify-types';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import {
  fieldErrors,
  forbidden,
  formError,
  HttpError,
  notFound,
  tooManyRequests,
} from '../../lib/http-errors';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { checkOwnPassword, type PasswordChecks } from './password-checks';
import { DETAILS_CHANGED_MEANWHILE, type UserProfile } from '@shared/schemas/accounts';
import { isNoEmailAddress, shownEmail } from '@shared/no-email';
import { invitationMessage } from '../mail/messages/invitation';
import { recordAudit } from '../audit/audit.repository';
import { mailLink, retireEmailTokens } from './email-tokens.service';
import { requestEmailChange } from './email-change.service';
import * as repo from './accounts.repository';

// My Profile: a member reads and edits their own record; an administrator any member's, with an audit row.

export function toProfile(m: repo.MemberRow): UserProfile {
  const profile = {
    id: m.id,
    title: m.title,
    email: shownEmail(m.email),
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
    initials: m.initials,
    isApproved: m.approval === 'approved',
  };
  return {
    ...profile,
    versions: {
      contact: versionOf(pick(profile, CONTACT_FIELDS)),
      membership: versionOf(pick(profile, MEMBERSHIP_FIELDS)),
    },
  };
}

const CONTACT_FIELDS = [
  'email',
  'mobileNumber',
  'homePhone',
  'businessPhone',
  'addressLine1',
  'postcode',
  'initials',
] as const;
const MEMBERSHIP_FIELDS = ['year', 'schoolHouse', 'homeClub', 'society', 'handicap'] as const;

function pick<T extends object, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
}

/** A section's version: a digest of what it holds, so that only a change of that section moves it. */
const versionOf = (section: object) =>
  createHash('sha256').update(JSON.stringify(section)).digest('base64url').slice(0, 22);

/** Refuses a save made from a section as it was before someone else changed it (409, nothing written). */
function refuseStale(seen: string | undefined, now: string) {
  if (seen !== undefined && seen !== now) throw new HttpError(409, { '': [DETAILS_CHANGED_MEANWHILE] });
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

const contactOf = (m: repo.MemberRow) => pick(toProfile(m), CONTACT_FIELDS);
const membershipOf = (m: repo.MemberRow) => pick(toProfile(m), MEMBERSHIP_FIELDS);

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

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password to change your email address';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';

/**
 * Contact details. An administrator's change of a member's address applies at once. A member's own new address
 * needs their current password (a stolen session alone cannot move the account to another mailbox), applies only
 * from the link sent to it, and answers the same whether another account has the address or not (that address is
 * told instead); at most `changeMails` such requests a day.
 */
export async function updateContactDetails(
  deps: Deps,
  who: SignedInMember,
  c: Parameters<typeof repo.updateContact>[2] & { id: number; currentPassword?: string; version?: string },
  limits: { passwordChecks: PasswordChecks; changeMails: AttemptLimiter },
) {
  const before = await ownOrAdmin(deps, who, c.id);
  const stored = before ?? (await repo.findById(deps.db, c.id));
  // A member without e-mail keeps having none while the address is left empty (decision 0042); anyone else
  // needs one.
  if (c.email === '') {
    if (!stored || !isNoEmailAddress(stored.email)) throw fieldErrors({ email: ['Email is required'] });
    c = { ...c, email: stored.email };
  }
  if (before) {
    refuseStale(c.version, toProfile(before).versions.contact);
    return adminUpdateContact(deps, who, before, c);
  }
  const own = (await repo.findById(deps.db, c.id))!;
  refuseStale(c.version, toProfile(own).versions.contact);
  const pendingEmail = own.email !== c.email ? c.email : undefined;
  if (pendingEmail) {
    if (!c.currentPassword) throw fieldErrors({ currentPassword: [CURRENT_PASSWORD_REQUIRED] });
    if (!(await checkOwnPassword(deps, limits.passwordChecks, who, c.currentPassword, tooManyRequests)))
      throw fieldErrors({ currentPassword: [CURRENT_PASSWORD_WRONG] });
    const key = `member:${who.id}`;
    if (!(await limits.changeMails.take(key))) {
      const wait = await limits.changeMails.retryAfter(key);
      throw new HttpError(
        429,
        { '': [EMAIL_CHANGES_PER_DAY_TEXT] },
        { 'Retry-After': String(Math.max(1, wait)) },
      );
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateContact(trx, c.id, { ...c, email: own.email }, nowIso());
    if (pendingEmail) await requestEmailChange(deps, trx, own, pendingEmail);
  });
  const after = (await repo.findById(deps.db, c.id))!;
  return { ...toProfile(after), ...(pendingEmail ? { pendingEmail } : {}) };
}

/** Confirmation e-mails to new addresses one member can cause in a day (answered alike, taken or not). */
export const EMAIL_CHANGE_MAILS_PER_DAY = 3;
export const EMAIL_CHANGES_PER_DAY_TEXT = `You have asked to change your email address ${EMAIL_CHANGE_MAILS_PER_DAY} times today. Please try again tomorrow`;

async function adminUpdateContact(
  deps: Deps,
  who: SignedInMember,
  before: repo.MemberRow,
  c: Parameters<typeof repo.updateContact>[2] & { id: number },
) {
  if (await repo.emailTakenByOther(deps.db, c.email, c.id)) {
    throw formError('That email address is already used by another member');
  }
  // A member without e-mail given an address: invited to set a password, as an imported member is.
  const invite = isNoEmailAddress(before.email) && !isNoEmailAddress(c.email);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const now = nowIso();
      await repo.updateContact(trx, c.id, c, now);
      if (before.email !== c.email) await retireEmailTokens(trx, c.id, ['confirm', 'reset', 'invite']);
      if (invite) {
        const member = { id: c.id, firstName: before.first_name, email: c.email };
        await mailLink(deps, trx, member, 'invite', invitationMessage, now);
        await recordAudit(
          trx,
          {
            actorId: who.id,
            action: 'member.invite_new_email',
            entity: 'member',
            entityId: c.id,
            after: { to: c.email },
          },
          now,
        );
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw formError('That email address is already used by another member');
    throw err;
  }
  const after = (await repo.findById(deps.db, c.id))!;
  await auditAdminEdit(deps, who, c.id, 'member.contact.update', contactOf(before), contactOf(after));
  return toProfile(after);
}

export async function updateMembershipDetails(
  deps: Deps,
  who: SignedInMember,
  m: Parameters<typeof repo.updateMembership>[2] & { id: number; version?: string },
) {
  const before = await ownOrAdmin(deps, who, m.id);
  const current = before ?? (await repo.findById(deps.db, m.id))!;
  refuseStale(m.version, toProfile(current).versions.membership);
  refuseUnlisted(deps.settings?.houses, m.schoolHouse, 'schoolHouse', HOUSE_MESSAGE, current.house);
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
