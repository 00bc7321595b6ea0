import { ACTION_LABELS } from '@shared/act-words';
import { ordinal } from '@shared/team-rules';
import { composeMail, type Mail, type MailSettings } from '../layout/compose-mail';

export type TeamOutcome =
  { kind: 'pair'; pair: number; partner: string } | { kind: 'reserve'; order: number } | { kind: 'none' };

export interface CompetitionTeamOutcomeInput extends MailSettings {
  firstName: string;
  competition: string;
  /** The first day of play, written out. */
  firstDay: string | null;
  outcome: TeamOutcome;
  /** The competition's page. */
  link: string;
  /** A player's one-click link that gives up his place (a reserve is offered it at once). */
  withdrawLink?: string;
}

const title = (n: CompetitionTeamOutcomeInput) =>
  n.outcome.kind === 'pair'
    ? `You are selected for the ${n.competition}`
    : n.outcome.kind === 'reserve'
      ? `You are a reserve for the ${n.competition}`
      : `The ${n.competition}: not chosen this time`;

const line = (n: CompetitionTeamOutcomeInput) => {
  const o = n.outcome;
  if (o.kind === 'pair') return `You are in pair ${o.pair} in the order of play, partnering ${o.partner}.`;
  if (o.kind === 'reserve')
    return `You are the ${ordinal(o.order)} reserve: if a player withdraws, the place is offered to the reserves in order, by e-mail.`;
  return 'You have not been chosen this time. Thank you for making yourself available.';
};

/** When the captain publishes the team: each player his partner and place, each reserve his order, the others. */
export function competitionTeamOutcomeMessage(n: CompetitionTeamOutcomeInput): Mail {
  return composeMail(n, {
    title: title(n),
    greeting: `Dear ${n.firstName},`,
    intro: [
      `The captain has published the side for the ${n.competition}${n.firstDay ? `, first day ${n.firstDay}` : ''}.`,
      line(n),
    ],
    ...(n.outcome.kind === 'pair' && n.withdrawLink
      ? {
          answers: [
            { label: 'See the team', url: n.link },
            { label: ACTION_LABELS['place-withdraw'], url: n.withdrawLink },
          ],
        }
      : { action: { label: 'See the team', url: n.link } }),
    outro:
      n.outcome.kind === 'pair'
        ? [
            'If you can no longer play, say so at once with the button above or on the website, so that a reserve can have your place.',
          ]
        : undefined,
    reason: `You are receiving this e-mail because you may play for the society in the ${n.competition}.`,
  });
}
