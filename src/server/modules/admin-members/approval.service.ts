import { mailSettings, type Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { formError, notFound } from '../../lib/http-errors';
import type { UnapprovedUser } from '@shared/schemas/accounts';
import { recordAudit } from '../audit/audit.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { membershipApprovedMessage } from '../mail/messages/membership-approved';
import { settleMemberSubscription } from '../payments/subscription-charges.service';
import * as repo from '../accounts/accounts.repository';

// Approve Users: the members who registered and wait for an administrator.

export async function listUnapproved(deps: Deps): Promise<UnapprovedUser[]> {
  const rows = await repo.listPending(deps.db);
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
export async function approveUser(deps: Deps, actorId: number, id: number) {
  await deps.db.transaction().execute(async (trx) => {
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
    // A new member owes this year's subscription from the day they are approved (decision 0061).
    await settleMemberSubscription(trx, actorId, id);
    const message = membershipApprovedMessage({ ...mailSettings(deps), firstName: m.first_name });
    await enqueueMail(trx, { to: m.email, ...message }, now);
    return true;
  });
  return { id, isApproved: true as const };
}
