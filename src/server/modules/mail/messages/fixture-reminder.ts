import type { PlaceStatus } from '../../calendar/fixture-event';
import { buildMail, type Para } from './account-mail';

export interface FixtureReminderInput {
  societyName: string;
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

/** The member's place (golf days add the waiting list and its position here). */
const placeLine = (p: PlaceStatus) => (p.kind === 'registered' ? 'You have a place.' : '');

/** REMINDER_DAYS before a fixture, to each member on its list (DESIGN.md 'Keeping members informed'). */
export function fixtureReminderMessage(n: FixtureReminderInput) {
  const where = n.location ? ` at ${n.location}` : '';
  const others = n.otherPlayers.length
    ? `Also playing: ${n.otherPlayers.join(', ')}.`
    : 'No one else has registered yet.';
  const paras: Para[] = [
    `Dear ${n.firstName},`,
    `A reminder that ${n.event} is on ${n.fixtureDate}${where}. ${placeLine(n.place)}`,
    n.manager ? `The manager is ${n.manager}.` : 'The fixture has no manager named yet.',
    others,
    {
      before: `If you can no longer play, please withdraw on the website by ${n.withdrawBy}:`,
      link: n.withdrawUrl,
      label: 'withdraw from this fixture',
    },
    'The event is attached for your calendar.',
    {
      before: 'You receive these reminders because you are registered for the fixture. To stop them:',
      link: n.unsubscribeUrl,
      label: 'unsubscribe from reminders',
    },
  ];
  return buildMail(`Reminder: ${n.event} on ${n.fixtureDate}`, n.societyName, paras);
}
