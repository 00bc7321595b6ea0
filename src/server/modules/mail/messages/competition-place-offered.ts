import { answerButtons, answerButtonsNote } from '../layout/answer-buttons';
import { composeMail, type Mail, type MailSettings } from '../layout/compose-mail';

export interface CompetitionPlaceOfferedInput extends MailSettings {
  firstName: string;
  competition: string;
  pair: number;
  /** The player already in the pair, his partner if he accepts. */
  partner: string | null;
  /** When the offer lapses, written out ('Friday 10 April 2026 at 14:00'). */
  expires: string;
  answers: { accept: string; decline: string };
}

/** To the first reserve still waiting, when a player withdraws: the place, with accept and decline buttons. */
export function competitionPlaceOfferedMessage(n: CompetitionPlaceOfferedInput): Mail {
  return composeMail(n, {
    title: `A place in the ${n.competition} is yours if you want it`,
    greeting: `Dear ${n.firstName},`,
    intro: [
      `A player has withdrawn from the ${n.competition}, and as the next reserve you are offered his place in pair ${n.pair}${n.partner ? `, partnering ${n.partner}` : ''}.`,
      `Please answer by ${n.expires}; after that the place is offered to the next reserve.`,
    ],
    answers: answerButtons([
      ['place-accept', n.answers.accept],
      ['place-decline', n.answers.decline],
    ]),
    outro: [answerButtonsNote()],
    reason: `You are receiving this e-mail because you are a reserve for the ${n.competition}.`,
  });
}
