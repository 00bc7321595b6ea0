import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_FEE_PENCE, MEMBERSHIP_FEE_TEXT } from './constants';
import { formatPounds } from './schemas/member-data';

describe('the membership fee', () => {
  it('is one figure: the text members read names the amount the treasurer records by default', () => {
    expect(MEMBERSHIP_FEE_PENCE).toBe(3000);
    expect(formatPounds(MEMBERSHIP_FEE_PENCE)).toBe('£30.00');
    expect(MEMBERSHIP_FEE_TEXT).toBe(
      'Membership costs £30 per year, payable by standing order, and allows you to play in any of the society’s events.',
    );
  });
});
