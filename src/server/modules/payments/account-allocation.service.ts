import { paidCharges, type AllocatedCharge, type AllocatedPayment } from '@shared/payment-allocation';
import type { PaymentMethod } from '@shared/schemas/money';
import type { Db } from '../../db/database';
import * as repo from './account-allocation.repository';

/** A year's subscription paid by money on the member's account rather than recorded in Subscriptions. */
export interface PaidFromAccount {
  amountPence: number;
  paidOn: string;
  method: PaymentMethod;
}

const day = (at: string) => at.slice(0, 10);

/**
 * The subscriptions these members' payments have paid (decision 0065: the oldest charges first), by member and
 * year. A subscription recorded in Subscriptions is settled there and is not among them.
 */
export async function subscriptionsPaidFromAccounts(
  db: Db,
  memberIds: number[],
): Promise<Map<number, Map<number, PaidFromAccount>>> {
  const paid = new Map<number, Map<number, PaidFromAccount>>();
  if (memberIds.length === 0) return paid;
  const ledgers = await repo.unallocatedLedgers(db, memberIds);
  const charges = new Map<number, AllocatedCharge[]>();
  const payments = new Map<number, AllocatedPayment[]>();
  const years = new Map<string, { year: number; amountPence: number }>();
  const push = <T>(map: Map<number, T[]>, id: number, item: T) => {
    const list = map.get(id);
    if (list) list.push(item);
    else map.set(id, [item]);
  };
  // On the same day a subscription goes before a fixture's charges.
  for (const s of ledgers.subscriptionCharges) {
    const key = `s${s.id}`;
    years.set(key, { year: s.year, amountPence: Number(s.amount_pence) });
    push(charges, s.member_id, { key, on: day(s.charged_on), pence: Number(s.amount_pence), order: s.id });
  }
  for (const c of ledgers.charges) {
    if (c.member_id === null) continue;
    const pence = Number(c.amount_pence);
    push(charges, c.member_id, { key: `c${c.id}`, on: day(c.charged_on), pence, order: 1e12 + c.id });
  }
  for (const p of ledgers.payments) {
    if (p.member_id === null) continue;
    const pence = Number(p.amount_pence);
    push(payments, p.member_id, { on: day(p.paid_on), pence, method: p.method, order: p.id });
  }
  for (const [memberId, list] of charges) {
    const settled = paidCharges(list, payments.get(memberId) ?? []);
    for (const [key, by] of settled) {
      const sub = years.get(key);
      if (!sub) continue;
      const ofMember = paid.get(memberId) ?? new Map<number, PaidFromAccount>();
      ofMember.set(sub.year, {
        amountPence: sub.amountPence,
        paidOn: by.paidOn,
        method: by.method as PaymentMethod,
      });
      paid.set(memberId, ofMember);
    }
  }
  return paid;
}

/** `year`'s subscriptions paid from the members' accounts, by member. */
export async function yearPaidFromAccounts(db: Db, year: number): Promise<Map<number, PaidFromAccount>> {
  const payers = await repo.unrecordedSubscriptionPayers(db, year);
  const paid = await subscriptionsPaidFromAccounts(db, payers);
  const ofYear = new Map<number, PaidFromAccount>();
  for (const [memberId, years] of paid) {
    const sub = years.get(year);
    if (sub) ofYear.set(memberId, sub);
  }
  return ofYear;
}
