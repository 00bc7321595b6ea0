import { composeMail, siteLink, type Mail, type MailSettings } from '../layout/compose-mail';

/** Sent when the password of an account is changed (from My Profile, or with a reset link; not an invitation). */
export function passwordChangedMessage(n: MailSettings & { firstName: string }): Mail {
  return composeMail(n, {
    title: 'Your password was changed',
    greeting: `Dear ${n.firstName},`,
    intro: [
      'The password of your account has just been changed, and every other signed-in session has ended.',
      `If this was not you, choose a new password now with the button below, and write to us at ${n.contactEmail}.`,
    ],
    action: { label: 'Choose a new password', url: siteLink(n.publicUrl, 'forgotpassword') },
    reason: `You are receiving this e-mail because the password of your ${n.societyName} account was changed.`,
  });
}
