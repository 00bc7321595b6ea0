import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addFoursomesMatchSchema, type FoursomesMatchAdmin } from '@shared/schemas/foursomes';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/form-fields';
import { useSubmitSummary } from '@/components/form/form-summary';
import { applyServerErrors } from '@/components/form/server-errors';
import { Spinner } from '@/components/spinner';
import { useSaveFoursomesMatch } from '../api/save-foursomes-match';

type Input = z.input<typeof addFoursomesMatchSchema>;
type Output = z.output<typeof addFoursomesMatchSchema>;
const FIELDS: [keyof Input & string, string][] = [
  ['year', 'foursomes-year'],
  ['event', 'foursomes-event'],
  ['opponent', 'foursomes-opponent'],
  ['result', 'foursomes-result'],
];

/** Add a scratch foursomes match, or edit the one given; `onDone` with the confirmation, or null on Cancel. */
export function FoursomesMatchForm({
  match,
  onDone,
}: {
  match: FoursomesMatchAdmin | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveFoursomesMatch();
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summary = useSubmitSummary<Input>(FIELDS);
  const form = useForm<Input, unknown, Output>({
    shouldFocusError: false,
    resolver: zodResolver(addFoursomesMatchSchema),
    defaultValues: {
      year: match ? String(match.year) : '',
      event: match?.event ?? '',
      opponent: match?.opponent ?? '',
      result: match?.result ?? '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (match) headingRef.current?.focus();
  }, [match]);

  const submit = form.handleSubmit(
    (values) => {
      setProblem(null);
      summary.clear();
      save.mutate(
        { ...values, id: match?.id },
        {
          onSuccess: (m) => onDone(`${match ? 'Match updated' : 'Match added'}: ${m.year} ${m.event}`),
          onError: (err) => {
            const placed = applyServerErrors<Input>(
              err,
              FIELDS.map(([name]) => name),
              form.setError,
            );
            setProblem(placed.general);
          },
        },
      );
    },
    (invalid) => summary.onInvalid(invalid),
  );

  const err = (name: keyof Input) => errors[name]?.message;
  const title = match ? `Edit match: ${match.year} ${match.event}` : 'Add a match';
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="foursomes-form-heading">
      <h3 id="foursomes-form-heading" ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {problem && <Banner kind="error" title={`Oops! ${problem}`} />}
      <ErrorSummary key={summary.attempt} errors={summary.errors} />
      <TextField
        id="foursomes-year"
        label="Year"
        inputMode="numeric"
        className="input--short"
        error={err('year')}
        {...form.register('year')}
      />
      <TextField id="foursomes-event" label="Event" error={err('event')} {...form.register('event')} />
      <TextField
        id="foursomes-opponent"
        label="Opponent (optional)"
        error={err('opponent')}
        {...form.register('opponent')}
      />
      <TextField
        id="foursomes-result"
        label="Result (optional)"
        hint="For example: Won 2–1, or Lost in the semi-final"
        error={err('result')}
        {...form.register('result')}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={save.isPending}>
          {match ? 'Save changes' : 'Add match'}
        </button>
        {match && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )}
        <Spinner active={save.isPending} label="Saving the match" />
      </div>
    </form>
  );
}
