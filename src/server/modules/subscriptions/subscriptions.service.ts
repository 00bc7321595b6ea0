import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { phoneCell, spreadsheetDate, spreadsheetTime, toCsv } from '../../lib/csv';
import { formatHandicap } from '@shared/handicaps';
import { shownEmail } from '@shared/no-email';
import { notFound } from '../../lib/http-errors';
import { formatPounds, type SubscriptionMethod, type SubscriptionRow } from '@shared/schemas/member-data';
import { recordAudit } from '../audit/audit.repository';
import * as ledger from '../payments/ledger.repository';
import {
  priceRecordedSubscription,
  settleMemberSubscription,
} from '../payments/subscription-charges.service';
import { yearPaidFromAccounts } from '../payments/account-allocation.service';
import { isApprovedMember } from '../members/members.repository';
import * as repo from './subscriptions.repository';

type Payment = {
  memberId: number;
  year: number;
  amountPence: number;
  paidOn: string;
  method: SubscriptionMethod;
};

/**
 * Every approved member with their subscription for `year`: recorded here, or paid by the money on their account
 * (decision 0065), or not paid.
 */
export async function listSubscriptions(deps: Deps, year: number): Promise<SubscriptionRow[]> {
  const [rows, fromAccounts] = await Promise.all([
    repo.listForYear(deps.db, year),
    yearPaidFromAccounts(deps.db, year),
  ]);
  return rows.map((r) => {
    const row = {
      memberId: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: shownEmail(r.email),
    };
    const fromAccount = r.paid_on === null ? fromAccounts.get(r.id) : undefined;
    if (fromAccount) return { ...row, paid: true, ...fromAccount, fromAccount: true };
    return {
      ...row,
      paid: r.paid_on !== null,
      amountPence: r.amount_pence === null ? null : Number(r.amount_pence),
      paidOn: r.paid_on,
      method: (r.method as SubscriptionMethod | null) ?? null,
      fromAccount: false,
    };
  });
}

async function rowOf(deps: Deps, memberId: number, year: number) {
  return (await listSubscriptions(deps, year)).find((r) => r.memberId === memberId)!;
}

/**
 * Records a subscription paid (or corrects it), audited; only for an approved member. It is a payment against the
 * year's subscription charge (decision 0061): the charge stands at what was paid (made if the year was not charged),
 * and a correction replaces the payment. £0 records the year waived: its charge is of nothing, with no payment.
 */
export async function recordPayment(deps: Deps, actorId: number, p: Payment) {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await isApprovedMember(trx, p.memberId)))
      throw notFound('There is no approved member with that id');
    const before = await repo.findSubscription(trx, p.memberId, p.year);
    const now = nowIso();
    if (before?.payment_id) await ledger.deletePayment(trx, before.payment_id);
    await priceRecordedSubscription(trx, p);
    const paymentId =
      p.amountPence > 0
        ? await ledger.insertPayment(trx, {
            ...p,
            note: `Subscription ${p.year}`,
            lineId: null,
            recordedBy: actorId,
            at: now,
          })
        : null;
    await repo.upsertSubscription(trx, { ...p, paymentId }, now);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'subscription.record',
        entity: 'member',
        entityId: p.memberId,
        before: before
          ? { year: p.year, amountPence: before.amount_pence, paidOn: before.paid_on, method: before.method }
          : null,
        after: { year: p.year, amountPence: p.amountPence, paidOn: p.paidOn, method: p.method, paymentId },
      },
      now,
    );
  });
  return rowOf(deps, p.memberId, p.year);
}

/**
 * Undoes a subscription recorded by mistake, audited: its payment goes, and the year's charge is owed again (this
 * year's at the subscription in the settings; a charge made only to carry the payment goes with it).
 */
export async function undoPayment(deps: Deps, actorId: number, memberId: number, year: number) {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findSubscription(trx, memberId, year);
    if (!before || !(await repo.deleteSubscription(trx, memberId, year))) return false;
    if (before.payment_id) await ledger.deletePayment(trx, before.payment_id);
    await settleMemberSubscription(trx, actorId, memberId, year);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'subscription.undo',
        entity: 'member',
        entityId: memberId,
        before: {
          year,
          amountPence: before.amount_pence,
          paidOn: before.paid_on,
          method: before.method,
          paymentId: before.payment_id,
        },
        after: null,
      },
      nowIso(),
    );
    return true;
  });
  return { deleted };
}

export async function subscriptionsCsv(deps: Deps, year: number, filter: 'all' | 'unpaid') {
  const rows = (await listSubscriptions(deps, year)).filter((r) => filter === 'all' || !r.paid);
  return toCsv(
    ['Name', 'Email', 'Year', 'Paid', 'Amount', 'Paid on', 'Method'],
    rows.map((r) => [
      r.name,
      r.email,
      year,
      r.paid ? 'Paid' : 'Not paid',
      r.amountPence === null ? '' : formatPounds(r.amountPence),
      spreadsheetDate(r.paidOn),
      r.method,
    ]),
  );
}

const STATUS = (approval: string, confirmed: string | null) =>
  approval === 'approved'
    ? confirmed
      ? 'Approved'
      : 'Approved, e-mail not confirmed'
    : approval === 'suspended'
      ? 'Suspended'
      : 'Awaiting approval';

export async function membersCsv(deps: Deps) {
  const rows = await repo.listMembership(deps.db);
  return toCsv(
    [
      'Title',
      'First name',
      'Last name',
      'Email',
      'Mobile',
      'Home phone',
      'Business phone',
      'Address',
      'Postcode',
      'County',
      'Year left',
      'House',
      'Handicap',
      'Home club',
      'Status',
      'Registered',
      'Payment reference',
    ],
    rows.map((r) => [
      r.title,
      r.first_name,
      r.last_name,
      shownEmail(r.email),
      phoneCell(r.mobile_number),
      phoneCell(r.home_phone),
      phoneCell(r.business_phone),
      r.address_line1,
      r.postcode,
      r.county,
      r.year_left,
      r.house,
      r.handicap === null ? null : formatHandicap(Number(r.handicap)),
      r.home_club,
      STATUS(r.approval, r.email_confirmed_at),
      spreadsheetTime(r.created_at).slice(0, 10),
      r.payment_reference,
    ]),
  );
}
