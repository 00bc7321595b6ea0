import { useState } from 'react';
import {
  BALANCE_FILTERS,
  balancesQuerySchema,
  type BalanceFilter,
  type BalanceRow,
} from '@shared/schemas/money';
import { formatPence } from '@shared/money';
import { formatFixtureDate } from '@shared/dates';
import { PagedTable } from '@/components/admin-list/paged-table';
import { SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { LongWords } from '@/components/long-words';
import { usePageParam } from '@/components/page-param';
import { useBalances } from '../api/list-balances';
import { balanceWords, membersText } from '../lib/balance-words';

const FILTER_LABELS: Record<BalanceFilter, string> = {
  all: 'Every member',
  owing: 'Members who owe',
  credit: 'Members in credit',
};
const FILTER_OPTIONS = BALANCE_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }));

// The list's query as the server reads it, less the page (a new search starts at the first).
const filterSchema = balancesQuerySchema.omit({ page: true });

/**
 * Every member's balance, largest debt first, found by name or reference, a page at a time; each row's button
 * chooses the member for the Record a payment form and shows their payments.
 */
export function BalancesList({ onChoose }: { onChoose: (row: BalanceRow) => void }) {
  const [query, setQuery] = useState<{ search: string; filter: BalanceFilter }>({
    search: '',
    filter: 'all',
  });
  const [page, setPage] = usePageParam();
  const { summary, problem, submit, field } = useSchemaForm(filterSchema, {
    title: 'Admin: Payments',
    fields: [
      ['search', 'balances-search'],
      ['filter', 'balances-filter'],
    ],
    defaultValues: { search: '', filter: 'all' },
  });
  const list = useBalances({ ...query, page });
  return (
    <section aria-labelledby="balances-heading" className="payments-balances">
      <h3 id="balances-heading">Balances</h3>
      <SchemaForm
        label="Balances"
        role="search"
        className="admin-filter"
        buttonsClassName="admin-filter__button"
        onSubmit={submit(async ({ search, filter }) => {
          setQuery({ search: search ?? '', filter });
          setPage(1);
        })}
        problem={problem}
        summary={summary}
        submitLabel="Search"
        pending={false}
      >
        <TextField label="Name or reference" maxLength={100} autoComplete="off" {...field('search')} />
        <SelectField label="Show" options={FILTER_OPTIONS} {...field('filter')} />
      </SchemaForm>
      <PagedTable
        page={list.data && { ...list.data, items: list.data.items.map((r) => ({ ...r, id: r.memberId })) }}
        count={membersText}
        pagerLabel="Balance pages"
        onPage={setPage}
        error={list.error}
        errorTitle="Sorry, the balances could not be loaded"
        empty="No members match"
        className="payments-balances__table"
        rowClassName={(r) => (r.balancePence > 0 ? 'balance-row--owing' : undefined)}
        columns={[
          { label: 'Name', cell: (r) => <LongWords text={r.name} /> },
          {
            label: 'Reference',
            cell: (r) => <span className="payment-reference">{r.paymentReference}</span>,
          },
          {
            label: 'Balance',
            cell: (r) => <span className="balance-amount">{balanceWords(r.balancePence)}</span>,
          },
          { label: 'Paid', cell: (r) => formatPence(r.paidPence) },
          {
            label: 'Last paid',
            cell: (r) => (
              <span className="no-break">{r.lastPaidOn ? formatFixtureDate(r.lastPaidOn) : 'Never'}</span>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (r) => (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onChoose(r)}
              >
                Payments<span className="visually-hidden"> of {r.name}</span>
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}
