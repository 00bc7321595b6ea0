import { londonToday } from '@shared/dates';
import { settleSubscription, subscriptionYearOf } from '@shared/subscription-charges';
import type { Db, Dialect } from '../../db/database';
import { now } from '../../lib/clock';
import { runOnceAcrossProcesses } from '../../lib/job-lock.repository';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './subscription-charges.repository';

/** Today in London, the year the society charges now, and the instant, read once. */
function today() {
  const at = now();
  const day = londonToday(at);
  return { day, year: subscriptionYearOf(day), at: at.toISOString() };
}

/**
 * The daily job's pass (and a change of the subscription in the settings), inside the caller's transaction: every
 * approved member is charged this year's subscription once, and the unpaid charges of this year follow the
 * settings (taken off when the subscription is set to nothing). Asking twice changes nothing.
 */
export async function chargeThisYearsSubscriptions(trx: Db, actorId: number | null = null) {
  const t = today();
  const pence = await repo.subscriptionSetting(trx);
  const repriced = await repo.repriceUnpaid(trx, t.year, pence, t.at);
  const charged = pence > 0 ? await repo.chargeEveryMember(trx, t.year, pence, t.day, t.at) : 0;
  const done = { year: t.year, amountPence: pence, charged, repriced };
  if (charged > 0 || repriced > 0) {
    const entry = { actorId, action: 'subscription.charge', entity: 'subscription', entityId: t.year };
    await recordAudit(trx, { ...entry, after: done }, t.at);
  }
  return done;
}

/**
 * The daily job's pass as the server runs it: in one process at a time (decision 0052; `null` when another
 * process has it), in one transaction, so that a pass is all or nothing.
 */
export const postSubscriptionCharges = (db: Db, dialect: Dialect) =>
  runOnceAcrossProcesses(db, dialect, 'subscription charges', null, () =>
    db.transaction().execute((trx) => chargeThisYearsSubscriptions(trx)),
  );

/**
 * Brings one member's charge for `year` in line with the rule (src/shared/subscription-charges.ts), inside the
 * caller's transaction: after an approval, a reinstatement, or a subscription undone. Answers the change made.
 */
export async function settleMemberSubscription(
  trx: Db,
  actorId: number | null,
  memberId: number,
  year?: number,
) {
  const t = today();
  const forYear = year ?? t.year;
  const found = await repo.findSubscriptionCharge(trx, memberId, forYear);
  const { charge } = found;
  const change = settleSubscription({
    charge: charge
      ? { amountPence: Number(charge.amount_pence), paid: found.paid, posted: charge.posted === 1 }
      : null,
    year: forYear,
    currentYear: t.year,
    approved: found.approved,
    subscriptionPence: await repo.subscriptionSetting(trx),
  });
  if (change.kind === 'create') {
    const c = { memberId, year: forYear, amountPence: change.amountPence, posted: true };
    await repo.insertSubscriptionCharge(trx, { ...c, today: t.day, at: t.at });
  } else if (change.kind === 'reprice' && charge) {
    const c = { id: charge.id, memberId, from: Number(charge.amount_pence), to: change.amountPence };
    await repo.repriceSubscriptionCharge(trx, { ...c, posted: true, at: t.at });
  } else if (change.kind === 'remove' && charge) {
    await repo.deleteSubscriptionCharge(trx, {
      id: charge.id,
      memberId,
      amountPence: Number(charge.amount_pence),
    });
  }
  if (change.kind !== 'none') {
    const amountOf = (pence: number) => ({ year: forYear, amountPence: pence });
    await recordAudit(
      trx,
      {
        actorId,
        action: 'subscription.charge',
        entity: 'member',
        entityId: memberId,
        before: charge ? amountOf(Number(charge.amount_pence)) : null,
        after: change.kind === 'remove' ? null : amountOf(change.amountPence),
      },
      t.at,
    );
  }
  return change;
}

/**
 * A subscription recorded in Subscriptions at `amountPence`: the year's charge is what the member paid (a charge
 * made for a year the site did not charge is not posted, and goes if the payment is undone).
 */
export async function priceRecordedSubscription(
  trx: Db,
  s: { memberId: number; year: number; amountPence: number; paidOn: string },
) {
  const t = today();
  const { memberId, year, amountPence } = s;
  const { charge } = await repo.findSubscriptionCharge(trx, memberId, year);
  if (!charge) {
    const c = { memberId, year, amountPence, posted: false };
    await repo.insertSubscriptionCharge(trx, { ...c, today: s.paidOn, at: t.at });
  } else if (Number(charge.amount_pence) !== amountPence) {
    const c = { id: charge.id, memberId, from: Number(charge.amount_pence), to: amountPence };
    await repo.repriceSubscriptionCharge(trx, { ...c, at: t.at });
  }
}
