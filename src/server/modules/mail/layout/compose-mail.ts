/**
 * THE way to write an e-mail (every message in ../messages/ does it, so every e-mail has one layout):
 *
 *   export function somethingMessage(n: MailSettings & { firstName: string; … }): Mail {
 *     return composeMail(n, {
 *       title: 'Confirm your e-mail address',           // subject: 'Confirm your e-mail address – {society}'
 *       greeting: `Dear ${n.firstName},`,
 *       intro: ['Thank you for registering …'],          // paragraphs above the button
 *       action: { label: 'Confirm my e-mail address', url: siteLink(n.publicUrl, 'confirmemail') },
 *       outro: ['The link works for 7 days.'],           // paragraphs below it (optional)
 *       reason: 'You are receiving this because …',      // footer: why the reader gets it
 *     });
 *   }
 *
 * and queue its answer with enqueueMail(trx, { to, ...message }, now). Every value is plain text: the HTML is
 * escaped by React, the text part is written as is. composeMail is synchronous, so a message can be built inside a
 * transaction (with a token made there); the renderer is loaded the first time a message is built.
 * Previews of every message with demo data: /dev/mail-samples (development only; see mail-samples.ts).
 */
import { renderEmailHtml } from './email-html';
import type { MailContent, MailSettings } from './mail-content';
import { plainTextOf } from './plain-text';

// The messages name a mail's parts from here, beside composeMail; the renderers read them from mail-content.ts.
export type { MailAction, MailContent, MailLook, MailSettings, Paragraph } from './mail-content';
export { DEFAULT_MAIL_LOOK } from './mail-content';
export { buttonsOf } from './mail-content';

export interface Mail {
  subject: string;
  text: string;
  html: string;
  /** The body holds a link that signs in, resets or confirms: the outbox blanks it once sent. */
  blankWhenSent?: boolean;
}

export function composeMail(settings: MailSettings, content: MailContent): Mail {
  return {
    subject: `${content.title} – ${settings.societyName}`,
    text: plainTextOf(settings, content),
    html: renderEmailHtml(settings, content),
  };
}

/** {PUBLIC_URL}/{path}?email=…&token=… */
export const emailLink = (publicUrl: string, path: string, email: string, token: string) =>
  `${siteLink(publicUrl, path)}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

export const siteLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}/${path}`;
