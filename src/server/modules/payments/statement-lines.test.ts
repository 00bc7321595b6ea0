import { describe, expect, it } from 'vitest';
import { balanceOfLines, statementLines, type LedgerRows } from './statement-lines';

const charge = (over: Partial<LedgerRows['charges'][number]> & { id: number }) => ({
  fixture_id: 3,
  description: 'Spring Meeting, Tue 12 May 2026',
  amount_pence: 4500,
  status: 'active',
  charged_on: '2026-04-01',
  cancelled_on: null,
  cancel_reason: null,
  created_at: `2026-04-01T10:00:0${over.id}.000Z`,
  updated_at: `2026-04-01T10:00:0${over.id}.000Z`,
  ...over,
});

describe("a member's statement", () => {
  it('lists charges, credits and payments oldest first, and they add up to the balance', () => {
    const lines = statementLines({
      charges: [
        charge({ id: 1 }),
        charge({
          id: 2,
          description: 'Summer Meeting, Tue 9 Jun 2026',
          fixture_id: 4,
          status: 'cancelled',
          cancelled_on: '2026-04-20',
          cancel_reason: 'withdrew in time',
        }),
      ],
      payments: [
        {
          id: 9,
          amount_pence: 4500,
          paid_on: '2026-04-10',
          method: 'bank transfer',
          note: 'from the statement',
          created_at: '2026-04-11T09:00:00.000Z',
          subscription_year: null,
        },
      ],
      subscriptionCharges: [],
    });
    expect(lines.map((l) => [l.date, l.kind, l.amountPence, l.description])).toEqual([
      ['2026-04-01', 'charge', 4500, 'Spring Meeting, Tue 12 May 2026'],
      ['2026-04-01', 'charge', 4500, 'Summer Meeting, Tue 9 Jun 2026'],
      ['2026-04-10', 'payment', -4500, 'Payment received, bank transfer'],
      [
        '2026-04-20',
        'credit',
        -4500,
        'Summer Meeting, Tue 9 Jun 2026: place given up by the withdraw-by date',
      ],
    ]);
    expect(lines[2].paymentId).toBe(9);
    expect(lines[0].fixtureId).toBe(3);
    // Two charged, one paid and one cancelled: nothing owed.
    expect(balanceOfLines(lines)).toBe(0);
  });

  it('a charge kept after withdraw-by stays a charge; the treasurer sees the notes of payments', () => {
    const lines = statementLines(
      {
        charges: [charge({ id: 1, status: 'kept' })],
        payments: [
          {
            id: 2,
            amount_pence: 1000,
            paid_on: '2026-04-02',
            method: 'cheque',
            note: 'cheque 000123',
            created_at: '2026-04-02T09:00:00.000Z',
            subscription_year: null,
          },
        ],
        subscriptionCharges: [],
      },
      { withNotes: true },
    );
    expect(lines.map((l) => l.description)).toEqual([
      'Spring Meeting, Tue 12 May 2026',
      'Payment received, cheque: cheque 000123',
    ]);
    expect(balanceOfLines(lines)).toBe(3500);
  });

  it("the year's subscription is a charge, and a subscription recorded is a payment against it, undone in Subscriptions", () => {
    const subscriptionCharge = {
      id: 4,
      year: 2026,
      amount_pence: 3000,
      charged_on: '2026-01-01',
      created_at: '2026-01-01T00:05:00.000Z',
    };
    const owed = statementLines({ charges: [], payments: [], subscriptionCharges: [subscriptionCharge] });
    expect(owed.map((l) => [l.date, l.kind, l.amountPence, l.description, l.fixtureId])).toEqual([
      ['2026-01-01', 'charge', 3000, 'Subscription 2026', null],
    ]);
    expect(balanceOfLines(owed)).toBe(3000);

    const paid = statementLines({
      charges: [],
      payments: [
        {
          id: 7,
          amount_pence: 3000,
          paid_on: '2026-01-05',
          method: 'standing order',
          note: 'Subscription 2026',
          created_at: '2026-01-06T09:00:00.000Z',
          subscription_year: 2026,
        },
      ],
      subscriptionCharges: [subscriptionCharge],
    });
    expect(paid.map((l) => [l.kind, l.amountPence, l.description, l.paymentId])).toEqual([
      ['charge', 3000, 'Subscription 2026', null],
      ['payment', -3000, 'Subscription 2026 paid, standing order', null],
    ]);
    expect(balanceOfLines(paid)).toBe(0);
  });
});
