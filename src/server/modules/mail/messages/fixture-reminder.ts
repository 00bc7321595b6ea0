import type { PlaceStatus } from '../../../lib/place-status';
import { answerButtons, answerButtonsNote } from '../layout/answer-buttons';
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
  /** The fixture's page on the website, and the last day the member can withdraw. */
  withdrawUrl: string;
  withdrawBy: string;
  /**
   * The member's one-click answers (modules/act): with a place, 'I'm still playing' then 'I can no longer play';
   * on the waiting list, 'Keep my place on the waiting list' then 'Take me off the waiting list'.
   */
  answers: { stay: string; go: string };
  unsubscribeUrl: string;
}

/** The member's place: a place, or their position on the waiting list. */
const placeLine = (p: PlaceStatus) =>
  p.kind !== 'waiting'
    ? 'You have a place.'
    : `You are number ${p.position} on the waiting list: if a place comes free, it is yours at once and we will e-mail you.`;

/** REMINDER_DAYS before a fixture, to each member on its list (DESIGN.md 'Keeping members informed'). */
export function fixtureReminderMessage(n: FixtureReminderInput): Mail {
  const where = n.location ? ` at ${n.location}` : '';
  const others = n.otherPlayers.length
    ? `Also playing: ${n.otherPlayers.join(', ')}.`
    : 'No one else has registered yet.';
  const placed = n.place.kind === 'registered';
  return composeMail(n, {
    title: `Reminder: ${n.event} on ${n.fixtureDate}`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `A reminder that ${n.event} is on ${n.fixtureDate}${where}. ${placeLine(n.place)}`.trim(),
      n.manager ? `The manager is ${n.manager}.` : 'The fixture has no manager named yet.',
      others,
      placed
        ? `Are you still playing? Please tap your answer. If you can no longer play, please tell us by ${n.withdrawBy}, so that someone else can have your place.`
        : 'Do you still want a place? Please tap your answer.',
    ],
    answers: answerButtons(
      placed
        ? [
            ['still-playing', n.answers.stay],
            ['cannot-play', n.answers.go],
          ]
        : [
            ['keep-waiting', n.answers.stay],
            ['leave-waiting', n.answers.go],
          ],
    ),
    outro: [
      answerButtonsNote('until the fixture starts'),
      ['You can also see the fixture on the website: ', { link: n.withdrawUrl, label: n.withdrawUrl }],
      'The event is attached for your calendar.',
    ],
    reason:
      'You are receiving this e-mail because you are registered for this fixture and receive reminders.',
    unsubscribe: { label: 'Unsubscribe from reminders', url: n.unsubscribeUrl },
  });
}
