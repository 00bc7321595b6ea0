import { useEffect, useRef } from 'react';
import { addFoursomesMatchSchema, type FoursomesMatchAdmin } from '@shared/schemas/foursomes';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { form, summary, problem, submit, error } = useSchemaForm(addFoursomesMatchSchema, {
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

  useEffect(() => {
    if (match) headingRef.current?.focus();
  }, [match]);

  const title = match ? `Edit match: ${match.year} ${match.event}` : 'Add a match';
  return (
    <SchemaForm
      label={title}
      heading={
        <h3 ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
      }
      onSubmit={submit(async (values) => {
        const m = await save.mutateAsync({ ...values, id: match?.id });
        onDone(`${match ? 'Match updated' : 'Match added'}: ${m.year} ${m.event}`);
      })}
      problem={problem}
      summary={summary}
      submitLabel={match ? 'Save changes' : 'Add match'}
      pending={save.isPending}
      pendingLabel="Saving the match"
      actions={
        match && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )
      }
    >
      <TextField
        id="foursomes-year"
        label="Year"
        inputMode="numeric"
        className="input--short"
        error={error('year')}
        {...form.register('year')}
      />
      <TextField id="foursomes-event" label="Event" error={error('event')} {...form.register('event')} />
      <TextField
        id="foursomes-opponent"
        label="Opponent (optional)"
        error={error('opponent')}
        {...form.register('opponent')}
      />
      <TextField
        id="foursomes-result"
        label="Result (optional)"
        hint="For example: Won 2–1, or Lost in the semi-final"
        error={error('result')}
        {...form.register('result')}
      />
    </SchemaForm>
  );
}
