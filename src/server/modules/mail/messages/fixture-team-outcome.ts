import { composeMail, type Mail } from '../layout/compose-mail';
import { fixtureWhere, golfDayReason, type FixtureMemberNotice } from '../fixture-member-notice';

const WORDS = {
  selected: { title: 'You are selected', line: 'you are selected for the team' },
  reserve: { title: 'You are a reserve', line: 'you are a reserve for the team' },
  none: { title: 'Not chosen this time', line: 'you have not been chosen this time' },
} as const;

/** To each registered player when a match's team is published: selected, reserve or not chosen this time. */
export function fixtureTeamOutcomeMessage(
  n: FixtureMemberNotice & { outcome: 'selected' | 'reserve' | 'none' },
): Mail {
  const w = WORDS[n.outcome];
  return composeMail(n, {
    title: `${w.title}: ${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [`The team for ${fixtureWhere(n)} is published: ${w.line}.`],
    action: { label: 'See the team', url: n.link },
    outro: n.outcome === 'none' ? undefined : ['The event is attached for your calendar.'],
    reason: golfDayReason(n),
  });
}
