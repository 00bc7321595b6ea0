import { describe, expect, it } from 'vitest';
import { settleSubscription, subscriptionYearOf, type SubscriptionTerms } from './subscription-charges';

const terms = (over: Partial<SubscriptionTerms> = {}): SubscriptionTerms => ({
  charge: null,
  year: 2026,
  currentYear: 2026,
  approved: true,
  subscriptionPence: 3000,
  ...over,
});
const unpaid = (amountPence = 3000, posted = true) => ({ amountPence, paid: false, posted });
const paid = (amountPence = 3000, posted = true) => ({ amountPence, paid: true, posted });

describe("the year's subscription as a charge", () => {
  it('charges every approved member this year, once', () => {
    expect(settleSubscription(terms())).toEqual({ kind: 'create', amountPence: 3000 });
    expect(settleSubscription(terms({ charge: unpaid() }))).toEqual({ kind: 'none' });
  });

  it('charges nobody awaiting approval or suspended; a suspended member keeps what was charged', () => {
    expect(settleSubscription(terms({ approved: false }))).toEqual({ kind: 'none' });
    expect(settleSubscription(terms({ approved: false, charge: unpaid() }))).toEqual({ kind: 'none' });
  });

  it('charges nothing when the subscription is set to nothing, and takes unpaid charges of this year off', () => {
    expect(settleSubscription(terms({ subscriptionPence: 0 }))).toEqual({ kind: 'none' });
    expect(settleSubscription(terms({ subscriptionPence: 0, charge: unpaid() }))).toEqual({ kind: 'remove' });
    expect(settleSubscription(terms({ subscriptionPence: 0, charge: paid() }))).toEqual({ kind: 'none' });
  });

  it('an unpaid charge follows the settings; a paid one keeps the price it was paid at', () => {
    expect(settleSubscription(terms({ subscriptionPence: 3500, charge: unpaid() }))).toEqual({
      kind: 'reprice',
      amountPence: 3500,
    });
    expect(settleSubscription(terms({ subscriptionPence: 3500, charge: paid() }))).toEqual({ kind: 'none' });
    expect(settleSubscription(terms({ subscriptionPence: 3500, charge: paid(0) }))).toEqual({ kind: 'none' });
  });

  it('a past year keeps what it charged, paid or not; a future year is not charged yet', () => {
    const past = { year: 2025, subscriptionPence: 3500 };
    expect(settleSubscription(terms(past))).toEqual({ kind: 'none' });
    expect(settleSubscription(terms({ ...past, charge: unpaid() }))).toEqual({ kind: 'none' });
    expect(settleSubscription(terms({ year: 2027 }))).toEqual({ kind: 'none' });
  });

  it('undone, a charge made only to carry the payment goes; this year it is owed at the settings', () => {
    expect(settleSubscription(terms({ year: 2025, charge: unpaid(2500, false) }))).toEqual({
      kind: 'remove',
    });
    expect(settleSubscription(terms({ year: 2027, charge: unpaid(2500, false) }))).toEqual({
      kind: 'remove',
    });
    expect(settleSubscription(terms({ charge: unpaid(2500, false) }))).toEqual({
      kind: 'reprice',
      amountPence: 3000,
    });
    expect(settleSubscription(terms({ charge: unpaid(3000, false) }))).toEqual({
      kind: 'reprice',
      amountPence: 3000,
    });
    expect(settleSubscription(terms({ approved: false, charge: unpaid(2500, false) }))).toEqual({
      kind: 'remove',
    });
  });

  it('the subscription year is the calendar year', () => {
    expect(subscriptionYearOf('2026-01-01')).toBe(2026);
    expect(subscriptionYearOf('2025-12-31')).toBe(2025);
  });
});
