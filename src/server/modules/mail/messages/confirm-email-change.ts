import { buildMail, emailLink } from './account-mail';

/** Address change: the link {PUBLIC_URL}/confirmemailchange?email=…&token=…, sent to the new address (7 days). */
export function confirmEmailChangeMessage(n: {
  societyName: string;
  publicUrl: string;
  firstName: string;
  newEmail: string;
  token: string;
}) {
  const link = emailLink(n.publicUrl, 'confirmemailchange', n.newEmail, n.token);
  return buildMail(`Confirm your new ${n.societyName} email address`, n.societyName, [
    `Dear ${n.firstName},`,
    `You asked to use ${n.newEmail} for your ${n.societyName} account.`,
    {
      before: 'To start using this address, follow this link (it works once, within 7 days):',
      link,
      label: 'confirm my new email address',
    },
    'Until then, your account keeps its old address. If you did not ask for this, you can ignore this email.',
  ]);
}
