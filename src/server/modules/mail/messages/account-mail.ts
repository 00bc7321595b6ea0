import type { TextPart } from '@shared/plain-text-links';

/** Pieces shared by the account e-mails: links into the site and HTML escaping of every value. */
export function escapeHtmlText(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** {PUBLIC_URL}/{path}?email=…&token=… */
export const emailLink = (publicUrl: string, path: string, email: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/${path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

export const siteLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}/${path}`;

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of a message: plain text, text with one link, or text with links anywhere (an announcement). */
export type Para =
  string | { before: string; link: string; label: string; after?: string } | { parts: TextPart[] };

const partsText = (parts: TextPart[]) => parts.map((x) => (typeof x === 'string' ? x : x.link)).join('');
const partsHtml = (parts: TextPart[]) =>
  parts
    .map((x) =>
      typeof x === 'string'
        ? escapeHtmlText(x).replace(/\n/g, '<br>')
        : `<a href="${escapeHtmlText(x.link)}">${escapeHtmlText(x.label)}</a>`,
    )
    .join('');

/** Builds the plain-text and HTML bodies from the same paragraphs, signed with the society's name. */
export function buildMail(subject: string, societyName: string, paras: Para[]): Mail {
  const all: Para[] = [...paras, societyName];
  const text = all
    .map((p) =>
      typeof p === 'string'
        ? p
        : 'parts' in p
          ? partsText(p.parts)
          : `${p.before}\n\n${p.link}${p.after ? `\n\n${p.after}` : ''}`,
    )
    .join('\n\n');
  const html = all
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtmlText(p)}</p>`
        : 'parts' in p
          ? `<p>${partsHtml(p.parts)}</p>`
          : `<p>${escapeHtmlText(p.before)} <a href="${escapeHtmlText(p.link)}">${escapeHtmlText(p.label)}</a>${p.after ? ` ${escapeHtmlText(p.after)}` : ''}</p>`,
    )
    .join('\n');
  return { subject, text, html };
}
