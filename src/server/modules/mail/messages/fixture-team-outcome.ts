import { buildMail } from './account-mail';
import { fixtureWhere, type FixtureMemberNotice } from './fixture-member-notice';

const WORDS = {
  selected: { subject: 'You are selected', line: 'you are selected for the team' },
  reserve: { subject: 'You are a reserve', line: 'you are a reserve for the team' },
  none: { subject: 'Not chosen this time', line: 'you have not been chosen this time' },
} as const;

/** To each registered player when a match's team is published: selected, reserve or not chosen this time. */
export function fixtureTeamOutcomeMessage(
  n: FixtureMemberNotice & { outcome: 'selected' | 'reserve' | 'none' },
) {
  const w = WORDS[n.outcome];
  return buildMail(`${w.subject}: ${n.event}`, n.societyName, [
    `Dear ${n.firstName},`,
    `The team for ${fixtureWhere(n)} is published: ${w.line}.`,
    { before: 'The team:', link: n.link, label: n.link },
  ]);
}
