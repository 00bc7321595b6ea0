import type { StatementColumns, StatementPreview } from '@shared/schemas/money';
import { AdminTable } from '@/components/admin-list/admin-table';
import { Banner } from '@/components/banner';
import { CheckboxField, RadioGroupField, SelectField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { columnName, columnsFormSchema, guessedAnswer } from '../lib/columns-form';

type Question = Extract<StatementPreview, { recognised: false }>;

/**
 * The columns of a statement the site does not know, with the first values of each, and the treasurer's answer
 * to which holds the date, the description and the money; the same file is then checked again with it.
 */
export function ColumnChoice({
  question,
  onChosen,
}: {
  question: Question;
  onChosen: (columns: StatementColumns) => Promise<unknown>;
}) {
  const { form, summary, problem, submit, field, error } = useSchemaForm(columnsFormSchema, {
    title: 'Admin: Import Bank Statement',
    fields: [
      ['date', 'column-date'],
      ['description', 'column-description'],
      ['amounts', 'column-amounts'],
      ['amount', 'column-amount'],
      ['paidIn', 'column-paid-in'],
      ['paidOut', 'column-paid-out'],
    ],
    defaultValues: guessedAnswer(question),
  });
  const amounts = form.watch('amounts');
  // Each column named with its first value, so that a column without a heading is told apart.
  const options = question.columns.map((c) => {
    const example = c.examples.find((e) => e.trim());
    return { value: String(c.index), label: example ? `${columnName(c)}: ${example}` : columnName(c) };
  });
  const description = form.register('description');

  return (
    <div className="statement-columns">
      <Banner kind="info" title="Which column is which?">
        {question.message}
      </Banner>
      <AdminTable
        rows={question.columns.map((c) => ({ ...c, id: c.index }))}
        empty={null}
        caption="The columns of your file, with their first values"
        columns={[
          { label: 'Column', cell: (c) => columnName(c) },
          {
            label: 'First values',
            className: 'cell-wrap',
            cell: (c) =>
              c.examples.length === 0 ? (
                'Empty'
              ) : (
                <ul className="statement-columns__examples">
                  {c.examples.map((e, i) => (
                    <li key={i}>{e}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      <SchemaForm
        label="Which column is which"
        onSubmit={submit((columns) => onChosen(columns))}
        problem={problem}
        summary={summary}
        submitLabel="Check with these columns"
        pending={form.formState.isSubmitting}
        pendingLabel="Checking the file"
      >
        <SelectField label="Date" placeholder="Choose a column" options={options} {...field('date')} />
        <div className={`field${error('description') ? ' field--error' : ''}`}>
          <fieldset className="fieldset" aria-describedby="column-description-hint">
            <legend className="field__label">Description (the payer and their reference)</legend>
            <p className="field__hint" id="column-description-hint">
              Tick each column that holds some of it: a bank may put the payer and the reference apart.
            </p>
            {error('description') && (
              <p className="field__error" id="column-description-error">
                <span className="visually-hidden">Error:</span> {error('description')}
              </p>
            )}
            {question.columns.map((c, i) => (
              <CheckboxField
                key={c.index}
                id={i === 0 ? 'column-description' : `column-description-${c.index}`}
                label={options[i].label}
                value={String(c.index)}
                {...description}
              />
            ))}
          </fieldset>
        </div>
        <RadioGroupField
          legend="How are the amounts written?"
          options={[
            { value: 'one', label: 'One column: money in, and money out with a minus sign' },
            { value: 'two', label: 'Two columns: money in, and money out' },
          ]}
          {...field('amounts')}
        />
        {amounts === 'two' ? (
          <>
            <SelectField
              label="Money in"
              placeholder="Choose a column"
              options={options}
              {...field('paidIn')}
            />
            <SelectField
              label="Money out (not imported)"
              placeholder="None"
              options={options}
              {...field('paidOut')}
            />
          </>
        ) : (
          <SelectField label="Amount" placeholder="Choose a column" options={options} {...field('amount')} />
        )}
      </SchemaForm>
    </div>
  );
}
