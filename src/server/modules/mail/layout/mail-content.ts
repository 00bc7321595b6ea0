/**
 * What an e-mail says, before it is laid out: composeMail (compose-mail.ts) takes it, and the HTML and text
 * renderers read it. It sits apart from composeMail, which calls those renderers, so that they need not import
 * the module that imports them.
 */
import type { TextPart } from '@shared/plain-text-links';
import { DEFAULT_COLOURS } from '@shared/schemas/settings';

export interface MailSettings {
  societyName: string;
  /** PUBLIC_URL: every link in an e-mail starts with it. */
  publicUrl: string;
  /** CONTACT_EMAIL, named in every footer. */
  contactEmail: string;
  /** The society's colours and crest, as the settings now are. */
  look: MailLook;
}

/** How an e-mail looks: the settings' colours and crest (decision 0059). */
export interface MailLook {
  colours: { primary: string; accent: string };
  /**
   * The crest the society uploaded, as an absolute address; null for the site's own, which travels inside the
   * message as a PNG (a mail program shows no SVG).
   */
  crestUrl: string | null;
}

/** The first settings' look: for a tool that sends without the society's settings (mail:test), and tests. */
export const DEFAULT_MAIL_LOOK: MailLook = { colours: DEFAULT_COLOURS, crestUrl: null };

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
