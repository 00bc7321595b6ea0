import { SUBSCRIPTION_METHODS, type SubscriptionMethod } from '@shared/schemas/member-data';
import { SelectField, TextField } from '@/components/form-fields';

export interface Defaults {
  amount: string;
  paidOn: string;
  method: SubscriptionMethod;
}

/** The amount, date and method a 'Record payment' click uses (the treasurer sets them once per session). */
export function PaymentDefaults({
  value,
  onChange,
  amountError,
}: {
  value: Defaults;
  onChange: (d: Defaults) => void;
  amountError?: string;
}) {
  return (
    <fieldset className="subscriptions-defaults">
      <legend>Record payments as</legend>
      <TextField
        id="sub-amount"
        label="Amount (£)"
        inputMode="decimal"
        className="input--short"
        value={value.amount}
        error={amountError}
        onChange={(e) => onChange({ ...value, amount: e.currentTarget.value })}
      />
      <TextField
        id="sub-paid-on"
        label="Date paid"
        type="date"
        value={value.paidOn}
        onChange={(e) => onChange({ ...value, paidOn: e.currentTarget.value })}
      />
      <SelectField
        id="sub-method"
        label="Method"
        value={value.method}
        options={SUBSCRIPTION_METHODS}
        onChange={(e) => onChange({ ...value, method: e.currentTarget.value as SubscriptionMethod })}
      />
    </fieldset>
  );
}
