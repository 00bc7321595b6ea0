import { useState } from 'react';
import { Link } from 'react-router';
import { londonYear } from '@shared/dates';
import type { OrderOfMerit } from '@shared/schemas/order-of-merit';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { QueryView } from '@/components/query-view';
import { SavedNotice } from '@/components/form/saved-notice';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useOrderOfMerit } from '../api/get-order-of-merit';
import { useSaveMeritRules } from '../api/save-merit-rules';
import { RULES_FIELDS, rulesFormSchema, rulesFormValues } from '../lib/rules-form';

const TITLE = 'Admin: Order of Merit';

/**
 * Admin, Order of Merit: a year's rules (the points for each place at a published meeting, how many results count,
 * the meetings needed to be placed, paid-up members only), which the public page states and follows.
 */
export function MeritRulesPanel() {
  const thisYear = londonYear();
  const [year, setYear] = useState(thisYear);
  const query = useOrderOfMerit(year);
  const years = [...new Set([thisYear + 1, thisYear, ...(query.data?.years ?? [])])].sort((a, b) => b - a);
  return (
    <div className="merit-admin">
      <h2>Order of Merit</h2>
      <p>
        Members earn points for their places at each meeting whose results are published from the cards. Set
        the points and how many results count for each year; the order of merit page says them in words.
      </p>
      <SelectField
        id="merit-year"
        label="Year"
        className="select input--short"
        options={years.map(String)}
        value={String(year)}
        onChange={(e) => setYear(Number(e.currentTarget.value))}
      />
      <QueryView query={query} failed="Oops! The order of merit could not be loaded">
        {(merit) => <RulesForm key={merit.year} merit={merit} />}
      </QueryView>
    </div>
  );
}

function RulesForm({ merit }: { merit: OrderOfMerit }) {
  const save = useSaveMeritRules();
  const { submit, field, problem, summary, saves } = useSchemaForm(rulesFormSchema(merit.year), {
    title: TITLE,
    fields: RULES_FIELDS as [never, string][],
    defaultValues: rulesFormValues(merit.rules),
  });
  const { error: _paidError, ...paidUpOnly } = field('paidUpOnly');
  return (
    <SchemaForm
      label={`Order of merit rules for ${merit.year}`}
      heading={<h3>{`Rules for ${merit.year}`}</h3>}
      notice={
        <SavedNotice count={saves} title={`Rules saved for ${merit.year}`}>
          <Link to={`/orderofmerit?year=${merit.year}`}>See the order of merit</Link>
        </SavedNotice>
      }
      onSubmit={submit((body) => save.mutateAsync(body))}
      problem={problem}
      summary={summary}
      submitLabel="Save the rules"
      pending={save.isPending}
      pendingLabel="Saving the rules"
    >
      {!merit.rulesSet && (
        <p className="field__hint">{`No rules have been set for ${merit.year}: these are the usual ones.`}</p>
      )}
      <TextField
        label="Points for 1st, 2nd, 3rd and so on"
        hint="One number for each place that earns points, highest first, such as 10, 8, 6, 5, 4, 3, 2, 1."
        autoComplete="off"
        inputMode="numeric"
        {...field('points')}
      />
      <TextField
        label="Results that count (optional)"
        hint="A member's best results: 4 counts their best four meetings. Leave it empty to count every one."
        className="input--short"
        autoComplete="off"
        inputMode="numeric"
        {...field('bestOf')}
      />
      <TextField
        label="Meetings needed to be placed"
        hint="A member who has played fewer is listed after the others, without a place."
        className="input--short"
        autoComplete="off"
        inputMode="numeric"
        {...field('minEvents')}
      />
      <CheckboxField
        label="Only members who have paid the year's subscription"
        {...paidUpOnly}
        id="merit-paidUpOnly"
      />
    </SchemaForm>
  );
}
