import { balanceWords } from '../lib/statement-words';

/** The balance in words, large, with what to do about it. */
export function BalanceSummary({ balancePence }: { balancePence: number }) {
  const state = balancePence > 0 ? 'owing' : balancePence < 0 ? 'credit' : 'clear';
  return (
    <div className={`my-account__balance my-account__balance--${state}`}>
      <p className="my-account__balance-words">{balanceWords(balancePence)}</p>
      <p className="my-account__balance-note">
        {state === 'owing' &&
          'Please pay it by bank transfer, giving your payment reference below so that the treasurer knows it is from you.'}
        {state === 'credit' &&
          'The society owes you this. It is taken off what you owe next, or the treasurer can pay it back to you.'}
        {state === 'clear' && 'Your account is up to date.'}
      </p>
    </div>
  );
}
