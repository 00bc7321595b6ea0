import { composeMail, type Mail } from '../layout/compose-mail';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/** To a member taken off a fixture's list or waiting list (by themself or by a manager). */
export function fixtureLeftMessage(n: FixtureMemberNotice & { list: 'registered' | 'waiting' }): Mail {
  const what = n.list === 'waiting' ? 'the waiting list for ' : '';
  return composeMail(n, {
    title: `You are no longer on ${what}${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [`You are no longer on ${what}${fixtureWhere(n)}.`],
    action: { label: 'See the fixture', url: n.link },
    reason: golfDayReason(n),
  });
}
