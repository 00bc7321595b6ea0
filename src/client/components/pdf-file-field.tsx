import { forwardRef, type InputHTMLAttributes } from 'react';
import { z } from 'zod';
import { FieldFrame, controlProps } from './form-fields';
import './pdf-file-field.css';

type FileInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'>;

/**
 * A file input, labelled and with its hint and error, GOV.UK style. Registered with a schema form
 * (`{...form.register('file')}`), its value is the chosen FileList, which a `chosenFile` rule checks.
 */
export const FileField = forwardRef<
  HTMLInputElement,
  {
    id: string;
    label: string;
    hint?: string;
    error?: string;
    required?: boolean;
    accept: string;
  } & FileInputProps
>(function FileField({ id, label, hint, error, required, accept, name = 'file', ...input }, ref) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        name={name}
        type="file"
        className="file-input"
        accept={accept}
        {...controlProps(id, hint, error)}
        aria-required={required || undefined}
        {...input}
      />
    </FieldFrame>
  );
});

/** A file input for one PDF (20 MB at most). */
export const PdfFileField = forwardRef<
  HTMLInputElement,
  { id: string; label: string; hint?: string; error?: string; required?: boolean } & FileInputProps
>(function PdfFileField(props, ref) {
  return <FileField ref={ref} accept="application/pdf,.pdf" {...props} />;
});

export const MAX_PDF_MB = 20;

/** Checks the chosen file before sending: a PDF (by name or type) of 20 MB at most; the server checks its content. */
export function pdfProblem(file: File | undefined, required: boolean): string | undefined {
  if (!file) return required ? 'Choose a PDF file to upload' : undefined;
  if (file.size > MAX_PDF_MB * 1024 * 1024) return 'The file must be 20 MB or smaller';
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'The file must be a PDF document';
  return undefined;
}

/**
 * The file field of a schema form (extend the shared fields' schema with it): the input's FileList, checked by
 * `problemOf`, parsed to the one File or undefined.
 */
export const chosenFile = (problemOf: (file: File | undefined) => string | undefined) =>
  z.custom<FileList | null | undefined>().transform((files, ctx) => {
    const file = files?.[0];
    const problem = problemOf(file);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return file;
  });

/** A PDF file field's rule: required or not. */
export const pdfFileField = (required: boolean) => chosenFile((file) => pdfProblem(file, required));

/** A form-level server message about the uploaded file belongs on the file field. */
export const aboutTheFile = (message: string) => /\b(PDF|file)\b/i.test(message);
