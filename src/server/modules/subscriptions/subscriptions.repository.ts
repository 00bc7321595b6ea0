import { CONTACT_COLUMNS } from '../accounts/accounts.repository';
import { byName } from '../members/members.repository';
import type { Db } from '../../db/database';

/** Every approved member with their subscription for `year` (null columns when unpaid), by last then first name. */
export function listForYear(db: Db, year: number) {
  return db
    .selectFrom('members')
    .leftJoin('subscriptions', (join) =>
      join.onRef('subscriptions.member_id', '=', 'members.id').on('subscriptions.year', '=', year),
    )
    .select([
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.email',
      'subscriptions.amount_pence',
      'subscriptions.paid_on',
      'subscriptions.method',
    ])
    .where('members.approval', '=', 'approved')
    .$call(byName)
    .execute();
}

export function findSubscription(db: Db, memberId: number, year: number) {
  return db
    .selectFrom('subscriptions')
    .select(['amount_pence', 'paid_on', 'method', 'payment_id'])
    .where('member_id', '=', memberId)
    .where('year', '=', year)
    .executeTakeFirst();
}

/** Records (or corrects) one member's payment for one year: `paymentId` is its payment (none for £0, waived). */
export async function upsertSubscription(
  db: Db,
  s: {
    memberId: number;
    year: number;
    amountPence: number;
    paidOn: string;
    method: string;
    paymentId: number | null;
  },
  now: string,
) {
  await db
    .insertInto('subscriptions')
    .values({
      member_id: s.memberId,
      year: s.year,
      amount_pence: s.amountPence,
      paid_on: s.paidOn,
      method: s.method,
      payment_id: s.paymentId,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'year']).doUpdateSet({
        amount_pence: s.amountPence,
        paid_on: s.paidOn,
        method: s.method,
        payment_id: s.paymentId,
      }),
    )
    .execute();
}

export async function deleteSubscription(db: Db, memberId: number, year: number) {
  const r = await db
    .deleteFrom('subscriptions')
    .where('member_id', '=', memberId)
    .where('year', '=', year)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The membership for the treasurer's export: everyone, with their status. */
export function listMembership(db: Db) {
  return db
    .selectFrom('members')
    .select([
      'id',
      'title',
      'first_name',
      'last_name',
      ...CONTACT_COLUMNS,
      'county',
      'year_left',
      'house',
      'handicap',
      'home_club',
      'approval',
      'email_confirmed_at',
      'created_at',
      'payment_reference',
    ])
    .$call(byName)
    .execute();
}
