import { escapeHtml } from './fixture-leave';

export interface FixtureNoticeInput {
  societyName: string;
  memberName: string;
  memberEmail: string;
  event: string;
  fixtureDate: string;
  location: string | null;
  playerCount: number;
}

/** Notice to a fixture's manager that a member has signed up (DESIGN.md gaps: e-mails). */
export function fixtureSignupMessage(n: FixtureNoticeInput) {
  const where = n.location ? ` at ${n.location}` : '';
  const subject = `${n.memberName} has signed up for ${n.event}`;
  const text = [
    `${n.memberName} (${n.memberEmail}) has signed up for ${n.event} on ${n.fixtureDate}${where}.`,
    '',
    `${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.`,
    '',
    n.societyName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(n.memberName)} (${escapeHtml(n.memberEmail)}) has signed up for <strong>${escapeHtml(n.event)}</strong> on ${escapeHtml(n.fixtureDate)}${escapeHtml(where)}.</p>`,
    `<p>${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.</p>`,
    `<p>${escapeHtml(n.societyName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
