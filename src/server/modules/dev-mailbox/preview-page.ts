import { escapeHtml } from '../../lib/escape-html';

/** The development pages that show e-mails: each message's HTML in a sandboxed frame, beside its text part. */
const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** The pages' own policy: their small style sheet, and frames from this site only. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export { MESSAGE_CSP } from '../mail/layout/message-csp';

const CSS = `body{font-family:system-ui,sans-serif;font-size:18px;line-height:1.5;margin:0 auto;padding:16px;max-width:1320px;color:#1b1b1b}
article{border-top:2px solid #0b3d2e;padding:8px 0 24px}
.pair{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
iframe{width:640px;max-width:100%;height:900px;border:1px solid #767676;background:#fff}
pre{flex:1 1 320px;min-width:0;white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f5ee;padding:12px;margin:0;font-size:16px}
a{color:#0b4f8a}`;

export interface PreviewItem {
  subject: string;
  /** A line under the subject: recipient and status, or who gets this kind of message. */
  about: string;
  text: string;
  /** Where the frame finds the HTML; none for a message queued without it. */
  htmlPath: string | null;
}

export function previewPage(title: string, intro: string, items: PreviewItem[]): string {
  const articles = items.map(
    (m) =>
      `<article><h2>${escapeHtml(m.subject)}</h2><p>${escapeHtml(m.about)}</p><div class="pair">${
        m.htmlPath
          ? `<iframe sandbox="" loading="lazy" title="${escapeHtml(`How it looks: ${m.subject}`)}" src="${escapeHtml(m.htmlPath)}"></iframe>`
          : ''
      }<pre aria-label="Text part">${linkify(m.text)}</pre></div></article>`,
  );
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${intro}</p>${articles.join('') || '<p>No messages yet.</p>'}</main></body></html>`;
}
