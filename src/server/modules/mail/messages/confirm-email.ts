import { composeMail, emailLink, type MailSettings } from '../layout/compose-mail';

/** After registration: the link {PUBLIC_URL}/confirmemail?email=…&token=… (works for 7 days). */
export function confirmEmailMessage(n: MailSettings & { firstName: string; email: string; token: string }) {
  // The link signs in, resets or confirms: the outbox keeps the body only until it is sent.
  const mail = composeMail(n, {
    title: 'Confirm your e-mail address',
    greeting: `Dear ${n.firstName},`,
    intro: [
      `Thank you for registering with the ${n.societyName}.`,
      'Please confirm your e-mail address with the button below. The link works for 7 days.',
    ],
    action: {
      label: 'Confirm my e-mail address',
      url: emailLink(n.publicUrl, 'confirmemail', n.email, n.token),
    },
    outro: [
      'Once an administrator has approved your membership you will receive another e-mail, and you will then be able to log in as a full member.',
      'If you did not register, you can ignore this e-mail.',
    ],
    reason: `You are receiving this e-mail because someone registered on the ${n.societyName} website with this address.`,
  });
  return { ...mail, blankWhenSent: true as const };
}
