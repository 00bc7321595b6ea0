import { addGroupingSchema, type OtherResultGroupingForEdit } from '@shared/schemas/results';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useChangeOtherResults } from '../api/other-results-admin';

/** Rename a competition: the shared rule for its name (addGroupingSchema, as the update route applies it). */
export function RenameGroupingForm({
  grouping,
  onRenamed,
}: {
  grouping: OtherResultGroupingForEdit;
  onRenamed: (description: string) => void;
}) {
  const change = useChangeOtherResults();
  const { summary, problem, submit, field } = useSchemaForm(addGroupingSchema, {
    title: 'Admin: Other Results',
    fields: [['description', 'or-grouping-name']],
    defaultValues: { description: grouping.description },
  });
  return (
    <SchemaForm
      label={`Rename ${grouping.description}`}
      className="admin-filter"
      buttonsClassName="admin-filter__button"
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
      <TextField label="Competition name" {...field('description')} />
    </SchemaForm>
  );
}

/** Add a competition (a grouping of result PDFs). */
export function AddGroupingForm({ onAdded }: { onAdded: (id: number, description: string) => void }) {
  const change = useChangeOtherResults();
  const { form, summary, problem, submit, field } = useSchemaForm(addGroupingSchema, {
    title: 'Admin: Other Results',
    fields: [['description', 'or-add-grouping']],
    defaultValues: { description: '' },
  });
  return (
    <SchemaForm
      label="Add a competition"
      className="admin-form"
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
      <TextField label="Competition name" hint="For example: Halford Hewitt" {...field('description')} />
    </SchemaForm>
  );
}
