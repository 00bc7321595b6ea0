import { useMemo } from 'react';
import { updateOtherResultItemFieldsSchema } from '@shared/schemas/results';
import { ItemForm } from '@/components/admin-list/item-form';
import { TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PdfFileField, aboutTheFile, pdfFileField } from '@/components/pdf-file-field';
import { useChangeOtherResults } from '../api/other-results-admin';

// The shared fields of a result (its description), and its PDF: required for a new one.
const itemFormSchema = (isNew: boolean) =>
  updateOtherResultItemFieldsSchema.pick({ description: true }).extend({ file: pdfFileField(isNew) });

/** Add a result (a PDF) to a competition, or edit the one given; `onDone` with the confirmation, or null. */
export function ResultItemForm({
  groupingId,
  item,
  onDone,
}: {
  groupingId: number;
  item: { id: number; description: string; fileName: string | null } | null;
  onDone: (message: string | null) => void;
}) {
  const change = useChangeOtherResults();
  const schema = useMemo(() => itemFormSchema(!item), [item]);
  const { field, ...state } = useSchemaForm(schema, {
    title: 'Admin: Other Results',
    fields: [
      ['description', 'or-item-description'],
      ['file', 'or-item-file'],
    ],
    defaultValues: { description: item?.description ?? '' },
    placeGeneral: (message) => (aboutTheFile(message) ? 'file' : undefined),
  });
  return (
    <ItemForm
      state={state}
      editing={item}
      title={item ? `Edit result: ${item.description}` : 'Add a result'}
      addLabel="Add result"
      level={4}
      save={async ({ description, file }) => {
        const body = new FormData();
        if (item) body.append('id', String(item.id));
        else body.append('groupingId', String(groupingId));
        body.append('description', description);
        if (file) body.append('file', file);
        await change.mutateAsync({ kind: 'saveItem', form: body });
        return `${item ? 'Result updated' : 'Result added'}: ${description}`;
      }}
      onDone={onDone}
      pending={change.isPending}
      pendingLabel="Saving"
    >
      <TextField label="Description" hint="For example: 2025 Results" {...field('description')} />
      <PdfFileField
        label={item ? 'Replace the PDF (optional)' : 'PDF of the results'}
        hint="A PDF file of 20 MB at most."
        required={!item}
        {...field('file')}
      />
    </ItemForm>
  );
}
