import { useMemo, useRef, useState } from 'react';
import { addPublicationFieldsSchema, type Publication } from '@shared/schemas/publications';
import { Banner } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PdfFileField, aboutTheFile, pdfFileField } from '@/components/pdf-file-field';
import { useFocusWhen } from '@/components/use-focus-when';
import { usePublications } from '../api/get-publications';
import { useDeletePublication } from '../api/delete-publication';
import { useMovePublication } from '../api/move-publication';
import { useSavePublication } from '../api/save-publication';
import '../publications.css';

/** Admin: upload, edit, order and delete publications (a PDF each, with a year for the decade filter). */
export function PublicationsAdminPanel() {
  const query = usePublications();
  const remove = useDeletePublication();
  const { confirm, dialog } = useConfirm();
  const move = useMovePublication();
  const [editing, setEditing] = useState<Publication | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  usePageTitle('Admin: Publications', message?.kind === 'error');

  useFocusWhen(messageRef, message);

  const list = query.data ?? [];
  const fail = (err: Error) => setMessage({ kind: 'error', text: `Oops! ${err.message}` });

  return (
    <div>
      {dialog}
      <h2>Publications</h2>
      <div ref={messageRef} tabIndex={-1}>
        {message && <Banner kind={message.kind} title={message.text} />}
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Banner kind="error" title="Oops! The publications could not be loaded">
          {query.error.message}
        </Banner>
      ) : list.length === 0 ? (
        <p>There are no publications yet. Upload one below.</p>
      ) : (
        <table className="table table--stack stack-block">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Description</th>
              <th scope="col">PDF</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((p, i) => {
              const sameYearBefore = i > 0 && list[i - 1].year === p.year;
              const sameYearAfter = i < list.length - 1 && list[i + 1].year === p.year;
              return (
                <tr key={p.id}>
                  <td data-label="Year">{p.year}</td>
                  <td data-label="Description">{p.description}</td>
                  <td data-label="PDF">
                    {p.fileName ? (
                      <a href={`/pdfs/${encodeURIComponent(p.fileName)}`} target="_blank" rel="noopener">
                        View
                        <span className="visually-hidden"> {p.description} (PDF, opens in a new window)</span>
                      </a>
                    ) : (
                      'None'
                    )}
                  </td>
                  <td data-label="" className="cell-actions">
                    <div className="button-group publications-admin__actions">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Edit ${p.description}`}
                        onClick={() => {
                          setMessage(null);
                          setEditing(p);
                          setFormKey((k) => k + 1);
                        }}
                      >
                        Edit
                      </button>
                      {(sameYearBefore || sameYearAfter) && (
                        <>
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            aria-label={`Move ${p.description} up`}
                            disabled={!sameYearBefore || move.isPending}
                            onClick={() => move.mutate({ id: p.id, direction: 'up' }, { onError: fail })}
                          >
                            Up
                          </button>
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            aria-label={`Move ${p.description} down`}
                            disabled={!sameYearAfter || move.isPending}
                            onClick={() => move.mutate({ id: p.id, direction: 'down' }, { onError: fail })}
                          >
                            Down
                          </button>
                        </>
                      )}
                      <button
                        type="button"
                        className="button button--warning button--small"
                        aria-label={`Delete ${p.description}`}
                        disabled={remove.isPending}
                        onClick={async () => {
                          const title = `Delete ${p.description} and its PDF?`;
                          if (!(await confirm({ title, confirmLabel: 'Yes, delete it' }))) return;
                          remove.mutate(p.id, {
                            onSuccess: () => {
                              if (editing?.id === p.id) setEditing(null);
                              setMessage({ kind: 'success', text: `Publication deleted: ${p.description}` });
                            },
                            onError: fail,
                          });
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <PublicationForm
        key={formKey}
        publication={editing}
        onDone={(text) => {
          setEditing(null);
          setFormKey((k) => k + 1);
          setMessage(text ? { kind: 'success', text } : null);
        }}
      />
    </div>
  );
}

function PublicationForm({
  publication,
  onDone,
}: {
  publication: Publication | null;
  onDone: (message: string | null) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSavePublication();
  // The shared fields, and the PDF: required for a new publication, optional when editing one.
  const schema = useMemo(
    () => addPublicationFieldsSchema.extend({ file: pdfFileField(!publication) }),
    [publication],
  );
  const { form, summary, problem, submit, error } = useSchemaForm(schema, {
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

  useFocusWhen(headingRef, publication);

  const title = publication ? `Edit publication: ${publication.description}` : 'Upload a publication';
  return (
    <SchemaForm
      label={title}
      className="publications-admin__form"
      heading={
        <h3 ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
      }
      onSubmit={submit(async ({ description, year, file }) => {
        const body = new FormData();
        if (publication) body.append('id', String(publication.id));
        body.append('description', description);
        body.append('year', String(year));
        if (file) body.append('file', file);
        const p = await save.mutateAsync(body);
        onDone(publication ? `Publication updated: ${p.description}` : `Publication added: ${p.description}`);
      })}
      problem={problem}
      summary={summary}
      submitLabel={publication ? 'Save changes' : 'Upload publication'}
      pending={save.isPending}
      pendingLabel="Uploading"
      actions={
        publication && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )
      }
    >
      <TextField
        id="publication-description"
        label="Description"
        hint="For example: Year Book 2025"
        error={error('description')}
        {...form.register('description')}
      />
      <TextField
        id="publication-year"
        label="Year"
        hint="Members find it under this year's decade."
        inputMode="numeric"
        className="input--short"
        error={error('year')}
        {...form.register('year')}
      />
      <PdfFileField
        id="publication-file"
        label={publication ? 'Replace the PDF (optional)' : 'PDF file'}
        hint="A PDF file of 20 MB at most."
        error={error('file')}
        required={!publication}
        {...form.register('file')}
      />
    </SchemaForm>
  );
}
