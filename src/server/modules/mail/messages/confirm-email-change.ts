import { composeMail, emailLink, type Mail, type MailSettings } from '../layout/compose-mail';

/** Address change: the link {PUBLIC_URL}/confirmemailchange?email=…&token=…, sent to the new address (7 days). */
export function confirmEmailChangeMessage(
  n: MailSettings & { firstName: string; newEmail: string; token: string },
): Mail {
  // The link signs in, resets or confirms: the outbox keeps the body only until it is sent.
  const mail = composeMail(n, {
    title: 'Confirm your new e-mail address',
    greeting: `Dear ${n.firstName},`,
    intro: [
      `You asked to use ${n.newEmail} for your ${n.societyName} account.`,
      'To start using this address, use the button below. The link works once, within 7 days.',
    ],
    action: {
      label: 'Confirm my new e-mail address',
      url: emailLink(n.publicUrl, 'confirmemailchange', n.newEmail, n.token),
    },
    outro: [
      'Until then, your account keeps its old address. If you did not ask for this, you can ignore this e-mail.',
    ],
    reason: `You are receiving this e-mail because someone asked to use this address for an account on the ${n.societyName} website.`,
  });
  return { ...mail, blankWhenSent: true as const };
}
