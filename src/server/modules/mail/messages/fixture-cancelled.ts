import { composeMail, siteLink, type Mail } from '../layout/compose-mail';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

/**
 * To each member on a fixture's list or waiting list when an administrator deletes the fixture: it will not take
 * place. The fixture's page has gone with it, so the button leads to the fixture list.
 */
export function fixtureCancelledMessage(n: FixtureMemberNotice & { list: 'registered' | 'waiting' }): Mail {
  return composeMail(n, {
    title: `${n.event} on ${n.fixtureDate} is cancelled`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `${fixtureWhere(n)} has been cancelled.`,
      n.list === 'waiting'
        ? 'You were on its waiting list. You need do nothing more.'
        : 'You had a place in it. You need do nothing more.',
    ],
    action: { label: 'See the other fixtures', url: siteLink(n.publicUrl, 'fixtures') },
    reason: golfDayReason(n),
  });
}
