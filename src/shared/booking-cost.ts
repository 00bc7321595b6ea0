import type { Fees } from './schemas/fixture-bookings';

/**
 * What a booking costs, in pence: the member fee for a member who plays, the guest fee for each guest who plays,
 * and the dinner-only fee for the member and each guest of a dinner-only booking. A golfer's fee covers the dinner
 * when there is one (the society charges one fee for the day). A fee the fixture does not set counts 0; `priced`
 * is false when any part of the booking has no fee, so the screen can say the cost is not yet known in full.
 */
export function bookingCostPence(
  fees: Fees | null,
  booking: { guests: number; dinnerOnly: boolean },
): { pence: number; priced: boolean } {
  if (!fees) return { pence: 0, priced: false };
  const people = 1 + booking.guests;
  if (booking.dinnerOnly) {
    return { pence: people * (fees.dinnerOnlyPence ?? 0), priced: fees.dinnerOnlyPence !== null };
  }
  const guestsPriced = booking.guests === 0 || fees.guestPence !== null;
  return {
    pence: (fees.memberPence ?? 0) + booking.guests * (fees.guestPence ?? 0),
    priced: fees.memberPence !== null && guestsPriced,
  };
}
