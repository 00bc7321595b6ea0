import { formatPence } from '@shared/money';

/** A balance in words for the treasurer: 'Owes £42.50', 'In credit £3.00', 'Nothing owed'. */
export function balanceWords(pence: number): string {
  if (pence > 0) return `Owes ${formatPence(pence)}`;
  if (pence < 0) return `In credit ${formatPence(-pence)}`;
  return 'Nothing owed';
}

/** How many members, in words: '1 member', '12 members'. */
export const membersText = (n: number) => (n === 1 ? '1 member' : `${n.toLocaleString('en-GB')} members`);
