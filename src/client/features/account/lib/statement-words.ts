import { formatPence } from '@shared/money';
import type { StatementLineKind } from '@shared/schemas/money';

/** The balance as the member reads it at once: what they owe, their credit, or that nothing is owed. */
export function balanceWords(balancePence: number): string {
  if (balancePence > 0) return `You owe ${formatPence(balancePence)}`;
  if (balancePence < 0) return `You are ${formatPence(-balancePence)} in credit`;
  return 'Nothing owed';
}

const KIND_WORDS: Record<StatementLineKind, string> = {
  charge: 'Charge',
  payment: 'Payment',
  credit: 'Credit',
};

/** A line's kind as a word for its column. */
export const lineKindWords = (kind: StatementLineKind) => KIND_WORDS[kind];

/**
 * A line's amount: a charge as it is ('£45.00'), a payment or a credit with the minus sign that takes it off the
 * balance ('−£45.00'), so that the column adds up to the balance.
 */
export const lineAmountText = (amountPence: number) => formatPence(amountPence);

/** The society's bank details (PAYMENT_DETAILS, '\n' between lines) as their lines, blank lines left out. */
export const paymentDetailLines = (details: string | null): string[] =>
  (details ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
