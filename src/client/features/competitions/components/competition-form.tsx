import { Controller, useFieldArray } from 'react-hook-form';
import { DATES_MAX, type CompetitionAdmin } from '@shared/schemas/competitions';
import { ItemForm } from '@/components/admin-list/item-form';
import { TextField } from '@/components/form-fields';
import { EmailListField } from '@/components/form/email-list-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSaveCompetition } from '../api/save-competition';
import { competitionBody, competitionFormSchema, competitionFormValues } from '../lib/competition-form';

const ID = 'competition';
const dateId = (i: number, part: 'date' | 'label') => `${ID}-date-${i + 1}-${part}`;

/** The error summary's fields in the form's order; every date row the form can have. */
const SUMMARY_FIELDS: [string, string][] = [
  ['name', `${ID}-name`],
  ['year', `${ID}-year`],
  ['pairs', `${ID}-pairs`],
  ['reservesWanted', `${ID}-reserves`],
  ['dates', `${ID}-add-date`],
  ...Array.from({ length: DATES_MAX }, (_, i): [string, string][] => [
    [`dates.${i}.date`, dateId(i, 'date')],
    [`dates.${i}.label`, dateId(i, 'label')],
  ]).flat(),
  ['captainEmailAddresses', `${ID}-captains`],
  ['leftSchoolBy', `${ID}-left-school-by`],
  ['offerHours', `${ID}-offer-hours`],
];

/** Add a competition, or edit the one given; `onDone` with the confirmation, or null on Cancel. */
export function CompetitionForm({
  competition,
  onDone,
}: {
  competition: CompetitionAdmin | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveCompetition();
  const { field, form, error, ...state } = useSchemaForm(competitionFormSchema, {
    title: 'Admin: Competitions',
    fields: SUMMARY_FIELDS as never,
    defaultValues: competitionFormValues(competition, new Date().getFullYear()),
  });
  const dates = useFieldArray({ control: form.control, name: 'dates' });
  const name = competition ? `${competition.name} ${competition.year}` : '';
  return (
    <ItemForm
      headingId="competition-form"
      state={{ ...state, submit: state.submit }}
      editing={competition}
      title={competition ? `Edit competition: ${name}` : 'Add a competition'}
      addLabel="Add competition"
      save={async (values) => {
        await save.mutateAsync({
          ...competitionBody(values),
          id: competition?.id,
          updatedAt: competition?.updatedAt,
        });
        return `${competition ? 'Competition updated' : 'Competition added'}: ${values.name} ${values.year}`;
      }}
      onDone={onDone}
      pending={save.isPending}
      pendingLabel="Saving the competition"
      className="competition-form"
    >
      <TextField label="Name" hint="For example: Halford Hewitt" {...field('name')} id={`${ID}-name`} />
      <TextField
        label="Year"
        inputMode="numeric"
        className="input--short"
        {...field('year')}
        id={`${ID}-year`}
      />
      <TextField
        label="Pairs"
        hint="How many foursomes pairs play: 1 to 10"
        inputMode="numeric"
        className="input--short"
        {...field('pairs')}
        id={`${ID}-pairs`}
      />
      <TextField
        label="Reserves wanted"
        hint="0 to 10"
        inputMode="numeric"
        className="input--short"
        {...field('reservesWanted')}
        id={`${ID}-reserves`}
      />
      <fieldset className="fieldset competition-dates">
        <legend className="fieldset__legend">Dates</legend>
        <p className="field__hint">Practice days and rounds, each with a label such as First round.</p>
        {dates.fields.length === 0 && <p>No dates yet.</p>}
        {dates.fields.map((d, i) => (
          <div key={d.id} className="competition-dates__row">
            <TextField
              type="date"
              label={
                <>
                  Date<span className="visually-hidden"> {i + 1}</span>
                </>
              }
              className="input--date"
              error={error(`dates.${i}.date`)}
              {...form.register(`dates.${i}.date`)}
              id={dateId(i, 'date')}
            />
            <TextField
              label={
                <>
                  Label<span className="visually-hidden"> of date {i + 1}</span>
                </>
              }
              error={error(`dates.${i}.label`)}
              {...form.register(`dates.${i}.label`)}
              id={dateId(i, 'label')}
            />
            <button
              type="button"
              className="button button--secondary button--small competition-dates__remove"
              onClick={() => dates.remove(i)}
            >
              Remove<span className="visually-hidden"> date {i + 1}</span>
            </button>
          </div>
        ))}
        {dates.fields.length < DATES_MAX && (
          <button
            type="button"
            id={`${ID}-add-date`}
            className="button button--secondary button--small"
            onClick={() => dates.append({ date: '', label: '' }, { shouldFocus: true })}
          >
            Add a date
          </button>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="captainEmailAddresses"
        render={({ field: f }) => (
          <EmailListField
            id={`${ID}-captains`}
            label="Captains' e-mail addresses"
            hint="Type a captain's address and choose Add captain; a member with that address runs the competition."
            addLabel="Add captain"
            listLabel="Captains' e-mail addresses"
            initial={competition?.captainEmailAddresses.join(';') ?? ''}
            error={error('captainEmailAddresses')}
            onChange={f.onChange}
            onBlur={f.onBlur}
          />
        )}
      />
      <TextField
        label="Left school by (optional)"
        hint="Only members who left school in or before this year may play, as for an over-50s side. Leave it empty for everyone."
        inputMode="numeric"
        className="input--short"
        {...field('leftSchoolBy')}
        id={`${ID}-left-school-by`}
      />
      <TextField
        label="Hours a reserve has to answer"
        hint="When a player withdraws, the first reserve is offered his place; after this many hours it passes to the next."
        inputMode="numeric"
        className="input--short"
        {...field('offerHours')}
        id={`${ID}-offer-hours`}
      />
    </ItemForm>
  );
}
