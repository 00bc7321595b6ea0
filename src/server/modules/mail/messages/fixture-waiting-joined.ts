import { composeMail, type Mail } from '../layout/compose-mail';
import { bookingLines } from '../booking-lines';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/** To a member put on a full fixture's waiting list, with their position. */
export function fixtureWaitingJoinedMessage(n: FixtureMemberNotice & { position: number }): Mail {
  return composeMail(n, {
    title: `You are number ${n.position} on the waiting list for ${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `Every place in ${fixtureWhere(n)} is taken, so you are number ${n.position} on its waiting list.`,
      'When a place frees up, the first on the waiting list gets it at once, and we will e-mail you.',
      ...bookingLines(n.booking),
    ],
    action: { label: 'See the fixture', url: n.link },
    reason: golfDayReason(n),
  });
}
