import { Link } from 'react-router';
import { formatFixtureDate } from '@shared/dates';
import type { StatementLine } from '@shared/schemas/money';
import { LongWords } from '@/components/long-words';
import { TableHead } from '@/components/table-head';
import { balanceWords, lineAmountText, lineKindWords } from '../lib/statement-words';

/** Every line of the statement, oldest first, then the balance they come to; labelled cards on a phone. */
export function StatementTable({ lines, balancePence }: { lines: StatementLine[]; balancePence: number }) {
  if (lines.length === 0) return <p>Nothing has been charged to your account or paid into it yet.</p>;
  return (
    <>
      <table className="table table--stack stack-block my-account__lines">
        <caption className="visually-hidden">Your statement, oldest first</caption>
        <TableHead columns={['Date', 'Description', 'Type', 'Amount']} />
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <td data-label="Date" className="my-account__date">
                {formatFixtureDate(line.date)}
              </td>
              <td data-label="Description">
                {line.fixtureId === null ? (
                  <LongWords text={line.description} />
                ) : (
                  <Link to={`/enterfixture/${line.fixtureId}`}>
                    <LongWords text={line.description} />
                  </Link>
                )}
              </td>
              <td data-label="Type">{lineKindWords(line.kind)}</td>
              <td data-label="Amount" className="my-account__amount">
                {lineAmountText(line.amountPence)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="my-account__total">
        Balance: <strong>{balanceWords(balancePence)}</strong>
      </p>
    </>
  );
}
