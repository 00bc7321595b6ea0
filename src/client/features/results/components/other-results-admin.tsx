import { useMemo, useRef, useState } from 'react';
import {
  addGroupingSchema,
  updateOtherResultItemFieldsSchema,
  type OtherResultGroupingForEdit,
} from '@shared/schemas/results';
import { Banner } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { SelectField, TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useChangeOtherResults, useOtherResultsForEdit } from '../api/other-results-admin';
import { PdfFileField, aboutTheFile, pdfFileField } from '@/components/pdf-file-field';
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
            onSaved={(text) => setMessage({ kind: 'success', text })}
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
  onSaved,
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
  onSaved: (message: string) => void;
}) {
  const [editingItem, setEditingItem] = useState<number | null>(null);
  // A new form after each save, so that the file input is empty again.
  const [itemFormKey, setItemFormKey] = useState(0);
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
      <RenameGroupingForm
        grouping={g}
        onRenamed={(description) => onSaved(`Competition renamed: ${description}`)}
      />

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
        key={`${editingItem ?? 'new'}-${itemFormKey}`}
        groupingId={g.id}
        item={g.items.find((i) => i.id === editingItem) ?? null}
        onDone={(text) => {
          setEditingItem(null);
          setItemFormKey((k) => k + 1);
          if (text) onSaved(text);
        }}
      />
    </section>
  );
}

/** Rename a competition: the shared rule for its name (addGroupingSchema, as the update route applies it). */
function RenameGroupingForm({
  grouping,
  onRenamed,
}: {
  grouping: OtherResultGroupingForEdit;
  onRenamed: (description: string) => void;
}) {
  const change = useChangeOtherResults();
  const { form, summary, problem, submit, error } = useSchemaForm(addGroupingSchema, {
    title: 'Admin: Other Results',
    fields: [['description', 'or-grouping-name']],
    defaultValues: { description: grouping.description },
  });
  return (
    <SchemaForm
      label={`Rename ${grouping.description}`}
      className="results-admin__inline"
      onSubmit={submit(async ({ description }) => {
        await change.mutateAsync({ kind: 'renameGrouping', id: grouping.id, description });
        onRenamed(description);
      })}
      problem={problem}
      summary={summary}
      submitLabel="Rename"
      submitKind="secondary"
      pending={change.isPending}
      pendingLabel="Renaming"
    >
      <TextField
        id="or-grouping-name"
        label="Competition name"
        error={error('description')}
        {...form.register('description')}
      />
    </SchemaForm>
  );
}

// The shared fields of a result (its description), and its PDF: required for a new one.
const itemFormSchema = (isNew: boolean) =>
  updateOtherResultItemFieldsSchema.pick({ description: true }).extend({ file: pdfFileField(isNew) });

function ItemForm({
  groupingId,
  item,
  onDone,
}: {
  groupingId: number;
  item: { id: number; description: string; fileName: string | null } | null;
  onDone: (message: string | null) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const change = useChangeOtherResults();
  const schema = useMemo(() => itemFormSchema(!item), [item]);
  const { form, summary, problem, submit, error } = useSchemaForm(schema, {
    title: 'Admin: Other Results',
    fields: [
      ['description', 'or-item-description'],
      ['file', 'or-item-file'],
    ],
    defaultValues: { description: item?.description ?? '' },
    placeGeneral: (message) => (aboutTheFile(message) ? 'file' : undefined),
  });

  useFocusWhen(headingRef, item);

  const title = item ? `Edit result: ${item.description}` : 'Add a result';
  return (
    <SchemaForm
      label={title}
      className="results-admin__form"
      heading={
        <h4 ref={headingRef} tabIndex={-1} className="results-admin__form-heading">
          {title}
        </h4>
      }
      onSubmit={submit(async ({ description, file }) => {
        const body = new FormData();
        if (item) body.append('id', String(item.id));
        else body.append('groupingId', String(groupingId));
        body.append('description', description);
        if (file) body.append('file', file);
        await change.mutateAsync({ kind: 'saveItem', form: body });
        onDone(item ? `Result updated: ${description}` : `Result added: ${description}`);
      })}
      problem={problem}
      summary={summary}
      submitLabel={item ? 'Save changes' : 'Add result'}
      pending={change.isPending}
      pendingLabel="Saving"
      actions={
        item && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )
      }
    >
      <TextField
        id="or-item-description"
        label="Description"
        hint="For example: 2025 Results"
        error={error('description')}
        {...form.register('description')}
      />
      <PdfFileField
        id="or-item-file"
        label={item ? 'Replace the PDF (optional)' : 'PDF of the results'}
        hint="A PDF file of 20 MB at most."
        error={error('file')}
        required={!item}
        {...form.register('file')}
      />
    </SchemaForm>
  );
}

function AddGroupingForm({ onAdded }: { onAdded: (id: number, description: string) => void }) {
  const change = useChangeOtherResults();
  const { form, summary, problem, submit, error } = useSchemaForm(addGroupingSchema, {
    title: 'Admin: Other Results',
    fields: [['description', 'or-add-grouping']],
    defaultValues: { description: '' },
  });
  return (
    <SchemaForm
      label="Add a competition"
      className="results-admin__form"
      heading={<h3>Add a competition</h3>}
      onSubmit={submit(async ({ description }) => {
        const res = await change.mutateAsync({ kind: 'addGrouping', description });
        onAdded((res as { id: number }).id, description);
        form.reset({ description: '' });
      })}
      problem={problem}
      summary={summary}
      submitLabel="Add competition"
      pending={change.isPending}
      pendingLabel="Adding the competition"
    >
      <TextField
        id="or-add-grouping"
        label="Competition name"
        hint="For example: Halford Hewitt"
        error={error('description')}
        {...form.register('description')}
      />
    </SchemaForm>
  );
}
