import { composeMail, type Mail } from '../layout/compose-mail';
import { bookingLines } from '../booking-lines';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/** To a member whose guest was waiting and has taken a place that came free. */
export function fixtureGuestPromotedMessage(n: FixtureMemberNotice & { guestName: string }): Mail {
  return composeMail(n, {
    title: `Your guest ${n.guestName} has a place in ${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `A place has come free in ${fixtureWhere(n)}, and your guest ${n.guestName}, who was waiting for one, now has it.`,
      ...bookingLines(n.booking),
    ],
    action: { label: 'See the fixture', url: n.link },
    reason: golfDayReason(n),
  });
}
