import { ACTION_LABELS } from '@shared/act-words';
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
    answers: [
      { label: ACTION_LABELS['place-accept'], url: n.answers.accept },
      { label: ACTION_LABELS['place-decline'], url: n.answers.decline },
    ],
    outro: [
      'Each button opens a page on the website that asks you to confirm; it works for you only. No password is needed.',
    ],
    reason: `You are receiving this e-mail because you are a reserve for the ${n.competition}.`,
  });
}
