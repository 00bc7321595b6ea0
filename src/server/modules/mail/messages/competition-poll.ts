import { answerButtons, answerButtonsNote } from '../layout/answer-buttons';
import { composeMail, type Mail, type MailSettings } from '../layout/compose-mail';

export interface CompetitionPollInput extends MailSettings {
  firstName: string;
  competition: string;
  /** 'First round Thursday 9 April 2026', one line per date. */
  dates: string[];
  captains: string;
  /** The competition's page in the members' area, where the answer can be given with dates and a note too. */
  link: string;
  answers: { available: string; reserve: string; unavailable: string };
  /** A reminder to one who has not answered yet. */
  reminder: boolean;
}

/** The captain's availability poll (and its reminder) to each member who may play. */
export function competitionPollMessage(n: CompetitionPollInput): Mail {
  return composeMail(n, {
    title: `${n.reminder ? 'Reminder: are' : 'Are'} you available for the ${n.competition}?`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `The captain (${n.captains}) is picking the side for the ${n.competition}${n.reminder ? ' and has not had your answer yet' : ''}. The dates:`,
      ...n.dates,
      'Please tap your answer.',
    ],
    answers: answerButtons([
      ['team-available', n.answers.available],
      ['team-reserve', n.answers.reserve],
      ['team-unavailable', n.answers.unavailable],
    ]),
    outro: [
      answerButtonsNote(),
      ['To tell the captain dates you cannot make, or add a note: ', { link: n.link, label: n.link }],
    ],
    reason: `You are receiving this e-mail because you may play for the society in the ${n.competition}.`,
  });
}
