import { formatPounds, type MemberSubscription } from '@shared/schemas/member-data';
import { formatIsoDate } from '../lib/format-date';

/** My Profile, Subscriptions: the payments the treasurer has recorded for you. */
export function SubscriptionsSection({ subscriptions }: { subscriptions: MemberSubscription[] }) {
  if (subscriptions.length === 0) {
    return <p>The treasurer has not recorded a subscription payment for you yet.</p>;
  }
  return (
    <table className="subscriptions-table">
      <caption className="visually-hidden">Your subscription payments</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Paid on</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {subscriptions.map((s) => (
          <tr key={s.year}>
            <td>{s.year}</td>
            <td>{formatIsoDate(s.paidOn)}</td>
            <td>{formatPounds(s.amountPence)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
