import type { PlaceStatus } from '../../../lib/place-status';
import { composeMail, type Mail, type MailSettings } from '../layout/compose-mail';

export interface FixtureReminderInput extends MailSettings {
  firstName: string;
  event: string;
  fixtureDate: string;
  location: string | null;
  manager: string | null;
  /** The others on the list, in the order they joined. */
  otherPlayers: string[];
  place: PlaceStatus;
  /** The page where the member withdraws, and the last day they can. */
  withdrawUrl: string;
  withdrawBy: string;
  unsubscribeUrl: string;
}

/** The member's place: a place, or their position on the waiting list. */
const placeLine = (p: PlaceStatus) =>
  p.kind === 'registered'
    ? 'You have a place.'
    : `You are number ${p.position} on the waiting list: if a place comes free, it is yours at once and we will e-mail you.`;

/** REMINDER_DAYS before a fixture, to each member on its list (DESIGN.md 'Keeping members informed'). */
export function fixtureReminderMessage(n: FixtureReminderInput): Mail {
  const where = n.location ? ` at ${n.location}` : '';
  const others = n.otherPlayers.length
    ? `Also playing: ${n.otherPlayers.join(', ')}.`
    : 'No one else has registered yet.';
  return composeMail(n, {
    title: `Reminder: ${n.event} on ${n.fixtureDate}`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `A reminder that ${n.event} is on ${n.fixtureDate}${where}. ${placeLine(n.place)}`.trim(),
      n.manager ? `The manager is ${n.manager}.` : 'The fixture has no manager named yet.',
      others,
      `If you can no longer play, please withdraw on the website by ${n.withdrawBy}.`,
    ],
    action: { label: 'See the fixture', url: n.withdrawUrl },
    outro: ['The event is attached for your calendar.'],
    reason:
      'You are receiving this e-mail because you are registered for this fixture and receive reminders.',
    unsubscribe: { label: 'Unsubscribe from reminders', url: n.unsubscribeUrl },
  });
}
