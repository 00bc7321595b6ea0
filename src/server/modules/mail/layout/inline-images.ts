import { randomUUID } from 'node:crypto';
import { CREST_PNG_BASE64 } from './crest-png';

/**
 * The crest travels inside the message as an inline attachment (Content-ID), never as a remote image that a mail
 * program would block or that would tell a tracker the mail was opened. The outbox stores only the HTML, which
 * refers to cid:crest@society; the worker gives each message a Content-ID of its own when it sends (RFC 2045 §7
 * and RFC 2392: a Content-ID is unique in the world), and previews swap in a data: URL.
 */
export const CREST_CID = 'crest@society';

/** The domain part of the sender's address (`Name <no-reply@example.org>`), for the Content-IDs. */
export const mailDomain = (from: string) => /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';

/** A stored message's HTML with the crest's own Content-ID, and the crest as its inline attachment. */
export function inlineImagesFor(html: string | null | undefined, domain: string) {
  if (!html?.includes(`cid:${CREST_CID}`)) return { html: html ?? undefined, attachments: [] };
  const cid = `crest.${randomUUID()}@${domain}`;
  return {
    html: html.replaceAll(`cid:${CREST_CID}`, `cid:${cid}`),
    attachments: [
      {
        filename: 'crest.png',
        content: Buffer.from(CREST_PNG_BASE64, 'base64'),
        contentType: 'image/png',
        cid,
        contentDisposition: 'inline' as const,
      },
    ],
  };
}

/** The HTML as a browser can show it on its own (the development previews). */
export const withDataImages = (html: string) =>
  html.replaceAll(`cid:${CREST_CID}`, `data:image/png;base64,${CREST_PNG_BASE64}`);
