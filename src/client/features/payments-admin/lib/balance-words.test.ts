import { describe, expect, it } from 'vitest';
import { balanceWords, membersText } from './balance-words';

describe('balanceWords', () => {
  it('says what a member owes, what is theirs in credit, or that nothing is owed', () => {
    expect(balanceWords(4250)).toBe('Owes £42.50');
    expect(balanceWords(-300)).toBe('In credit £3.00');
    expect(balanceWords(0)).toBe('Nothing owed');
    expect(balanceWords(123456)).toBe('Owes £1,234.56');
  });

  it('counts members', () => {
    expect(membersText(1)).toBe('1 member');
    expect(membersText(1200)).toBe('1,200 members');
  });
});
