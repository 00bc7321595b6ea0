import { buildMail, emailLink } from './account-mail';

/** Forgot password: the link {PUBLIC_URL}/passwordreset?email=…&token=… (works once, for 1 hour). */
export function passwordResetMessage(n: {
  societyName: string;
  publicUrl: string;
  firstName: string;
  email: string;
  token: string;
}) {
  const link = emailLink(n.publicUrl, 'passwordreset', n.email, n.token);
  return buildMail(`Reset your ${n.societyName} password`, n.societyName, [
    `Dear ${n.firstName},`,
    'We received a request to reset the password for your account.',
    {
      before: 'To choose a new password, follow this link (it works once, within 1 hour):',
      link,
      label: 'reset my password',
    },
    'If you did not ask for this, you can ignore this email: your password has not changed.',
  ]);
}
