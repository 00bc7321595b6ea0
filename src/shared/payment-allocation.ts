/**
 * Which of a member's charges their payments have paid (decision 0065): money not recorded against one charge pays
 * the oldest charges first. A charge is paid once the payments made so far cover it and every older charge; it is
 * paid by the payment that completed it. Whole pence only.
 */

export interface AllocatedCharge {
  /** Names the charge to the caller (for example 's2026' for a year's subscription). */
  key: string;
  /** The day it was charged, YYYY-MM-DD. */
  on: string;
  pence: number;
  /** Among charges of the same day, the lower goes first. */
  order: number;
}

export interface AllocatedPayment {
  on: string;
  pence: number;
  method: string;
  /** Among payments of the same day, the lower goes first. */
  order: number;
}

export interface PaidBy {
  paidOn: string;
  method: string;
}

const byDayThenOrder = (a: { on: string; order: number }, b: { on: string; order: number }) =>
  a.on < b.on ? -1 : a.on > b.on ? 1 : a.order - b.order;

/** The charges the payments pay in full, oldest first, each with the payment that completed it. */
export function paidCharges(
  charges: readonly AllocatedCharge[],
  payments: readonly AllocatedPayment[],
): Map<string, PaidBy> {
  const paid = new Map<string, PaidBy>();
  const money = [...payments].filter((p) => p.pence > 0).sort(byDayThenOrder);
  let next = 0;
  let left = money[0]?.pence ?? 0;
  for (const charge of [...charges].filter((c) => c.pence > 0).sort(byDayThenOrder)) {
    let owed = charge.pence;
    let last: AllocatedPayment | undefined;
    while (owed > 0 && next < money.length) {
      const taken = Math.min(owed, left);
      owed -= taken;
      left -= taken;
      last = money[next];
      if (left === 0) {
        next += 1;
        left = money[next]?.pence ?? 0;
      }
    }
    // The money has run out: this charge and every later one are owed.
    if (owed > 0 || !last) break;
    paid.set(charge.key, { paidOn: last.on, method: last.method });
  }
  return paid;
}
