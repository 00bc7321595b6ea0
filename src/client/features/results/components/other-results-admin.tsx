import { useRef, useState } from 'react';
import type { OtherResultGroupingForEdit } from '@shared/schemas/results';
import { Banner } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { ErrorSummary } from '@/components/error-summary';
import { SelectField, TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { Spinner } from '@/components/spinner';
import { useChangeOtherResults, useOtherResultsForEdit } from '../api/other-results-admin';
import { apiErrorsByField, type FieldErrorMap } from '../lib/form-errors';
import { PdfFileField, pdfProblem } from '@/components/pdf-file-field';
import { useFocusWhen } from '@/components/use-focus-when';
import { PdfLink } from './pdf-link';
import '../results.css';

type Message = { kind: 'success' | 'error'; text: string } | null;

/** Admin: competitions (groupings) and their result PDFs: add, rename, replace, delete and order. */
export function OtherResultsAdminPanel() {
  const query = useOtherResultsForEdit();
  const change = useChangeOtherResults();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  usePageTitle('Admin: Other Results', message?.kind === 'error');

  useFocusWhen(messageRef, message);

  const run = (c: Parameters<typeof change.mutate>[0], success: string, after?: () => void) => {
    setMessage(null);
    change.mutate(c, {
      onSuccess: () => {
        setMessage({ kind: 'success', text: success });
        after?.();
      },
      onError: (err) => setMessage({ kind: 'error', text: `Oops! ${err.message}` }),
    });
  };

  const groupings = query.data ?? [];
  const grouping = groupings.find((g) => g.id === chosenId) ?? groupings[0];

  return (
    <div className="results-admin">
      <h2>Other Results</h2>
      <div ref={messageRef} tabIndex={-1}>
        {message && <Banner kind={message.kind} title={message.text} />}
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Banner kind="error" title="Oops! The results could not be loaded">
          {query.error.message}
        </Banner>
      ) : groupings.length === 0 ? (
        <p>There are no competitions yet. Add one below.</p>
      ) : (
        <>
          <SelectField
            id="or-admin-competition"
            label="Competition"
            options={groupings.map((g) => ({ value: String(g.id), label: g.description }))}
            value={String(grouping.id)}
            onChange={(e) => setChosenId(Number(e.target.value))}
          />
          <GroupingEditor
            key={grouping.id}
            grouping={grouping}
            isFirst={groupings[0].id === grouping.id}
            isLast={groupings[groupings.length - 1].id === grouping.id}
            busy={change.isPending}
            run={run}
            onDeleted={() => setChosenId(null)}
          />
        </>
      )}
      <AddGroupingForm
        onAdded={(id, description) => {
          setChosenId(id);
          setMessage({ kind: 'success', text: `Competition added: ${description}` });
        }}
      />
    </div>
  );
}

function GroupingEditor({
  grouping,
  isFirst,
  isLast,
  busy,
  run,
  onDeleted,
}: {
  grouping: OtherResultGroupingForEdit;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  run: (
    c: Parameters<ReturnType<typeof useChangeOtherResults>['mutate']>[0],
    success: string,
    after?: () => void,
  ) => void;
  onDeleted: () => void;
}) {
  const [name, setName] = useState(grouping.description);
  const [nameError, setNameError] = useState<string>();
  const [editingItem, setEditingItem] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const g = grouping;

  return (
    <section className="results-admin__grouping" aria-labelledby="or-grouping-heading">
      {dialog}
      <h3 id="or-grouping-heading">{g.description}</h3>
      <div className="button-group button-group--tight">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy || isFirst}
          onClick={() =>
            run({ kind: 'moveGrouping', id: g.id, direction: 'up' }, `${g.description} moved up`)
          }
        >
          Move competition up
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy || isLast}
          onClick={() =>
            run({ kind: 'moveGrouping', id: g.id, direction: 'down' }, `${g.description} moved down`)
          }
        >
          Move competition down
        </button>
        <button
          type="button"
          className="button button--warning button--small"
          disabled={busy}
          onClick={async () => {
            const title = `Delete ${g.description} and all its results?`;
            if (await confirm({ title, confirmLabel: 'Yes, delete it' }))
              run({ kind: 'deleteGrouping', id: g.id }, `Competition deleted: ${g.description}`, onDeleted);
          }}
        >
          Delete competition
        </button>
      </div>
      <form
        className="form results-admin__inline"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) {
            setNameError('Competition is required');
            return;
          }
          setNameError(undefined);
          run({ kind: 'renameGrouping', id: g.id, description: name }, `Competition renamed: ${name.trim()}`);
        }}
      >
        <TextField
          id="or-grouping-name"
          label="Competition name"
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          Rename
        </button>
      </form>

      {g.items.length === 0 ? (
        <p>There are no results for {g.description} yet.</p>
      ) : (
        <table className="table table--stack stack-block">
          <caption className="visually-hidden">{g.description} results</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">PDF</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {g.items.map((item, i) => (
              <tr key={item.id}>
                <td data-label="Description">{item.description}</td>
                <td data-label="PDF">
                  {item.fileName ? (
                    <PdfLink fileName={item.fileName} description={item.description} />
                  ) : (
                    'None'
                  )}
                </td>
                <td data-label="" className="cell-actions">
                  <div className="button-group button-group--tight">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Edit ${item.description}`}
                      onClick={() => setEditingItem(item.id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Move ${item.description} up`}
                      disabled={busy || i === 0}
                      onClick={() =>
                        run(
                          { kind: 'moveItem', id: item.id, direction: 'up' },
                          `${item.description} moved up`,
                        )
                      }
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Move ${item.description} down`}
                      disabled={busy || i === g.items.length - 1}
                      onClick={() =>
                        run(
                          { kind: 'moveItem', id: item.id, direction: 'down' },
                          `${item.description} moved down`,
                        )
                      }
                    >
                      Down
                    </button>
                    <button
                      type="button"
                      className="button button--warning button--small"
                      aria-label={`Delete ${item.description}`}
                      disabled={busy}
                      onClick={async () => {
                        const title = `Delete ${item.description}?`;
                        if (await confirm({ title, confirmLabel: 'Yes, delete it' }))
                          run({ kind: 'deleteItem', id: item.id }, `Result deleted: ${item.description}`);
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ItemForm
        key={editingItem ?? 'new'}
        groupingId={g.id}
        item={g.items.find((i) => i.id === editingItem) ?? null}
        onDone={() => setEditingItem(null)}
      />
    </section>
  );
}

function ItemForm({
  groupingId,
  item,
  onDone,
}: {
  groupingId: number;
  item: { id: number; description: string; fileName: string | null } | null;
  onDone: () => void;
}) {
  const [description, setDescription] = useState(item?.description ?? '');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saved, setSaved] = useState<string>();
  const fileRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const change = useChangeOtherResults();

  useFocusWhen(headingRef, item);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(undefined);
    const file = fileRef.current?.files?.[0];
    const found: FieldErrorMap = {};
    if (!description.trim()) found.description = 'Description is required';
    const fileError = pdfProblem(file, !item);
    if (fileError) found.file = fileError;
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    const form = new FormData();
    if (item) form.append('id', String(item.id));
    else form.append('groupingId', String(groupingId));
    form.append('description', description);
    if (file) form.append('file', file);
    change.mutate(
      { kind: 'saveItem', form },
      {
        onSuccess: () => {
          setSaved(item ? `Result updated: ${description.trim()}` : `Result added: ${description.trim()}`);
          if (item) onDone();
          else {
            setDescription('');
            if (fileRef.current) fileRef.current.value = '';
          }
        },
        onError: (err) => setErrors(apiErrorsByField(err, 'file')),
      },
    );
  };

  const summary = Object.entries(errors)
    .filter(([, m]) => m)
    .map(([k, m]) => ({ fieldId: k ? `or-item-${k}` : 'or-item-heading', message: m! }));

  return (
    <form className="form results-admin__form" noValidate onSubmit={submit} aria-labelledby="or-item-heading">
      <h4 id="or-item-heading" ref={headingRef} tabIndex={-1} className="results-admin__form-heading">
        {item ? `Edit result: ${item.description}` : 'Add a result'}
      </h4>
      {saved && <Banner kind="success" title={saved} />}
      <ErrorSummary errors={summary} />
      <TextField
        id="or-item-description"
        label="Description"
        hint="For example: 2025 Results"
        value={description}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <PdfFileField
        id="or-item-file"
        ref={fileRef}
        label={item ? 'Replace the PDF (optional)' : 'PDF of the results'}
        hint="A PDF file of 20 MB at most."
        error={errors.file}
        required={!item}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={change.isPending}>
          {item ? 'Save changes' : 'Add result'}
        </button>
        {item && (
          <button type="button" className="button button--secondary" onClick={onDone}>
            Cancel
          </button>
        )}
        <Spinner active={change.isPending} label="Saving" />
      </div>
    </form>
  );
}

function AddGroupingForm({ onAdded }: { onAdded: (id: number, description: string) => void }) {
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeOtherResults();
  return (
    <form
      className="form results-admin__form"
      noValidate
      aria-labelledby="or-add-grouping-heading"
      onSubmit={(e) => {
        e.preventDefault();
        if (!description.trim()) {
          setError('Competition is required');
          return;
        }
        setError(undefined);
        change.mutate(
          { kind: 'addGrouping', description },
          {
            onSuccess: (res) => {
              onAdded((res as { id: number }).id, description.trim());
              setDescription('');
            },
            onError: (err) => setError(apiErrorsByField(err).description ?? err.message),
          },
        );
      }}
    >
      <h3 id="or-add-grouping-heading">Add a competition</h3>
      <TextField
        id="or-add-grouping"
        label="Competition name"
        hint="For example: Halford Hewitt"
        value={description}
        error={error}
        onChange={(e) => setDescription(e.target.value)}
      />
      <button type="submit" className="button" disabled={change.isPending}>
        Add competition
      </button>
    </form>
  );
}
