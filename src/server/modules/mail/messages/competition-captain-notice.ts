import { composeMail, type Mail, type MailSettings } from '../layout/compose-mail';

export interface CompetitionCaptainNoticeInput extends MailSettings {
  competition: string;
  /** What happened, in a sentence: 'J. Smith has withdrawn from pair 2.' */
  what: string;
  /** What happens next: 'The place is offered to P. Jones, who has until …'. */
  next: string | null;
  link: string;
}

/** To a competition's captains at every step of a withdrawal: the withdrawal, each offer and its answer. */
export function competitionCaptainNoticeMessage(n: CompetitionCaptainNoticeInput): Mail {
  return composeMail(n, {
    title: `${n.competition}: ${n.what.replace(/\.$/, '')}`,
    greeting: 'Dear Captain,',
    intro: [n.what, ...(n.next ? [n.next] : [])],
    action: { label: 'See the team', url: n.link },
    reason: `You are receiving this e-mail because you are a captain of the ${n.competition}.`,
  });
}
