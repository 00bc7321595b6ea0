import { addFoursomesMatchSchema, type FoursomesMatchAdmin } from '@shared/schemas/foursomes';
import { ItemForm } from '@/components/admin-list/item-form';
import { TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSaveFoursomesMatch } from '../api/save-foursomes-match';

/** Add a scratch foursomes match, or edit the one given; `onDone` with the confirmation, or null on Cancel. */
export function FoursomesMatchForm({
  match,
  onDone,
}: {
  match: FoursomesMatchAdmin | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveFoursomesMatch();
  const { field, ...state } = useSchemaForm(addFoursomesMatchSchema, {
    title: 'Admin: Scratch Foursomes',
    fields: [
      ['year', 'foursomes-year'],
      ['event', 'foursomes-event'],
      ['opponent', 'foursomes-opponent'],
      ['result', 'foursomes-result'],
    ],
    defaultValues: {
      year: match ? String(match.year) : '',
      event: match?.event ?? '',
      opponent: match?.opponent ?? '',
      result: match?.result ?? '',
    },
  });
  return (
    <ItemForm
      headingId="foursomes-form"
      state={state}
      editing={match}
      title={match ? `Edit match: ${match.year} ${match.event}` : 'Add a match'}
      addLabel="Add match"
      save={async (values) => {
        const m = await save.mutateAsync({ ...values, id: match?.id, updatedAt: match?.updatedAt });
        return `${match ? 'Match updated' : 'Match added'}: ${m.year} ${m.event}`;
      }}
      onDone={onDone}
      pending={save.isPending}
      pendingLabel="Saving the match"
    >
      <TextField label="Year" inputMode="numeric" className="input--short" {...field('year')} />
      <TextField label="Event" {...field('event')} />
      <TextField label="Opponent (optional)" {...field('opponent')} />
      <TextField
        label="Result (optional)"
        hint="For example: Won 2–1, or Lost in the semi-final"
        {...field('result')}
      />
    </ItemForm>
  );
}
