/** A View link to a PDF (a result, a publication), opening in a new window; says so to screen readers. */
export function PdfLink({
  fileName,
  description,
  text = 'View',
}: {
  fileName: string;
  description: string;
  text?: string;
}) {
  return (
    <a href={`/pdfs/${encodeURIComponent(fileName)}`} target="_blank" rel="noopener">
      {text}
      <span className="visually-hidden"> {description} (PDF, opens in a new window)</span>
    </a>
  );
}
