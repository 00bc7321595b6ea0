import type { UseFormRegisterReturn } from 'react-hook-form';
import { SUBSCRIPTION_METHODS } from '@shared/schemas/member-data';
import { SelectField, TextField } from '@/components/form-fields';

type Bound = UseFormRegisterReturn & { id: string; error?: string };

/**
 * The amount, date and method a 'Record payment' click uses (the treasurer sets them once per session): the
 * fields of the panel's schema form, bound by its `field`.
 */
export function PaymentDefaults({ amount, paidOn, method }: { amount: Bound; paidOn: Bound; method: Bound }) {
  return (
    <fieldset className="subscriptions-defaults">
      <legend>Record payments as</legend>
      <TextField label="Amount (£)" inputMode="decimal" className="input--short" {...amount} />
      <TextField label="Date paid" type="date" {...paidOn} />
      <SelectField label="Method" options={SUBSCRIPTION_METHODS} {...method} />
    </fieldset>
  );
}
