import { escapeHtml } from './fixture-leave';

export const CONFIRM_TTL_MS = 7 * 24 * 3_600_000;

/** A new confirmation link an administrator sends to a member who has not confirmed their address (7 days). */
export function confirmationReminderMessage(n: {
  societyName: string;
  publicUrl: string;
  firstName: string;
  email: string;
  token: string;
}) {
  const link = `${n.publicUrl.replace(/\/$/, '')}/confirmemail?email=${encodeURIComponent(n.email)}&token=${encodeURIComponent(n.token)}`;
  const subject = `Please confirm your e-mail address for the ${n.societyName}`;
  const text = [
    `Dear ${n.firstName},`,
    '',
    `Please confirm your e-mail address for the ${n.societyName} website by following this link (it works for 7 days):`,
    '',
    link,
    '',
    'Once your membership has been approved you will be able to log in as a full member.',
    '',
    n.societyName,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(n.firstName)},</p>`,
    `<p>Please <a href="${escapeHtml(link)}">confirm your e-mail address</a> for the ${escapeHtml(n.societyName)} website (the link works for 7 days).</p>`,
    '<p>Once your membership has been approved you will be able to log in as a full member.</p>',
    `<p>${escapeHtml(n.societyName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
