import { composeMail, emailLink, type MailSettings } from '../layout/compose-mail';

/** Forgot password: the link {PUBLIC_URL}/passwordreset?email=…&token=… (works once, for 1 hour). */
export function passwordResetMessage(n: MailSettings & { firstName: string; email: string; token: string }) {
  // The link signs in, resets or confirms: the outbox keeps the body only until it is sent.
  const mail = composeMail(n, {
    title: 'Reset your password',
    greeting: `Dear ${n.firstName},`,
    intro: [
      'We received a request to reset the password for your account.',
      'To choose a new password, use the button below. The link works once, within 1 hour.',
    ],
    action: {
      label: 'Choose a new password',
      url: emailLink(n.publicUrl, 'passwordreset', n.email, n.token),
    },
    outro: ['If you did not ask for this, you can ignore this e-mail: your password has not changed.'],
    reason: `You are receiving this e-mail because someone asked for a new password for your ${n.societyName} account.`,
  });
  return { ...mail, blankWhenSent: true as const };
}
