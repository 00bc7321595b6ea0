import { useMemo } from 'react';
import type { AnnouncementPreview as Preview } from '@shared/schemas/announcements';

/**
 * The message's words and links as the server will send them. Its HTML is the server's own rendering of the
 * author's plain text (every character escaped, only links added); the e-mail's inline styles are left out, since
 * this page's Content-Security-Policy allows no inline style, and the plain-text part is shown below.
 */
function withoutInlineStyles(html: string): string {
  // The server's markup quotes every attribute with " (and escapes any " inside), so these patterns are exact.
  const body = html.replace(/^[\s\S]*?<body[^>]*>/, '').replace(/<\/body>[\s\S]*$/, '');
  return body
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div><\/div>/, '')
    .replace(/<img[^>]*>/g, '')
    .replace(/\sstyle="[^"]*"/g, '');
}

export function AnnouncementPreview({ preview }: { preview: Preview }) {
  const html = useMemo(() => withoutInlineStyles(preview.html), [preview.html]);
  return (
    <section className="announcement-preview" aria-labelledby="announcement-preview-heading">
      <h3 id="announcement-preview-heading">Preview</h3>
      <p className="announcement-preview__subject">
        <span className="announcement-preview__label">Subject:</span> {preview.subject || '(no subject yet)'}
      </p>
      <div className="announcement-preview__body" dangerouslySetInnerHTML={{ __html: html }} />
      <details>
        <summary>The plain-text part</summary>
        <pre className="announcement-preview__text">{preview.text}</pre>
      </details>
    </section>
  );
}
