import { composeMail, emailLink, type Mail, type MailSettings } from '../layout/compose-mail';

/** The link in the notice: {PUBLIC_URL}/cancelemailchange?email=…&token=… (the old address; 14 days, once). */
export const cancelEmailChangeLink = (publicUrl: string, oldEmail: string, token: string) =>
  emailLink(publicUrl, 'cancelemailchange', oldEmail, token);

/**
 * Address change: sent to the old address when a change is asked for, and again when it takes effect, each with
 * a link that cancels it, signs the account out everywhere and asks for a new password.
 */
export function emailChangeNoticeMessage(
  n: MailSettings & { firstName: string; email: string; newEmail: string; done: boolean; token: string },
): Mail {
  return composeMail(n, {
    title: n.done ? 'Your e-mail address has changed' : 'Your e-mail address is changing',
    greeting: `Dear ${n.firstName},`,
    intro: [
      n.done
        ? `Your account now uses ${n.newEmail}; this address no longer signs in.`
        : `Someone signed in to your account asked to change its e-mail address to ${n.newEmail}. The change takes effect only when the link sent to that address is followed.`,
      'If this was not you, use the button below: it cancels the change, signs your account out everywhere and sends you a link to choose a new password. The link works once, within 14 days.',
    ],
    action: {
      label: 'This was not me: cancel the change',
      url: cancelEmailChangeLink(n.publicUrl, n.email, n.token),
    },
    outro: [`If you need help, please write to us at ${n.contactEmail}.`],
    reason: `You are receiving this e-mail because it is the address of your ${n.societyName} account.`,
  });
}
