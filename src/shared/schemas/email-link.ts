import { z } from 'zod';
import { emailField } from './member-fields';

/**
 * Sign in by e-mail link (DESIGN.md 'From the inbox', decision 0041): a member asks for a link, which works once,
 * within 15 minutes, at /signin/{token}; its one button sends the token back and starts an ordinary session.
 */

/** How long a link works, and how long after it the member may choose a new password without the old one. */
export const EMAIL_LINK_TTL_MINUTES = 15;
/** Links one address can be sent in an hour; a fourth request in the hour answers 429. */
export const EMAIL_LINKS_PER_HOUR = 3;

export const EMAIL_LINK_SENT_TEXT = (email: string) =>
  `If ${email} belongs to a member who can sign in this way, we have sent it a link to sign in. The link works once, within ${EMAIL_LINK_TTL_MINUTES} minutes.`;
export const EMAIL_LINK_TOO_MANY_TEXT = `We have already sent ${EMAIL_LINKS_PER_HOUR} links to sign in to this address in the last hour. Please use the newest one, or sign in with your password.`;
export const EMAIL_LINK_INVALID_TEXT =
  'This sign-in link has already been used or has run out (a link works once, within 15 minutes). Please ask for a new one on the login page.';

export const emailLinkRequestSchema = z.object({
  email: emailField,
  /** The page to open once signed in (a path on this site only; anything else is dropped). */
  next: z.string().max(2000).optional(),
});
export type EmailLinkRequest = z.input<typeof emailLinkRequestSchema>;
export const emailLinkRequestResponseSchema = z.object({ sent: z.literal(true) });

export const emailLinkSignInSchema = z.object({ token: z.string().min(1).max(200) });
export type EmailLinkSignIn = z.input<typeof emailLinkSignInSchema>;
