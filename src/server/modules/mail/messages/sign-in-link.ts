import { EMAIL_LINK_TTL_MINUTES } from '@shared/schemas/email-link';
import { composeMail, siteLink, type MailSettings } from '../layout/compose-mail';

/** {PUBLIC_URL}/signin/{token}, with the page to open afterwards when the member asked from one. */
export const signInLinkUrl = (publicUrl: string, token: string, next: string | null) =>
  `${siteLink(publicUrl, `signin/${encodeURIComponent(token)}`)}${next ? `?next=${encodeURIComponent(next)}` : ''}`;

/** Sign in by e-mail link (decision 0041): the link works once, within 15 minutes. */
export function signInLinkMessage(
  n: MailSettings & { firstName: string; token: string; next: string | null },
) {
  // The link signs in: the outbox keeps the body only until it is sent.
  const mail = composeMail(n, {
    title: 'Your link to sign in',
    greeting: `Dear ${n.firstName},`,
    intro: [
      `You asked for a link to sign in to the ${n.societyName} website.`,
      `Use the button below, then press "Sign me in". The link works once, within ${EMAIL_LINK_TTL_MINUTES} minutes.`,
    ],
    action: { label: 'Sign me in', url: signInLinkUrl(n.publicUrl, n.token, n.next) },
    outro: [
      `Once signed in you can choose a new password in My Profile without typing the old one, within the first ${EMAIL_LINK_TTL_MINUTES} minutes.`,
      'If you did not ask for this, you can ignore this e-mail: nobody can sign in without the link.',
    ],
    reason: `You are receiving this e-mail because someone asked for a sign-in link for your ${n.societyName} account.`,
  });
  return { ...mail, blankWhenSent: true as const };
}
