import { CREST_PNG_BASE64 } from './crest-png';

/**
 * The crest travels inside the message as an inline attachment (Content-ID), never as a remote image that a mail
 * program would block or that would tell a tracker the mail was opened. The outbox stores only the HTML, which
 * refers to cid:crest@society; the worker attaches the picture when it sends, and previews swap in a data: URL.
 */
export const CREST_CID = 'crest@society';

export function inlineAttachmentsFor(html: string | null | undefined) {
  if (!html?.includes(`cid:${CREST_CID}`)) return [];
  return [
    {
      filename: 'crest.png',
      content: Buffer.from(CREST_PNG_BASE64, 'base64'),
      contentType: 'image/png',
      cid: CREST_CID,
      contentDisposition: 'inline' as const,
    },
  ];
}

/** The HTML as a browser can show it on its own (the development previews). */
export const withDataImages = (html: string) =>
  html.replaceAll(`cid:${CREST_CID}`, `data:image/png;base64,${CREST_PNG_BASE64}`);
