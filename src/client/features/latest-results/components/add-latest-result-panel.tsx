import { addLatestResultSchema } from '@shared/schemas/latest-results';
import { TextField } from '@/components/form-fields';
import { SavedNotice } from '@/components/form/saved-notice';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAddLatestResult } from '../api/add-latest-result';
import '../latest-results.css';

/** Add Latest Result (spec §2 admin area): a required Description and an Add button; 'Result Added'. */
export function AddLatestResultPanel() {
  const mutation = useAddLatestResult();
  const { form, summary, problem, submit, field, saves } = useSchemaForm(addLatestResultSchema, {
    title: 'Admin: Add Latest Result',
    fields: [['description', 'latest-result-description']],
    defaultValues: { description: '' },
  });

  return (
    <SchemaForm
      label="Add Latest Result"
      heading={<h2>Add Latest Result</h2>}
      onSubmit={submit(async ({ description }) => {
        await mutation.mutateAsync({ description });
        form.reset({ description: '' });
      })}
      problem={problem}
      summary={summary}
      submitLabel="Add"
      pending={mutation.isPending}
      pendingLabel="Adding the result"
    >
      <SavedNotice count={saves} title="Result Added" />
      <TextField
        label="Description"
        hint="For example: Spring Meeting 2025: won by J. Smith with 38 points. It shows on the home page."
        required
        aria-required="true"
        maxLength={500}
        {...field('description')}
      />
    </SchemaForm>
  );
}
