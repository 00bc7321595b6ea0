import { buildMail, emailLink } from './account-mail';

/** After registration: the link {PUBLIC_URL}/confirmemail?email=…&token=… (works for 7 days). */
export function confirmEmailMessage(n: {
  societyName: string;
  publicUrl: string;
  firstName: string;
  email: string;
  token: string;
}) {
  const link = emailLink(n.publicUrl, 'confirmemail', n.email, n.token);
  return buildMail(`Please confirm your email address for the ${n.societyName}`, n.societyName, [
    `Dear ${n.firstName},`,
    `Thank you for registering with the ${n.societyName}.`,
    {
      before: 'Please confirm your email address by following this link (it works for 7 days):',
      link,
      label: 'confirm my email address',
    },
    'Once an administrator has approved your membership you will receive another email, and you will then be able to log in as a full member.',
    'If you did not register, you can ignore this email.',
  ]);
}
