/**
 * THE way to write an e-mail (every message in ../messages/ does it; issue 22):
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
import type { TextPart } from '@shared/plain-text-links';
import { renderEmailHtml } from './email-html';
import { plainTextOf } from './plain-text';

export interface MailSettings {
  societyName: string;
  /** PUBLIC_URL: every link in an e-mail starts with it. */
  publicUrl: string;
  /** CONTACT_EMAIL, named in every footer. */
  contactEmail: string;
}

export interface MailAction {
  /** The button's words, a verb first ('Confirm my e-mail address'). */
  label: string;
  url: string;
}

/** A paragraph: plain text, or text with web addresses in it (an announcement's links, made clickable). */
export type Paragraph = string | TextPart[];

export interface MailContent {
  /** What the e-mail is for; the heading, and the subject with ' – {society name}' after it. */
  title: string;
  greeting?: string;
  intro: Paragraph[];
  /** The one call to action: a large button, with its address written out below it. */
  action?: MailAction;
  /**
   * Or the reader's answers (one-click links: 'I'm still playing', 'I can no longer play'), each a large button
   * with its address written out below it, in this order, in place of `action`.
   */
  answers?: MailAction[];
  outro?: Paragraph[];
  /** Why the reader gets this e-mail, in the footer beside the contact address. */
  reason: string;
  /** Announcements and reminders: the footer's link to stop them (no signing in needed). */
  unsubscribe?: MailAction;
}

/** The buttons of a message: its answers, or its one action. */
export const buttonsOf = (c: MailContent): MailAction[] => c.answers ?? (c.action ? [c.action] : []);

/** A paragraph's words, with each link's address in place of its label (the text part, the preview line). */
export const paragraphText = (p: Paragraph) =>
  typeof p === 'string' ? p : p.map((x) => (typeof x === 'string' ? x : x.link)).join('');

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
