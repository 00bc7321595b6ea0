import type { FixtureNoticeInput } from './fixture-signup';

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Notice to a fixture's manager that a member has withdrawn (DESIGN.md gaps: e-mails). */
export function fixtureLeaveMessage(n: FixtureNoticeInput) {
  const where = n.location ? ` at ${n.location}` : '';
  const subject = `${n.memberName} has withdrawn from ${n.event}`;
  const text = [
    `${n.memberName} (${n.memberEmail}) has withdrawn from ${n.event} on ${n.fixtureDate}${where}.`,
    '',
    `${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.`,
    '',
    n.societyName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(n.memberName)} (${escapeHtml(n.memberEmail)}) has withdrawn from <strong>${escapeHtml(n.event)}</strong> on ${escapeHtml(n.fixtureDate)}${escapeHtml(where)}.</p>`,
    `<p>${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.</p>`,
    `<p>${escapeHtml(n.societyName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
