import { useState } from 'react';
import { z } from 'zod';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FileField, aboutTheFile, chosenFile } from '@/components/pdf-file-field';

// The file is read on the server (its columns, its size); here it only has to be chosen.
const csvUploadSchema = (missing: string) =>
  z.object({ file: chosenFile((file) => (file ? undefined : missing)) });

/**
 * The form of a CSV upload (with CsvUploadForm): `missing` is the message when no file is chosen; a server message
 * about the file shows on the file field. `form.reset()` clears the chosen file once it has been used.
 */
export function useCsvUpload({
  title,
  fieldId,
  missing,
}: {
  title: string;
  fieldId: string;
  missing: string;
}) {
  const [schema] = useState(() => csvUploadSchema(missing));
  const upload = useSchemaForm(schema, {
    title,
    fields: [['file', fieldId]],
    defaultValues: {},
    placeGeneral: (m) => (aboutTheFile(m) ? 'file' : undefined),
  });
  return { ...upload, fieldId };
}

/**
 * Choose a CSV file and check it: `onChosen` gets the file on submit; `onChange` runs when another file is chosen
 * (the last check's result no longer holds).
 */
export function CsvUploadForm({
  upload,
  label,
  fieldLabel,
  accept,
  submitLabel,
  pending,
  pendingLabel,
  onChosen,
  onChange,
}: {
  upload: ReturnType<typeof useCsvUpload>;
  label: string;
  fieldLabel: string;
  accept: string;
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  onChosen: (file: File) => Promise<void>;
  onChange: () => void;
}) {
  const { form, summary, problem, submit, error, fieldId } = upload;
  const fileInput = form.register('file');
  return (
    <SchemaForm
      label={label}
      onSubmit={submit(async ({ file }) => {
        if (file) await onChosen(file);
      })}
      problem={problem}
      summary={summary}
      submitLabel={submitLabel}
      pending={pending}
      pendingLabel={pendingLabel}
    >
      <FileField
        id={fieldId}
        label={fieldLabel}
        accept={accept}
        required
        error={error('file')}
        {...fileInput}
        onChange={(e) => {
          onChange();
          return fileInput.onChange(e);
        }}
      />
    </SchemaForm>
  );
}
