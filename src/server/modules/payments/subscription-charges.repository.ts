import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { memberHasRow } from '../../db/member-rows';
import type { Database } from '../../db/types';
import { adjustAccounts } from './ledger.repository';

/** The society's subscription in the settings now (0 when there are no settings yet: nothing is charged). */
export async function subscriptionSetting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('society_settings')
    .select('subscription_pence')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.subscription_pence ?? 0);
}

/** A subscription recorded for the charge's member and year (paid, or waived at £0): its charge is settled. */
export const recorded = (eb: ExpressionBuilder<Database, 'subscription_charges'>) =>
  eb.exists(
    eb
      .selectFrom('subscriptions as s')
      .select(sql`1`.as('one'))
      .whereRef('s.member_id', '=', 'subscription_charges.member_id')
      .whereRef('s.year', '=', 'subscription_charges.year'),
  );

/** One member's charge for a year, whether a subscription is recorded against it, and whether they are approved. */
export async function findSubscriptionCharge(db: Db, memberId: number, year: number) {
  const [charge, member, subscription] = await Promise.all([
    db
      .selectFrom('subscription_charges')
      .select(['id', 'amount_pence', 'posted'])
      .where('member_id', '=', memberId)
      .where('year', '=', year)
      .executeTakeFirst(),
    db.selectFrom('members').select('approval').where('id', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('subscriptions')
      .select('id')
      .where('member_id', '=', memberId)
      .where('year', '=', year)
      .executeTakeFirst(),
  ]);
  return { charge, approved: member?.approval === 'approved', paid: subscription !== undefined };
}

/** A member's subscription charges, oldest year first (their statement). */
export function memberSubscriptionCharges(db: Db, memberId: number) {
  return db
    .selectFrom('subscription_charges')
    .select(['id', 'year', 'amount_pence', 'charged_on', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('year')
    .execute();
}

/** Charges a member a year's subscription, unless that year is charged already; moves their totals. */
export async function insertSubscriptionCharge(
  db: Db,
  c: { memberId: number; year: number; amountPence: number; posted: boolean; today: string; at: string },
) {
  const row = await db
    .insertInto('subscription_charges')
    .values({
      member_id: c.memberId,
      year: c.year,
      amount_pence: c.amountPence,
      posted: c.posted ? 1 : 0,
      charged_on: c.today,
      created_at: c.at,
      updated_at: c.at,
    })
    .onConflict((oc) => oc.columns(['member_id', 'year']).doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (row) await adjustAccounts(db, [c.memberId], c.amountPence);
  return row !== undefined;
}

/** The charge's new amount (and posted, when the rule now charges it); the member's totals move by the difference. */
export async function repriceSubscriptionCharge(
  db: Db,
  c: { id: number; memberId: number; from: number; to: number; posted?: boolean; at: string },
) {
  await db
    .updateTable('subscription_charges')
    .set({ amount_pence: c.to, updated_at: c.at, ...(c.posted && { posted: 1 }) })
    .where('id', '=', c.id)
    .execute();
  await adjustAccounts(db, [c.memberId], c.to - c.from);
}

export async function deleteSubscriptionCharge(
  db: Db,
  c: { id: number; memberId: number; amountPence: number },
) {
  await db.deleteFrom('subscription_charges').where('id', '=', c.id).execute();
  await adjustAccounts(db, [c.memberId], -c.amountPence);
}

/**
 * Charges the year's subscription to every approved member not charged it yet (none recorded either), in one
 * statement; each new charge moves its member's totals. Answers how many were charged.
 */
export async function chargeEveryMember(
  db: Db,
  year: number,
  amountPence: number,
  today: string,
  at: string,
) {
  const rows = await db
    .insertInto('subscription_charges')
    .columns(['member_id', 'year', 'amount_pence', 'posted', 'charged_on', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('members as m')
        .select([
          'm.id',
          sql<number>`cast(${year} as integer)`.as('year'),
          sql<number>`cast(${amountPence} as integer)`.as('amount_pence'),
          sql<number>`1`.as('posted'),
          sql<string>`${today}`.as('charged_on'),
          sql<string>`${at}`.as('created_at'),
          sql<string>`${at}`.as('updated_at'),
        ])
        .where('m.approval', '=', 'approved')
        .where(({ not }) => not(memberHasRow('subscription_charges', 'year', year)))
        .where(({ not }) => not(memberHasRow('subscriptions', 'year', year))),
    )
    .onConflict((oc) => oc.columns(['member_id', 'year']).doNothing())
    .returning('member_id')
    .execute();
  await adjustAccounts(
    db,
    rows.map((r) => r.member_id),
    amountPence,
  );
  return rows.length;
}

/**
 * Brings the year's unpaid charges to the subscription now, one statement per price they stood at (usually one),
 * each member's totals moved by the difference; `amountPence` 0 takes them off. Answers how many changed.
 */
export async function repriceUnpaid(db: Db, year: number, amountPence: number, at: string) {
  const prices = await db
    .selectFrom('subscription_charges')
    .select('amount_pence')
    .distinct()
    .where('year', '=', year)
    .where((eb) => eb.or([eb('amount_pence', '<>', amountPence), eb('posted', '=', 0)]))
    .where((eb) => eb.not(recorded(eb)))
    .execute();
  let changed = 0;
  for (const { amount_pence: from } of prices) {
    const rows =
      amountPence > 0
        ? await db
            .updateTable('subscription_charges')
            .set({ amount_pence: amountPence, posted: 1, updated_at: at })
            .where('year', '=', year)
            .where('amount_pence', '=', from)
            .where((eb) => eb.not(recorded(eb)))
            .returning('member_id')
            .execute()
        : await db
            .deleteFrom('subscription_charges')
            .where('year', '=', year)
            .where('amount_pence', '=', from)
            .where((eb) => eb.not(recorded(eb)))
            .returning('member_id')
            .execute();
    await adjustAccounts(
      db,
      rows.map((r) => r.member_id),
      amountPence - Number(from),
    );
    changed += rows.length;
  }
  return changed;
}
