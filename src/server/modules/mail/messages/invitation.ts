import { escapeHtml } from './fixture-leave';

export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;

export interface InvitationInput {
  societyName: string;
  publicUrl: string;
  firstName: string;
  email: string;
  token: string;
  contactEmail: string;
}

/** The link of an invitation: /passwordreset, where the screen reads 'Set Your Password' (DESIGN.md). */
export const invitationLink = (publicUrl: string, email: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/passwordreset?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

/** Invitation to a member an administrator has imported: set a password to log in (valid 14 days). */
export function invitationMessage(n: InvitationInput) {
  const link = invitationLink(n.publicUrl, n.email, n.token);
  const subject = `Your ${n.societyName} membership: please set your password`;
  const text = [
    `Dear ${n.firstName},`,
    '',
    `The ${n.societyName} has added you to its new members' website, where you can sign up for golf days, keep your details up to date, find other members and read the year books.`,
    '',
    'To log in for the first time, please set your password by following this link (it works for 14 days):',
    '',
    link,
    '',
    `Your user name is your e-mail address: ${n.email}`,
    '',
    `If the link has run out, or you were not expecting this e-mail, please write to ${n.contactEmail}.`,
    '',
    n.societyName,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(n.firstName)},</p>`,
    `<p>The ${escapeHtml(n.societyName)} has added you to its new members' website, where you can sign up for golf days, keep your details up to date, find other members and read the year books.</p>`,
    `<p>To log in for the first time, please <a href="${escapeHtml(link)}">set your password</a> (the link works for 14 days).</p>`,
    `<p>Your user name is your e-mail address: ${escapeHtml(n.email)}</p>`,
    `<p>If the link has run out, or you were not expecting this e-mail, please write to ${escapeHtml(n.contactEmail)}.</p>`,
    `<p>${escapeHtml(n.societyName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
