import type { AnnouncementPreview as Preview } from '@shared/schemas/announcements';

/**
 * The message exactly as the server will send it: its HTML from the server, in a frame sandboxed without scripts
 * (the message's inline styles need a policy of their own, which this page does not give), and its text part.
 */
export function AnnouncementPreview({
  preview,
  draft,
}: {
  preview: Preview;
  draft: { subject: string; body: string };
}) {
  const query = new URLSearchParams({ subject: draft.subject, body: draft.body });
  return (
    <section className="announcement-preview" aria-labelledby="announcement-preview-heading">
      <h3 id="announcement-preview-heading">Preview</h3>
      <p className="announcement-preview__subject">
        <span className="announcement-preview__label">Subject:</span> {preview.subject || '(no subject yet)'}
      </p>
      <iframe
        className="announcement-preview__frame"
        title="The announcement as it will arrive"
        // Same origin, so the administrator's session cookie goes with the request; never scripts.
        sandbox="allow-same-origin"
        src={`/api/admin/announcements/preview.html?${query.toString()}`}
      />
      <details>
        <summary>The plain-text part</summary>
        <pre className="announcement-preview__text">{preview.text}</pre>
      </details>
    </section>
  );
}
