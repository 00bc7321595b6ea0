import { type Deps, mailSettings } from '../../lib/deps';
import type { SignedInMember } from '../../fastify-types';
import { nowIso } from '../../lib/clock';
import { forbidden, formError, notFound, tooManyRequests } from '../../lib/http-errors';
import { checkOwnPassword, type PasswordChecks } from '../accounts/password-checks';
import { DELETE_PASSWORD_WRONG } from '@shared/schemas/member-data';
import { recordAudit } from '../audit/audit.repository';
import { findById } from '../accounts/accounts.repository';
import { accountDeletedMessage } from '../mail/messages/account-deleted';
import { enqueueMail } from '../mail/outbox.repository';
import { releasePlacesOf } from '../fixtures/release-places.service';
import { countAdmins, deleteMemberData } from './account-delete.repository';

export const LAST_ADMIN =
  'The society needs at least one administrator: make another member an administrator first';

/**
 * Deletes an account (DESIGN.md 'Members' data'): a member their own, an administrator anyone's, each with
 * their own password, checked before anything else. One transaction: every session ends, the personal data goes, an audit row without
 * personal details records it, and the last e-mail is queued. A wrong password changes nothing.
 */
export async function deleteAccount(
  deps: Deps,
  checks: PasswordChecks,
  who: SignedInMember,
  id: number,
  password: string,
) {
  // The password first, within the limits every current-password check shares: a wrong one answers the same
  // whatever the id, so a stolen session learns nothing about the password from which ids exist.
  if (!(await checkOwnPassword(deps, checks, who, password, tooManyRequests)))
    throw formError(DELETE_PASSWORD_WRONG);
  if (id !== who.id && !who.isAdmin) throw forbidden('You can only delete your own account');
  await deps.db.transaction().execute(async (trx) => {
    const m = await findById(trx, id);
    if (!m) throw notFound('There is no member with that id');
    if (m.is_admin === 1 && (await countAdmins(trx)) <= 1) throw formError(LAST_ADMIN);
    const now = nowIso();
    await releasePlacesOf(trx, deps, id, who.id);
    await deleteMemberData(trx, id, m.email);
    await recordAudit(
      trx,
      {
        actorId: who.id === id ? null : who.id,
        action: 'member.delete',
        entity: 'member',
        entityId: id,
        after: { by: who.id === id ? 'member' : 'administrator' },
      },
      now,
    );
    const message = accountDeletedMessage({
      ...mailSettings(deps),
      firstName: m.first_name,
      byAdministrator: who.id !== id,
    });
    // The last word to the member: once sent, nothing of it (their name) stays in the outbox.
    await enqueueMail(trx, { to: m.email, ...message, blankWhenSent: true }, now);
  });
  return { deleted: true as const };
}
