import { useEffect, useRef, useState } from 'react';
import { formatPounds, paymentDefaultsSchema, type SubscriptionRow } from '@shared/schemas/member-data';
import { Banner } from '@/components/banner';
import { CheckboxField, TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { QueryView } from '@/components/query-view';
import { useSiteSettings } from '@/lib/site-settings';
import { MEMBERS_CSV_URL, subscriptionsCsvUrl } from '../api/export-csv';
import { useSubscriptions } from '../api/list-subscriptions';
import { useRecordSubscription } from '../api/record-subscription';
import { useUndoSubscription } from '../api/undo-subscription';
import { PaymentDefaults } from './payment-defaults';
import '../subscriptions.css';

const today = () => new Date().toISOString().slice(0, 10);

/** The treasurer's Subscriptions panel: a year's members, paid or not, one click to record or undo. */
export function SubscriptionsPanel() {
  const [year, setYear] = useState(new Date().getFullYear());
  const [unpaidOnly, setUnpaidOnly] = useState(false);
  // What each 'Record payment' click records: the one schema form, checked as it is typed.
  const { form, submit, field } = useSchemaForm(paymentDefaultsSchema, {
    title: 'Subscriptions',
    fields: [
      ['amountPence', 'sub-amount'],
      ['paidOn', 'sub-paid-on'],
      ['method', 'sub-method'],
    ],
    defaultValues: {
      amountPence: '',
      paidOn: today(),
      method: 'standing order',
    },
    mode: 'onChange',
  });
  // The subscription of the settings (decision 0059), as soon as they are read, unless already typed over.
  const subscriptionPence = useSiteSettings()?.subscriptionPence;
  useEffect(() => {
    if (subscriptionPence !== undefined && !form.getFieldState('amountPence').isDirty)
      form.resetField('amountPence', { defaultValue: (subscriptionPence / 100).toFixed(2) });
  }, [subscriptionPence, form]);
  const list = useSubscriptions(year);
  const record = useRecordSubscription();
  const undo = useUndoSubscription();
  const failure = record.error ?? undo.error;

  const rows = (list.data ?? []).filter((r) => !unpaidOnly || !r.paid);
  // After a payment is recorded or undone, the row's new button (Undo, or Record payment) takes the focus; when
  // the row has left a list of the unpaid, the list does. The focus never falls to the page.
  const listRef = useRef<HTMLUListElement>(null);
  const [changed, setChanged] = useState<number | null>(null);
  useEffect(() => {
    if (changed === null || !list.data) return;
    const button = listRef.current?.querySelector<HTMLButtonElement>(`button[data-member="${changed}"]`);
    (button ?? listRef.current)?.focus();
    setChanged(null);
  }, [changed, list.data]);
  const onChanged = (memberId: number) => ({ onSuccess: () => setChanged(memberId) });
  const paid = (list.data ?? []).filter((r) => r.paid);
  const total = paid.reduce((sum, r) => sum + (r.amountPence ?? 0), 0);
  const recordFor = (r: SubscriptionRow) =>
    void submit((values) =>
      record.mutateAsync({ memberId: r.memberId, year, ...values }, onChanged(r.memberId)),
    )();

  return (
    <div className="subscriptions">
      <h2>Subscriptions</h2>
      <div className="subscriptions-controls">
        <TextField
          id="sub-year"
          label="Year"
          type="number"
          className="input--short"
          value={String(year)}
          onChange={(e) => {
            const y = Number(e.currentTarget.value);
            if (Number.isInteger(y) && y >= 1900 && y <= 2200) setYear(y);
          }}
        />
        <CheckboxField
          id="sub-unpaid"
          label="Show only members who have not paid"
          checked={unpaidOnly}
          onChange={(e) => setUnpaidOnly(e.currentTarget.checked)}
        />
      </div>
      <PaymentDefaults amount={field('amountPence')} paidOn={field('paidOn')} method={field('method')} />
      {failure && (
        <Banner kind="error" title="That was not saved">
          {failure.message}
        </Banner>
      )}
      <QueryView
        query={list}
        failed={() => <Banner kind="error" title="The subscriptions could not be loaded" />}
      >
        {(subscriptions) => (
          <>
            <p className="subscriptions-totals" role="status">
              {year}: {paid.length} paid, {subscriptions.length - paid.length} not paid, {formatPounds(total)}{' '}
              received
            </p>
            <p className="subscriptions-exports">
              <a href={subscriptionsCsvUrl(year, false)} download>
                Export {year} (CSV)
              </a>
              <a href={subscriptionsCsvUrl(year, true)} download>
                Export unpaid (CSV)
              </a>
              <a href={MEMBERS_CSV_URL} download>
                Export membership (CSV)
              </a>
            </p>
            <ul
              ref={listRef}
              tabIndex={-1}
              className="subscriptions-list"
              aria-label={`Subscriptions ${year}`}
            >
              {rows.map((r) => (
                <li key={r.memberId} className="subscriptions-item">
                  <span className="subscriptions-item__name">{r.name}</span>
                  <span className="subscriptions-item__email">
                    {/* A line may break after the @, never inside a word. */}
                    {r.email.split('@')[0]}@<wbr />
                    {r.email.split('@').slice(1).join('@')}
                  </span>
                  <span className="subscriptions-item__status">
                    {r.paid
                      ? `Paid ${formatPounds(r.amountPence ?? 0)} on ${r.paidOn} by ${r.method}`
                      : 'Not paid'}
                    {r.fromAccount && ', from the account'}
                  </span>
                  {r.fromAccount ? (
                    // Money on the account paid it: that payment is undone in Payments, not here.
                    <span className="subscriptions-item__note">Undo it in Payments</span>
                  ) : r.paid ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      data-member={r.memberId}
                      disabled={undo.isPending}
                      onClick={() => undo.mutate({ memberId: r.memberId, year }, onChanged(r.memberId))}
                      aria-label={`Undo payment of ${r.name}`}
                    >
                      Undo
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      data-member={r.memberId}
                      disabled={record.isPending || !form.formState.isValid}
                      onClick={() => recordFor(r)}
                      aria-label={`Record payment of ${r.name}`}
                    >
                      Record payment
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {rows.length === 0 && <p>Every member has paid for {year}.</p>}
          </>
        )}
      </QueryView>
    </div>
  );
}
