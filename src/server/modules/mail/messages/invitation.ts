import { composeMail, emailLink, type MailSettings } from '../layout/compose-mail';

export interface InvitationInput extends MailSettings {
  firstName: string;
  email: string;
  token: string;
}

/** The link of an invitation: /passwordreset, where the screen reads 'Set Your Password' (DESIGN.md). */
export const invitationLink = (publicUrl: string, email: string, token: string) =>
  emailLink(publicUrl, 'passwordreset', email, token);

/** Invitation to a member an administrator has imported: set a password to log in (valid 14 days). */
export function invitationMessage(n: InvitationInput) {
  // The link signs in, resets or confirms: the outbox keeps the body only until it is sent.
  const mail = composeMail(n, {
    title: 'Your membership: please set your password',
    greeting: `Dear ${n.firstName},`,
    intro: [
      `The ${n.societyName} has added you to its new members' website, where you can sign up for golf days, keep your details up to date, find other members and read the year books.`,
      'To log in for the first time, please set your password with the button below. The link works for 14 days.',
    ],
    action: { label: 'Set my password', url: invitationLink(n.publicUrl, n.email, n.token) },
    outro: [
      `Your user name is your e-mail address: ${n.email}`,
      `If the link has run out, or you were not expecting this e-mail, please write to ${n.contactEmail}.`,
    ],
    reason: `You are receiving this e-mail because the ${n.societyName} has you on its list of members.`,
  });
  return { ...mail, blankWhenSent: true as const };
}
