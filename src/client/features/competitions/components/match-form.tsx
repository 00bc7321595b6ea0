import { useState } from 'react';
import { MARGIN_EXAMPLES } from '@shared/match-rules';
import {
  matchBodySchema,
  MATCH_RESULTS,
  PAIRS_MAX,
  type Competition,
  type MatchInput,
  type Team,
} from '@shared/schemas/competitions';
import { Banner } from '@/components/banner';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';

const RESULT_OPTIONS = MATCH_RESULTS.map((r) => ({ value: r, label: r[0].toUpperCase() + r.slice(1) }));

const SUMMARY_FIELDS: [string, string][] = [
  ['round', 'match-round'],
  ['date', 'match-date'],
  ['opponent', 'match-opponent'],
  ['pairs', 'match-pairs'],
  ...Array.from({ length: PAIRS_MAX }, (_, i): [string, string][] => [
    [`pairs.${i}.result`, `match-pair-${i + 1}-result`],
    [`pairs.${i}.margin`, `match-pair-${i + 1}-margin`],
  ]).flat(),
  ['outcome', 'match-outcome'],
];

/**
 * A round's result, for the captains: the round's number, its date, the opponent, each pair's result and margin in
 * order of play, and the match's outcome. A round lost finishes the competition, as does the final (the box). The
 * same round sent again replaces it.
 */
export function MatchForm({
  competition: c,
  team,
  onSave,
}: {
  competition: Competition;
  team: Team;
  onSave: (body: MatchInput) => Promise<unknown>;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { form, field, error, ...state } = useSchemaForm(matchBodySchema, {
    title: `Team: ${c.name} ${c.year}`,
    fields: SUMMARY_FIELDS as never,
    defaultValues: {
      round: '',
      date: '',
      opponent: '',
      pairs: team.pairs.map((_, i) => ({ pairIndex: String(i + 1), result: undefined, margin: '' })),
      outcome: undefined,
      last: false,
    } as never,
  });
  const pairsError = error('pairs' as never);
  return (
    <section aria-labelledby="captain-match" className="captain-part">
      <h2 id="captain-match">Record a round</h2>
      <SchemaForm
        label="Record a round"
        className="match-form"
        onSubmit={state.submit(async (values) => {
          setSaved(null);
          setPending(true);
          try {
            await onSave(values);
          } finally {
            setPending(false);
          }
          setSaved(`Round ${values.round} against ${values.opponent} recorded`);
        })}
        notice={saved && <Banner kind="success" title={saved} />}
        problem={state.problem}
        summary={state.summary}
        submitLabel="Save the result"
        pending={pending}
        pendingLabel="Saving the result"
      >
        <TextField
          label="Round"
          hint="1 for the first round. Saving a round again replaces it."
          inputMode="numeric"
          autoComplete="off"
          className="input--short"
          {...field('round')}
        />
        <TextField label="Date" type="date" className="input--date" {...field('date')} />
        <TextField label="Opponent" hint="The other school's side" {...field('opponent')} />
        <div id="match-pairs" tabIndex={-1}>
          {pairsError && (
            <p className="field__error">
              <span className="visually-hidden">Error:</span> {pairsError}
            </p>
          )}
        </div>
        {team.pairs.map(([a, b], i) => (
          <fieldset key={i} className="fieldset match-form__pair">
            <legend className="fieldset__legend">
              Pair {i + 1}: {a.sheetName} &amp; {b.sheetName}
            </legend>
            <input type="hidden" {...form.register(`pairs.${i}.pairIndex`)} />
            <SelectField
              label={
                <>
                  Result<span className="visually-hidden"> of pair {i + 1}</span>
                </>
              }
              placeholder="Choose"
              options={RESULT_OPTIONS}
              className="select match-form__select"
              error={error(`pairs.${i}.result`)}
              {...form.register(`pairs.${i}.result`)}
              id={`match-pair-${i + 1}-result`}
            />
            <TextField
              label={
                <>
                  Margin<span className="visually-hidden"> of pair {i + 1}</span>
                </>
              }
              hint={`Such as ${MARGIN_EXAMPLES}; none when halved`}
              autoComplete="off"
              className="input--short"
              error={error(`pairs.${i}.margin`)}
              {...form.register(`pairs.${i}.margin`)}
              id={`match-pair-${i + 1}-margin`}
            />
          </fieldset>
        ))}
        <SelectField
          label="The match"
          placeholder="Choose"
          options={RESULT_OPTIONS}
          className="select match-form__select"
          {...field('outcome')}
        />
        <CheckboxField
          id="match-last"
          label="This was the final: the competition is finished (a round lost finishes it anyway)"
          {...form.register('last')}
        />
      </SchemaForm>
    </section>
  );
}
