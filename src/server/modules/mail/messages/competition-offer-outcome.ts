import { composeMail, type Mail, type MailSettings } from '../layout/compose-mail';

export interface CompetitionOfferOutcomeInput extends MailSettings {
  firstName: string;
  competition: string;
  /** accepted: the place is his; gone: another reserve took it first; lapsed: no answer in time. */
  outcome: 'accepted' | 'gone' | 'lapsed';
  pair: number;
  link: string;
}

const WORDS = {
  accepted: (n: CompetitionOfferOutcomeInput) => ({
    title: `You are in the ${n.competition} side`,
    line: `The place in pair ${n.pair} is yours. The captains have been told.`,
  }),
  gone: (n: CompetitionOfferOutcomeInput) => ({
    title: `The place in the ${n.competition} has gone`,
    line: 'Another reserve took the place first. You stay on the list of reserves, in your order.',
  }),
  lapsed: (n: CompetitionOfferOutcomeInput) => ({
    title: `The offer of a place in the ${n.competition} has lapsed`,
    line: 'We had no answer in time, so the place has been offered to the next reserve.',
  }),
};

/** To a reserve: the place he accepted is his, or it had gone to another, or his offer lapsed. */
export function competitionOfferOutcomeMessage(n: CompetitionOfferOutcomeInput): Mail {
  const w = WORDS[n.outcome](n);
  return composeMail(n, {
    title: w.title,
    greeting: `Dear ${n.firstName},`,
    intro: [w.line],
    action: { label: 'See the team', url: n.link },
    reason: `You are receiving this e-mail because you are a reserve for the ${n.competition}.`,
  });
}
