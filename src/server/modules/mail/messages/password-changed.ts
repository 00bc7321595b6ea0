import { buildMail, siteLink } from './account-mail';

/** Sent when the password of an account is changed (from My Profile, or with a reset or invitation link). */
export function passwordChangedMessage(n: {
  societyName: string;
  publicUrl: string;
  firstName: string;
  contactEmail: string;
}) {
  return buildMail(`Your ${n.societyName} password was changed`, n.societyName, [
    `Dear ${n.firstName},`,
    'The password of your account has just been changed, and every other signed-in session has ended.',
    {
      before: 'If this was not you, choose a new password now:',
      link: siteLink(n.publicUrl, 'forgotpassword'),
      label: 'reset my password',
      after: `and write to us at ${n.contactEmail}.`,
    },
  ]);
}
