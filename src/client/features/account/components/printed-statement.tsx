import { formatFixtureDate, londonToday } from '@shared/dates';
import { formatPence } from '@shared/money';
import type { Statement } from '@shared/schemas/money';
import { siteInfo } from '@/lib/site-info';
import { balanceWords, lineAmountText, lineKindWords, paymentDetailLines } from '../lib/statement-words';

/**
 * The statement on paper (an A4 page, see account.css): only printed, never shown on the screen, where the same
 * figures are already shown and read.
 */
export function PrintedStatement({ statement }: { statement: Statement }) {
  const details = paymentDetailLines(statement.paymentDetails);
  return (
    <div className="my-account-print" aria-hidden="true">
      <p className="my-account-print__society">{siteInfo.societyName}</p>
      <h1>Statement of account</h1>
      <dl className="my-account-print__facts">
        <dt>Member</dt>
        <dd>{statement.name}</dd>
        <dt>Payment reference</dt>
        <dd className="my-account-print__reference">{statement.reference}</dd>
        <dt>Printed on</dt>
        <dd>{formatFixtureDate(londonToday())}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th>Date</th>
            <th>Description</th>
            <th>Type</th>
            <th className="my-account-print__amount">Amount</th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line, i) => (
            <tr key={i}>
              <td>{formatFixtureDate(line.date)}</td>
              <td>{line.description}</td>
              <td>{lineKindWords(line.kind)}</td>
              <td className="my-account-print__amount">{lineAmountText(line.amountPence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={3}>Balance</th>
            <td className="my-account-print__amount">{formatPence(statement.balancePence)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="my-account-print__balance">{balanceWords(statement.balancePence)}</p>
      <h2>How to pay</h2>
      <p>
        By bank transfer, giving your payment reference <strong>{statement.reference}</strong> as the
        reference of the payment.
      </p>
      {details.length > 0 && (
        <p>
          {details.map((line, i) => (
            <span key={i} className="my-account-print__bank-line">
              {line}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
