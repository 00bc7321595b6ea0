import type { AnnouncementPreview as Preview } from '@shared/schemas/announcements';

/**
 * The message exactly as the server will send it. Its HTML is the server's own rendering of the author's plain
 * text (every character escaped, only links added), so it is shown as it is.
 */
export function AnnouncementPreview({ preview }: { preview: Preview }) {
  return (
    <section className="announcement-preview" aria-labelledby="announcement-preview-heading">
      <h3 id="announcement-preview-heading">Preview</h3>
      <p className="announcement-preview__subject">
        <span className="announcement-preview__label">Subject:</span> {preview.subject || '(no subject yet)'}
      </p>
      <div className="announcement-preview__body" dangerouslySetInnerHTML={{ __html: preview.html }} />
    </section>
  );
}
