import { useMemo } from 'react';
import { addPublicationFieldsSchema, type Publication } from '@shared/schemas/publications';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { AdminTable } from '@/components/admin-list/admin-table';
import { ItemForm } from '@/components/admin-list/item-form';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PdfFileField, aboutTheFile, pdfFileField } from '@/components/pdf-file-field';
import { PdfLink } from '@/components/pdf-link';
import { usePublications } from '../api/get-publications';
import { useDeletePublication } from '../api/delete-publication';
import { useMovePublication } from '../api/move-publication';
import { useSavePublication } from '../api/save-publication';
import '../publications.css';

/** Admin: upload, edit, order and delete publications (a PDF each, with a year for the decade filter). */
export function PublicationsAdminPanel() {
  const query = usePublications();
  const remove = useDeletePublication();
  const move = useMovePublication();
  const list = useAdminList<Publication>({
    title: 'Admin: Publications',
    name: (p) => p.description,
    question: (name) => `Delete ${name} and its PDF?`,
    deleted: 'Publication deleted',
    remove: (p, outcome) => remove.mutate(p.id, outcome),
  });
  const rows = query.data ?? [];
  // Publications are ordered within their year: Up and Down show where the year has more than one.
  const sameYear = (i: number, j: number) => rows[j]?.year === rows[i].year;
  return (
    <AdminPanel
      heading="Publications"
      list={list}
      formLink={{ headingId: 'publication-form', label: 'Upload a publication' }}
    >
      <AdminTable
        rows={query.data}
        error={query.error}
        errorTitle="Oops! The publications could not be loaded"
        empty="There are no publications yet. Upload one below."
        columns={[
          { label: 'Year', cell: (p) => p.year },
          { label: 'Description', cell: (p) => p.description },
          {
            label: 'PDF',
            cell: (p) =>
              p.fileName ? <PdfLink fileName={p.fileName} description={p.description} /> : 'None',
          },
          list.actions({
            busy: () => remove.isPending || move.isPending,
            move: (p, i) =>
              sameYear(i, i - 1) || sameYear(i, i + 1)
                ? {
                    up: sameYear(i, i - 1),
                    down: sameYear(i, i + 1),
                    onMove: (direction) => move.mutate({ id: p.id, direction }, { onError: list.fail }),
                  }
                : undefined,
          }),
        ]}
      />
      <PublicationForm key={list.formKey} publication={list.editing} onDone={list.done} />
    </AdminPanel>
  );
}

function PublicationForm({
  publication,
  onDone,
}: {
  publication: Publication | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSavePublication();
  // The shared fields, and the PDF: required for a new publication, optional when editing one.
  const schema = useMemo(
    () => addPublicationFieldsSchema.extend({ file: pdfFileField(!publication) }),
    [publication],
  );
  const { field, ...state } = useSchemaForm(schema, {
    title: 'Admin: Publications',
    fields: [
      ['description', 'publication-description'],
      ['year', 'publication-year'],
      ['file', 'publication-file'],
    ],
    defaultValues: {
      description: publication?.description ?? '',
      year: publication ? String(publication.year) : String(new Date().getFullYear()),
    },
    placeGeneral: (message) => (aboutTheFile(message) ? 'file' : undefined),
  });
  return (
    <ItemForm
      headingId="publication-form"
      state={state}
      editing={publication}
      title={publication ? `Edit publication: ${publication.description}` : 'Upload a publication'}
      addLabel="Upload publication"
      save={async ({ description, year, file }) => {
        const body = new FormData();
        if (publication) {
          body.append('id', String(publication.id));
          body.append('updatedAt', publication.updatedAt);
        }
        body.append('description', description);
        body.append('year', String(year));
        if (file) body.append('file', file);
        const p = await save.mutateAsync(body);
        return `${publication ? 'Publication updated' : 'Publication added'}: ${p.description}`;
      }}
      onDone={onDone}
      pending={save.isPending}
      pendingLabel="Uploading"
    >
      <TextField label="Description" hint="For example: Year Book 2025" {...field('description')} />
      <TextField
        label="Year"
        hint="Members find it under this year's decade."
        inputMode="numeric"
        className="input--short"
        {...field('year')}
      />
      <PdfFileField
        label={publication ? 'Replace the PDF (optional)' : 'PDF file'}
        hint="A PDF file of 20 MB at most."
        required={!publication}
        {...field('file')}
      />
    </ItemForm>
  );
}
