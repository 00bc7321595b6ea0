import { composeMail, siteLink, type MailContent, type MailSettings } from '../layout/compose-mail';

export interface FixtureNoticeInput extends MailSettings {
  memberName: string;
  memberEmail: string;
  event: string;
  fixtureDate: string;
  location: string | null;
  playerCount: number;
}

/** The notice to a fixture's managers that a member has signed up or withdrawn (DESIGN.md gaps: e-mails). */
export function fixtureNotice(
  n: FixtureNoticeInput,
  what: 'has signed up for' | 'has withdrawn from',
): MailContent {
  const where = n.location ? ` at ${n.location}` : '';
  return {
    title: `${n.memberName} ${what} ${n.event}`,
    intro: [
      `${n.memberName} (${n.memberEmail}) ${what} ${n.event} on ${n.fixtureDate}${where}.`,
      `${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.`,
    ],
    action: { label: 'See the fixtures', url: siteLink(n.publicUrl, 'fixtures') },
    reason: `You are receiving this e-mail because you are a manager of ${n.event} on the ${n.societyName} website.`,
  };
}

export function fixtureSignupMessage(n: FixtureNoticeInput) {
  return composeMail(n, fixtureNotice(n, 'has signed up for'));
}
