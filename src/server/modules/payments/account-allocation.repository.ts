import type { Db } from '../../db/database';
import { inSlices } from '../../db/slices';
import { recorded } from './subscription-charges.repository';

/** Ids are read in slices of this many (db/slices.ts). */
const SLICE = 500;

/**
 * Approved members charged `year`'s subscription with nothing recorded against it in Subscriptions, who have paid
 * anything at all: those whose payments may have paid it (decision 0065).
 */
export async function unrecordedSubscriptionPayers(db: Db, year: number): Promise<number[]> {
  const rows = await db
    .selectFrom('subscription_charges')
    .innerJoin('members as m', 'm.id', 'subscription_charges.member_id')
    .select('subscription_charges.member_id')
    .where('subscription_charges.year', '=', year)
    .where('subscription_charges.amount_pence', '>', 0)
    .where('m.approval', '=', 'approved')
    .where('m.paid_pence', '>', 0)
    .where((eb) => eb.not(recorded(eb)))
    .execute();
  return rows.map((r) => r.member_id);
}

/**
 * What these members' payments pay, apart from what is recorded against a subscription in Subscriptions (that
 * payment and that charge are settled together): their charges standing, their subscription charges, and their
 * other payments.
 */
export async function unallocatedLedgers(db: Db, memberIds: number[]) {
  const [charges, subscriptionCharges, payments] = await Promise.all([
    inSlices(memberIds, SLICE, (ids) =>
      db
        .selectFrom('charges')
        .select(['id', 'member_id', 'amount_pence', 'charged_on'])
        .where('member_id', 'in', ids)
        .where('status', '<>', 'cancelled')
        .execute(),
    ),
    inSlices(memberIds, SLICE, (ids) =>
      db
        .selectFrom('subscription_charges as c')
        .leftJoin('subscriptions as s', (join) =>
          join.onRef('s.member_id', '=', 'c.member_id').onRef('s.year', '=', 'c.year'),
        )
        .select(['c.id', 'c.member_id', 'c.year', 'c.amount_pence', 'c.charged_on'])
        .where('c.member_id', 'in', ids)
        .where('s.id', 'is', null)
        .execute(),
    ),
    inSlices(memberIds, SLICE, (ids) =>
      db
        .selectFrom('payments as p')
        .leftJoin('subscriptions as s', 's.payment_id', 'p.id')
        .select(['p.id', 'p.member_id', 'p.amount_pence', 'p.paid_on', 'p.method'])
        .where('p.member_id', 'in', ids)
        .where('s.id', 'is', null)
        .execute(),
    ),
  ]);
  return { charges, subscriptionCharges, payments };
}
