import { forwardRef } from 'react';
import './pdf-file-field.css';

/** A file input for one PDF (20 MB at most), labelled and with its error, GOV.UK style. */
export const PdfFileField = forwardRef<
  HTMLInputElement,
  { id: string; label: string; hint?: string; error?: string; required?: boolean }
>(function PdfFileField({ id, label, hint, error, required }, ref) {
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">Error:</span> {error}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        name="file"
        type="file"
        className="file-input"
        accept="application/pdf,.pdf"
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
    </div>
  );
});

export const MAX_PDF_MB = 20;

/** Checks the chosen file before sending: a PDF (by name or type) of 20 MB at most; the server checks its content. */
export function pdfProblem(file: File | undefined, required: boolean): string | undefined {
  if (!file) return required ? 'Choose a PDF file to upload' : undefined;
  if (file.size > MAX_PDF_MB * 1024 * 1024) return 'The file must be 20 MB or smaller';
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'The file must be a PDF document';
  return undefined;
}
