import { composeMail, type Mail } from '../layout/compose-mail';
import { bookingLines } from '../booking-lines';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/**
 * To a member whose booking (guests, dinners) has changed: by themself, or by an administrator's change to the
 * fixture (`changes` says what that did to it). Says what the booking now is.
 */
export function fixtureBookingChangedMessage(n: FixtureMemberNotice & { changes?: string[] }): Mail {
  const byEdit = !!n.changes?.length;
  return composeMail(n, {
    title: `Your booking for ${n.event} has changed`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      byEdit
        ? `The fixture's details for ${fixtureWhere(n)} have been changed, and with them your booking:`
        : `Your booking for ${fixtureWhere(n)} is changed as you asked.`,
      ...(n.changes ?? []),
      ...(n.booking
        ? [
            n.booking.dinnerOnly ? 'You have booked the dinner only.' : 'This is your booking now.',
            ...bookingLines(n.booking),
            ...(n.booking.guests.length ? [] : ['You are bringing no guests.']),
          ]
        : ['You no longer have a booking for this fixture.']),
    ],
    action: { label: 'See or change your booking', url: n.link },
    reason: golfDayReason(n),
  });
}
