import { composeMail, type Mail } from '../layout/compose-mail';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/**
 * To a member taken off a fixture's list or waiting list, or whose dinner-only booking is cancelled (by themself
 * or by a manager); their guests, named, went with them.
 */
export function fixtureLeftMessage(
  n: FixtureMemberNotice & { list: 'registered' | 'waiting' | 'dinner'; guests?: string[] },
): Mail {
  const guests = n.guests?.length
    ? [
        `Your ${n.guests.length === 1 ? 'guest' : 'guests'} ${n.guests.join(', ')} ${n.guests.length === 1 ? 'is' : 'are'} no longer booked either.`,
      ]
    : [];
  if (n.list === 'dinner') {
    return composeMail(n, {
      title: `Your dinner booking for ${n.event} is cancelled`,
      greeting: `Dear ${n.firstName},`,
      intro: [`Your booking for the dinner only at ${fixtureWhere(n)} is cancelled.`, ...guests],
      action: { label: 'See the fixture', url: n.link },
      reason: golfDayReason(n),
    });
  }
  const what = n.list === 'waiting' ? 'the waiting list for ' : '';
  return composeMail(n, {
    title: `You are no longer on ${what}${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [`You are no longer on ${what}${fixtureWhere(n)}.`, ...guests],
    action: { label: 'See the fixture', url: n.link },
    reason: golfDayReason(n),
  });
}
