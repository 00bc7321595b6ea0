import { composeMail, type Mail } from '../layout/compose-mail';
import { bookingLines } from '../booking-lines';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/** To a member who has a place in a fixture (signed up, or added by a manager). */
export function fixturePlaceConfirmedMessage(n: FixtureMemberNotice): Mail {
  return composeMail(n, {
    title: `You have a place in ${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [`You are registered for ${fixtureWhere(n)}.`, ...bookingLines(n.booking)],
    action: { label: 'See the fixture and who is playing', url: n.link },
    outro: ['The event is attached for your calendar.'],
    reason: golfDayReason(n),
  });
}
