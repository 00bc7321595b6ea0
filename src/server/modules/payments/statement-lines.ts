import { sumPence } from '@shared/money';
import { CANCEL_REASONS, creditDescription, type CancelReason } from '@shared/charge-rules';
import type { PaymentMethod, StatementLine } from '@shared/schemas/money';

/** The rows of a member's ledger as read. */
export interface LedgerRows {
  charges: {
    id: number;
    fixture_id: number | null;
    description: string;
    amount_pence: number;
    status: string;
    charged_on: string;
    cancelled_on: string | null;
    cancel_reason: string | null;
    created_at: string;
    /** When it last changed: for a cancelled charge, when it was cancelled. */
    updated_at: string;
  }[];
  payments: {
    id: number;
    amount_pence: number;
    paid_on: string;
    method: string;
    note: string;
    created_at: string;
    /** The year of the subscription it pays, recorded in Subscriptions (and undone there); null for others. */
    subscription_year: number | null;
  }[];
  /** The year's subscription charged (decision 0061). */
  subscriptionCharges: {
    id: number;
    year: number;
    amount_pence: number;
    charged_on: string;
    created_at: string;
  }[];
}

const METHOD_WORDS: Record<PaymentMethod, string> = {
  'bank transfer': 'bank transfer',
  'standing order': 'standing order',
  cheque: 'cheque',
  cash: 'cash',
  card: 'card',
};
const methodWords = (method: string) => METHOD_WORDS[method as PaymentMethod] ?? method;

const isReason = (r: string | null): r is CancelReason => r !== null && r in CANCEL_REASONS;

/**
 * A member's statement lines, oldest first, signed so that they add up to the balance: each charge (> 0), and when
 * it was cancelled its credit (< 0) on the day it was; each year's subscription charged; each payment (< 0), a
 * subscription's named as such and without an id (it is undone in Subscriptions). A payment's note is the
 * treasurer's: `withNotes` for the treasurer's own view.
 */
export function statementLines(rows: LedgerRows, { withNotes = false } = {}): StatementLine[] {
  const lines: (StatementLine & { order: string })[] = [];
  for (const c of rows.charges) {
    const amount = Number(c.amount_pence);
    lines.push({
      date: c.charged_on,
      description: c.description,
      amountPence: amount,
      kind: 'charge',
      fixtureId: c.fixture_id,
      paymentId: null,
      order: `${c.created_at}|0|${c.id}`,
    });
    if (c.status === 'cancelled') {
      lines.push({
        date: c.cancelled_on ?? c.charged_on,
        description: isReason(c.cancel_reason)
          ? creditDescription(c.description, c.cancel_reason)
          : `${c.description}: cancelled`,
        amountPence: -amount,
        kind: 'credit',
        fixtureId: c.fixture_id,
        paymentId: null,
        order: `${c.updated_at}|1|${c.id}`,
      });
    }
  }
  for (const s of rows.subscriptionCharges) {
    lines.push({
      date: s.charged_on,
      description: `Subscription ${s.year}`,
      amountPence: Number(s.amount_pence),
      kind: 'charge',
      fixtureId: null,
      paymentId: null,
      order: `${s.created_at}|0|s${s.id}`,
    });
  }
  for (const p of rows.payments) {
    const note = withNotes && p.note ? `: ${p.note}` : '';
    const year = p.subscription_year;
    lines.push({
      date: p.paid_on,
      description:
        year === null
          ? `Payment received, ${methodWords(p.method)}${note}`
          : `Subscription ${year} paid, ${methodWords(p.method)}`,
      amountPence: -Number(p.amount_pence),
      kind: 'payment',
      fixtureId: null,
      paymentId: year === null ? p.id : null,
      order: `${p.created_at}|2|${p.id}`,
    });
  }
  lines.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.order < b.order ? -1 : a.order > b.order ? 1 : 0,
  );
  return lines.map(({ order: _order, ...line }) => line);
}

/** The balance the lines come to (> 0: owed to the society). */
export const balanceOfLines = (lines: StatementLine[]) => sumPence(lines.map((l) => l.amountPence));
