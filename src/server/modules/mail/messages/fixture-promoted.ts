import { composeMail, type Mail } from '../layout/compose-mail';
import { bookingLines } from '../booking-lines';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/** To the first on the waiting list when a place frees up: they have it at once. */
export function fixturePromotedMessage(n: FixtureMemberNotice): Mail {
  return composeMail(n, {
    title: `You have a place in ${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `A place has come free in ${fixtureWhere(n)}, and as first on the waiting list it is yours: you are now registered.`,
      'If you can no longer play, please leave the fixture on its page.',
      ...bookingLines(n.booking),
    ],
    action: { label: 'See the fixture', url: n.link },
    outro: ['The event is attached for your calendar.'],
    reason: golfDayReason(n),
  });
}
