import { composeMail, siteLink, type MailContent, type MailSettings } from '../layout/compose-mail';
import { bookingNoticeLines, type BookingSummary } from '../booking-lines';

export interface FixtureNoticeInput extends MailSettings {
  memberName: string;
  memberEmail: string;
  event: string;
  fixtureDate: string;
  location: string | null;
  playerCount: number;
  /** The member's booking: their guests and dinners (what they booked, or what went with them). */
  booking?: BookingSummary;
}

/** The notice to a fixture's managers that a member has signed up or withdrawn (DESIGN.md gaps: e-mails). */
export function fixtureNotice(
  n: FixtureNoticeInput,
  what: 'has signed up for' | 'has withdrawn from',
): MailContent {
  const where = n.location ? ` at ${n.location}` : '';
  const dinnerOnly = n.booking?.dinnerOnly ?? false;
  const did = dinnerOnly
    ? what === 'has signed up for'
      ? 'has booked the dinner only at'
      : 'has cancelled their dinner-only booking at'
    : what;
  return {
    title: `${n.memberName} ${did} ${n.event}`,
    intro: [
      `${n.memberName} (${n.memberEmail}) ${did} ${n.event} on ${n.fixtureDate}${where}.`,
      ...bookingNoticeLines(n.booking),
      `${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.`,
    ],
    action: { label: 'See the fixtures', url: siteLink(n.publicUrl, 'fixtures') },
    reason: `You are receiving this e-mail because you are a manager of ${n.event} on the ${n.societyName} website.`,
  };
}

export function fixtureSignupMessage(n: FixtureNoticeInput) {
  return composeMail(n, fixtureNotice(n, 'has signed up for'));
}
