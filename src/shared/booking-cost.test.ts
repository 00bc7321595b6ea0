import { describe, expect, it } from 'vitest';
import { bookingCostPence } from './booking-cost';

const fees = { memberPence: 4500, guestPence: 6000, dinnerOnlyPence: 3250 };

describe('bookingCostPence', () => {
  it('charges a golfer the member fee and each guest the guest fee', () => {
    expect(bookingCostPence(fees, { guests: 0, dinnerOnly: false })).toEqual({ pence: 4500, priced: true });
    expect(bookingCostPence(fees, { guests: 2, dinnerOnly: false })).toEqual({ pence: 16500, priced: true });
  });

  it('charges a dinner-only booking the dinner-only fee for the member and each guest', () => {
    expect(bookingCostPence(fees, { guests: 1, dinnerOnly: true })).toEqual({ pence: 6500, priced: true });
  });

  it('says when the fixture sets no fee for part of the booking', () => {
    expect(bookingCostPence(null, { guests: 0, dinnerOnly: false })).toEqual({ pence: 0, priced: false });
    const noGuestFee = { ...fees, guestPence: null };
    expect(bookingCostPence(noGuestFee, { guests: 0, dinnerOnly: false })).toEqual({
      pence: 4500,
      priced: true,
    });
    expect(bookingCostPence(noGuestFee, { guests: 1, dinnerOnly: false })).toEqual({
      pence: 4500,
      priced: false,
    });
  });
});
