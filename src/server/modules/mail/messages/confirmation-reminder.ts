import { composeMail, emailLink, type MailSettings } from '../layout/compose-mail';

/** A new confirmation link an administrator sends to a member who has not confirmed their address (7 days). */
export function confirmationReminderMessage(
  n: MailSettings & { firstName: string; email: string; token: string },
) {
  // The link signs in, resets or confirms: the outbox keeps the body only until it is sent.
  const mail = composeMail(n, {
    title: 'Confirm your e-mail address',
    greeting: `Dear ${n.firstName},`,
    intro: [
      `Please confirm your e-mail address for the ${n.societyName} website with the button below. The link works for 7 days.`,
    ],
    action: {
      label: 'Confirm my e-mail address',
      url: emailLink(n.publicUrl, 'confirmemail', n.email, n.token),
    },
    outro: ['Once your membership has been approved you will be able to log in as a full member.'],
    reason: `You are receiving this e-mail because you registered on the ${n.societyName} website and an administrator has sent you a new confirmation link.`,
  });
  return { ...mail, blankWhenSent: true as const };
}
