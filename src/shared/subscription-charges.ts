/**
 * The year's subscription as a charge (decision 0061): what one member's charge for one year should be, given the
 * society's subscription now. The daily job, an approval, a change of the amount in the settings and an undone
 * subscription all ask this; the job's bulk statements (subscription-charges.repository.ts) do the same for
 * everyone at once.
 */

/** A member's charge for a year as it stands. */
export interface SubscriptionCharge {
  amountPence: number;
  /** A payment was recorded against it in Subscriptions. */
  paid: boolean;
  /** Charged by the rule (the job, an approval), not made only to carry a payment recorded for its year. */
  posted: boolean;
}

export type SubscriptionChange =
  | { kind: 'none' }
  | { kind: 'create'; amountPence: number }
  | { kind: 'reprice'; amountPence: number }
  | { kind: 'remove' };

export interface SubscriptionTerms {
  charge: SubscriptionCharge | null;
  year: number;
  /** The year the society charges now: this year, in London. */
  currentYear: number;
  /** Approved members are charged; a suspended one keeps what was charged but is not charged anew. */
  approved: boolean;
  /** The society's subscription in the settings now; 0 charges nothing. */
  subscriptionPence: number;
}

const NONE: SubscriptionChange = { kind: 'none' };

/**
 * - A paid charge keeps the price it was paid at, whatever the settings say later.
 * - Only this year is charged by the rule: a past year keeps what it charged; a charge made only to carry a payment
 *   (not posted) goes once that payment is undone.
 * - This year: every approved member is charged the subscription in the settings; an unpaid charge follows the
 *   settings when they change, and goes when the subscription is set to nothing.
 */
export function settleSubscription(t: SubscriptionTerms): SubscriptionChange {
  const { charge } = t;
  if (charge?.paid) return NONE;
  if (t.year !== t.currentYear) return charge && !charge.posted ? { kind: 'remove' } : NONE;
  if (t.subscriptionPence <= 0) return charge ? { kind: 'remove' } : NONE;
  if (!charge) return t.approved ? { kind: 'create', amountPence: t.subscriptionPence } : NONE;
  if (!charge.posted && !t.approved) return { kind: 'remove' };
  if (charge.amountPence !== t.subscriptionPence || !charge.posted) {
    return { kind: 'reprice', amountPence: t.subscriptionPence };
  }
  return NONE;
}

/** The subscription year of a day (YYYY-MM-DD): the calendar year, as the Subscriptions screen counts it. */
export const subscriptionYearOf = (day: string) => Number(day.slice(0, 4));
