import { composeMail, type Mail } from '../layout/compose-mail';
import { bookingLines } from '../booking-lines';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/** To a member who has booked the dinner only (no place in the golf). */
export function fixtureDinnerBookedMessage(n: FixtureMemberNotice): Mail {
  return composeMail(n, {
    title: `You are booked for the dinner at ${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `You have booked the dinner only at ${fixtureWhere(n)}: you are not playing, and you hold no place in the golf.`,
      ...bookingLines(n.booking),
    ],
    action: { label: 'See or change your booking', url: n.link },
    outro: ['The event is attached for your calendar.'],
    reason: golfDayReason(n),
  });
}
