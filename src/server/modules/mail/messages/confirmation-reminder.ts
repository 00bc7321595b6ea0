import { composeMail, type MailSettings } from '../layout/compose-mail';
import { invitationLink } from './invitation';

/**
 * An address that is not confirmed yet, confirmed by choosing the password from this link (/passwordreset, 'Set
 * Your Password', 14 days): sent when an administrator resends the confirmation, and when the address is
 * registered again before it was confirmed. A password typed into a registration form before the address was
 * proven never signs in to such an account: whoever holds the mailbox chooses it.
 */
export function confirmationReminderMessage(
  n: MailSettings & {
    firstName: string;
    email: string;
    token: string;
    /** Registered again: the details of the registration this link belongs to, for the owner to check. */
    registeredAgain?: { name: string; house: string; yearLeft: number };
  },
) {
  const again = n.registeredAgain;
  // The link confirms the address and sets the password: the outbox keeps the body only until it is sent.
  const mail = composeMail(n, {
    title: 'Confirm your e-mail address and choose your password',
    greeting: `Dear ${n.firstName},`,
    intro: [
      again
        ? `This e-mail address was registered on the ${n.societyName} website more than once before it was confirmed. So that only the owner of this mailbox can log in, please confirm it by choosing your password with the button below. The link works for 14 days.`
        : `Please confirm your e-mail address for the ${n.societyName} website by choosing your password with the button below. The link works for 14 days.`,
      ...(again
        ? [
            `The registration is in the name of ${again.name}, ${again.house}, left in ${again.yearLeft}. If any of this is wrong, you can correct it in My Profile once you can log in.`,
          ]
        : []),
    ],
    action: { label: 'Choose my password', url: invitationLink(n.publicUrl, n.email, n.token) },
    outro: [
      'Once your membership has been approved you will be able to log in as a full member.',
      'If you did not register, you can ignore this e-mail.',
    ],
    reason: again
      ? `You are receiving this e-mail because this address was registered on the ${n.societyName} website.`
      : `You are receiving this e-mail because you registered on the ${n.societyName} website and an administrator has sent you a new confirmation link.`,
  });
  return { ...mail, blankWhenSent: true as const };
}
