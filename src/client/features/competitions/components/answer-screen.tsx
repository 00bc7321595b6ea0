import { useState } from 'react';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import type { Competition } from '@shared/schemas/competitions';
import { Banner } from '@/components/banner';
import { CheckboxField, RadioGroupField, TextAreaField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FailedPage } from '@/components/failed-page';
import { QueryView } from '@/components/query-view';
import { usePageTitle } from '@/components/page-head';
import { useAnswerAvailability } from '../api/answer-availability';
import { useCompetitions } from '../api/get-competitions';
import { ANSWER_WORDS, dayText } from '../lib/competition-words';
import { answerFormSchema, answerFormValues } from '../lib/answer-form';
import '../competitions.css';

const ANSWERS = [
  { value: 'available', label: 'Available', hint: 'I can play on every date' },
  { value: 'reserve', label: 'Reserve if short', hint: 'Pick me if the side is short' },
  { value: 'unavailable', label: 'Unavailable', hint: 'I cannot play this time' },
] as const;

/** /competitions/{id}/answer: the member's own answer to a competition's poll, as the e-mail's three buttons. */
export function AnswerScreen({ id }: { id: string }) {
  const competitions = useCompetitions();
  return (
    <div className="competitions">
      <QueryView
        query={competitions}
        failed={(error) => (
          <FailedPage
            heading="Your answer"
            title="Oops! The competition could not be loaded"
            after={<BackLink />}
          >
            {error.message}
          </FailedPage>
        )}
      >
        {(list) => {
          const c = list.find((x) => String(x.id) === id);
          if (!c || !c.eligible) return <NotFound found={Boolean(c)} />;
          return <AnswerForm competition={c} />;
        }}
      </QueryView>
    </div>
  );
}

function NotFound({ found }: { found: boolean }) {
  usePageTitle('Your answer');
  return (
    <>
      <h1>Your answer</h1>
      <Banner kind="info">
        {found
          ? 'You are not on the list of members who may play in this side.'
          : 'That competition could not be found.'}
      </Banner>
      <BackLink />
    </>
  );
}

function BackLink() {
  return (
    <p>
      <Link to="/competitions">Back to the teams</Link>
    </p>
  );
}

function AnswerForm({ competition: c }: { competition: Competition }) {
  const title = `${c.name} ${c.year}`;
  const save = useAnswerAvailability();
  const [saved, setSaved] = useState<string | null>(null);
  const { form, field, error, ...state } = useSchemaForm(answerFormSchema, {
    title: `Your answer: ${title}`,
    fields: [
      ['answer', 'answer-choice'],
      ['unavailableDates', 'answer-date-1'],
      ['note', 'answer-note'],
    ],
    defaultValues: answerFormValues(c) as never,
  });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const { error: answerError, ...answerField } = field('answer');
  return (
    <>
      <h1>Your answer: {title}</h1>
      <SchemaForm
        label={`Your answer for ${title}`}
        className="competition-answer"
        onSubmit={state.submit(async (values) => {
          setSaved(null);
          const body = values.answer === 'unavailable' ? { ...values, unavailableDates: [] } : values;
          await save.mutateAsync(body);
          setSaved(ANSWER_WORDS[values.answer]);
        })}
        notice={
          saved && (
            <Banner kind="success" title="Thank you: the captain has your answer">
              <p>
                You answered: {saved}. <Link to="/competitions">Back to the teams</Link>
              </p>
            </Banner>
          )
        }
        problem={state.problem}
        summary={state.summary}
        submitLabel="Send my answer"
        pending={save.isPending}
        pendingLabel="Sending your answer"
        actions={
          <Link to="/competitions" className="button button--secondary">
            Back
          </Link>
        }
      >
        <RadioGroupField
          legend="Can you play?"
          options={ANSWERS.map((a) => ({
            value: a.value,
            label: (
              <>
                <span className="competition-answer__label">{a.label}</span>
                <span className="competition-answer__hint">{a.hint}</span>
              </>
            ),
          }))}
          error={answerError}
          {...answerField}
        />
        {answer !== 'unavailable' && c.dates.length > 0 && (
          <fieldset className="fieldset">
            <legend className="fieldset__legend">Dates you cannot make (optional)</legend>
            {error('unavailableDates') && (
              <p className="field__error" id="answer-date-1-error">
                <span className="visually-hidden">Error:</span> {error('unavailableDates')}
              </p>
            )}
            {c.dates.map((d, i) => (
              <CheckboxField
                key={`${d.date}-${d.label}`}
                id={`answer-date-${i + 1}`}
                label={`${d.label}: ${dayText(d.date)}`}
                value={d.date}
                {...form.register('unavailableDates')}
              />
            ))}
          </fieldset>
        )}
        <TextAreaField
          label="A note for the captain (optional)"
          hint="For example: free after 2 pm on the Friday"
          rows={3}
          {...field('note')}
          id="answer-note"
        />
      </SchemaForm>
    </>
  );
}
