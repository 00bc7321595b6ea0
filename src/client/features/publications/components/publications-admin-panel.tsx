import { useRef, useState } from 'react';
import { addPublicationFieldsSchema, type Publication } from '@shared/schemas/publications';
import { Banner } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { PdfFileField, pdfProblem } from '@/components/pdf-file-field';
import { Spinner } from '@/components/spinner';
import { useFocusWhen } from '@/components/use-focus-when';
import { ApiError } from '@/lib/api-client';
import { usePublications } from '../api/get-publications';
import { useDeletePublication } from '../api/delete-publication';
import { useMovePublication } from '../api/move-publication';
import { useSavePublication } from '../api/save-publication';
import '../publications.css';

type Errors = Partial<Record<'description' | 'year' | 'file' | '', string>>;

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
  const [description, setDescription] = useState(publication?.description ?? '');
  const [year, setYear] = useState(publication ? String(publication.year) : String(new Date().getFullYear()));
  const [errors, setErrors] = useState<Errors>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSavePublication();

  useFocusWhen(headingRef, publication);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    const found: Errors = {};
    const parsed = addPublicationFieldsSchema.safeParse({ description, year });
    if (!parsed.success)
      for (const i of parsed.error.issues) found[String(i.path[0]) as 'description' | 'year'] ??= i.message;
    const fileError = pdfProblem(file, !publication);
    if (fileError) found.file = fileError;
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    const form = new FormData();
    if (publication) form.append('id', String(publication.id));
    form.append('description', description);
    form.append('year', year);
    if (file) form.append('file', file);
    save.mutate(form, {
      onSuccess: (p) =>
        onDone(publication ? `Publication updated: ${p.description}` : `Publication added: ${p.description}`),
      onError: (err) => {
        const b =
          err instanceof ApiError && err.body && typeof err.body === 'object'
            ? (err.body as Record<string, string[] | undefined>)
            : {};
        const general = b['']?.[0] ?? (b.description || b.year ? undefined : err.message);
        const aboutFile = general && /\b(PDF|file)\b/i.test(general);
        setErrors({
          description: b.description?.[0],
          year: b.year?.[0],
          file: aboutFile ? general : undefined,
          '': aboutFile ? undefined : general,
        });
      },
    });
  };

  const summary = (Object.entries(errors) as [keyof Errors, string | undefined][])
    .filter(([, m]) => m)
    .map(([k, m]) => ({ fieldId: k ? `publication-${k}` : 'publication-form-heading', message: m! }));

  return (
    <form
      className="form publications-admin__form"
      noValidate
      onSubmit={submit}
      aria-labelledby="publication-form-heading"
    >
      <h3 id="publication-form-heading" ref={headingRef} tabIndex={-1}>
        {publication ? `Edit publication: ${publication.description}` : 'Upload a publication'}
      </h3>
      <ErrorSummary errors={summary} />
      <TextField
        id="publication-description"
        label="Description"
        hint="For example: Year Book 2025"
        value={description}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        id="publication-year"
        label="Year"
        hint="Members find it under this year's decade."
        inputMode="numeric"
        className="input--short"
        value={year}
        error={errors.year}
        onChange={(e) => setYear(e.target.value)}
      />
      <PdfFileField
        id="publication-file"
        ref={fileRef}
        label={publication ? 'Replace the PDF (optional)' : 'PDF file'}
        hint="A PDF file of 20 MB at most."
        error={errors.file}
        required={!publication}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={save.isPending}>
          {publication ? 'Save changes' : 'Upload publication'}
        </button>
        {publication && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )}
        <Spinner active={save.isPending} label="Uploading" />
      </div>
    </form>
  );
}
