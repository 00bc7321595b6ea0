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

/** A paragraph of a message: plain text, or text with one link. */
export type Para = string | { before: string; link: string; label: string; after?: string };

/** Builds the plain-text and HTML bodies from the same paragraphs, signed with the society's name. */
export function buildMail(subject: string, societyName: string, paras: Para[]): Mail {
  const all: Para[] = [...paras, societyName];
  const text = all
    .map((p) => (typeof p === 'string' ? p : `${p.before}\n\n${p.link}${p.after ? `\n\n${p.after}` : ''}`))
    .join('\n\n');
  const html = all
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtmlText(p)}</p>`
        : `<p>${escapeHtmlText(p.before)} <a href="${escapeHtmlText(p.link)}">${escapeHtmlText(p.label)}</a>${p.after ? ` ${escapeHtmlText(p.after)}` : ''}</p>`,
    )
    .join('\n');
  return { subject, text, html };
}
