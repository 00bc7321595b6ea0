import { composeMail, siteLink, type Mail } from '../layout/compose-mail';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

const CANCELLED_PLACES = {
  registered: 'You had a place in it. You need do nothing more.',
  waiting: 'You were on its waiting list. You need do nothing more.',
  dinner: 'You had booked its dinner. You need do nothing more.',
} as const;

/**
 * To each member on a fixture's lists (the dinner-only bookings too) when an administrator deletes the fixture: it will not take
 * place. The fixture's page has gone with it, so the button leads to the fixture list.
 */
export function fixtureCancelledMessage(
  n: FixtureMemberNotice & { list: 'registered' | 'waiting' | 'dinner' },
): Mail {
  return composeMail(n, {
    title: `${n.event} on ${n.fixtureDate} is cancelled`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `${fixtureWhere(n)} has been cancelled.`,
      CANCELLED_PLACES[n.list],
      ...(n.booking?.guests.length ? ['Your guests are not expected either.'] : []),
    ],
    action: { label: 'See the other fixtures', url: siteLink(n.publicUrl, 'fixtures') },
    reason: golfDayReason(n),
  });
}
