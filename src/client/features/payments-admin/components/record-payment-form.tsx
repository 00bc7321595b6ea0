import { useEffect, useState } from 'react';
import {
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  paymentFormSchema,
  type BalanceRow,
  type Payment,
} from '@shared/schemas/money';
import { londonToday } from '@shared/dates';
import { SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useDebounced } from '@/components/use-debounced';
import { useBalances } from '../api/list-balances';
import { useRecordPayment } from '../api/record-payment';
import { balanceWords } from '../lib/balance-words';

export const RECORD_PAYMENT_HEADING_ID = 'record-payment-heading';

const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  'bank transfer': 'Bank transfer',
  'standing order': 'Standing order',
  cheque: 'Cheque',
  cash: 'Cash',
  card: 'Card',
};
const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }));

const memberLabel = (r: BalanceRow) =>
  `${r.name} (${r.paymentReference}): ${balanceWords(r.balancePence).toLowerCase()}`;

const blank = () => ({
  amountPence: '',
  paidOn: londonToday(),
  method: 'bank transfer' as const,
  note: '',
});

/**
 * Record a payment: the member (found by name or reference, or chosen from the balances), the amount in pounds
 * (read into whole pence by the one reading of money), the date paid, how, and a note. The server's refusals
 * land on their fields. `chosen` is the member the panel has chosen; `onChoose` tells it of a new choice.
 */
export function RecordPaymentForm({
  chosen,
  onChoose,
  onRecorded,
}: {
  chosen: BalanceRow | null;
  onChoose: (row: BalanceRow | null) => void;
  onRecorded: (payment: Payment) => void;
}) {
  const record = useRecordPayment();
  const { form, summary, problem, submit, field, error } = useSchemaForm(paymentFormSchema, {
    title: 'Admin: Payments',
    fields: [
      ['memberId', 'payment-member'],
      ['amountPence', 'payment-amount'],
      ['paidOn', 'payment-paid-on'],
      ['method', 'payment-method'],
      ['note', 'payment-note'],
    ],
    defaultValues: blank(),
  });
  // The member is the panel's choice; the form holds its id for the schema.
  const chosenId = chosen?.memberId;
  useEffect(() => {
    form.setValue('memberId', chosenId as number, { shouldValidate: form.formState.isSubmitted });
  }, [chosenId, form]);

  const [find, setFind] = useState('');
  const search = useDebounced(find.trim(), 300);
  const matches = useBalances({ search, filter: 'all', page: 1 });
  const found = matches.data?.items ?? [];
  const options = chosen && !found.some((r) => r.memberId === chosen.memberId) ? [chosen, ...found] : found;
  const more = matches.data && matches.data.total > found.length;

  return (
    <section aria-labelledby={RECORD_PAYMENT_HEADING_ID} className="record-payment">
      <h3 id={RECORD_PAYMENT_HEADING_ID} tabIndex={-1}>
        Record a payment
      </h3>
      <SchemaForm
        label="Record a payment"
        className="record-payment__form"
        onSubmit={submit(async (values) => {
          const payment = await record.mutateAsync(values);
          form.reset({ ...blank(), memberId: values.memberId, paidOn: values.paidOn, method: values.method });
          onRecorded(payment);
        })}
        problem={problem}
        summary={summary}
        submitLabel="Record payment"
        pending={record.isPending}
        pendingLabel="Recording the payment"
      >
        <div className="record-payment__member">
          <TextField
            id="payment-find"
            label="Find the member"
            hint="Type part of their name or their payment reference"
            maxLength={100}
            autoComplete="off"
            value={find}
            onChange={(e) => setFind(e.currentTarget.value)}
          />
          <SelectField
            id="payment-member"
            label="Member"
            hint={
              more
                ? `The first ${found.length} of ${matches.data?.total} are listed: type more to narrow it`
                : undefined
            }
            options={options.map((r) => ({ value: String(r.memberId), label: memberLabel(r) }))}
            placeholder={
              matches.isPending
                ? 'Loading the members…'
                : found.length === 0 && !chosen
                  ? 'No member matches'
                  : 'Choose a member'
            }
            error={error('memberId')}
            value={chosenId === undefined ? '' : String(chosenId)}
            onChange={(e) => {
              const id = Number(e.currentTarget.value);
              onChoose(options.find((r) => r.memberId === id) ?? null);
            }}
          />
        </div>
        <TextField
          label="Amount (£)"
          hint="In pounds and pence, such as 42.50"
          inputMode="decimal"
          autoComplete="off"
          className="input--short"
          {...field('amountPence')}
        />
        <TextField label="Date paid" type="date" {...field('paidOn')} />
        <SelectField label="How it was paid" options={METHOD_OPTIONS} {...field('method')} />
        <TextField
          label="Note (optional)"
          hint="Such as a cheque number"
          maxLength={PAYMENT_NOTE_MAX}
          {...field('note')}
        />
      </SchemaForm>
    </section>
  );
}
