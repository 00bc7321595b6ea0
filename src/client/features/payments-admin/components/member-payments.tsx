import type { StatementLine } from '@shared/schemas/money';
import { formatPence } from '@shared/money';
import { formatFixtureDate } from '@shared/dates';
import { AdminTable } from '@/components/admin-list/admin-table';
import { useMemberStatement } from '../api/member-statement';
import { balanceWords } from '../lib/balance-words';

export const MEMBER_PAYMENTS_HEADING_ID = 'member-payments-heading';

type Line = StatementLine & { id: number };

/** A line's amount as the member's account moves: a charge '£45.00', a payment or credit '−£42.50'. */
const amountText = (l: StatementLine) => formatPence(l.amountPence);

/**
 * One member's account as the treasurer sees it: every charge, credit and payment, oldest first, and the balance
 * they come to; each payment recorded here or imported has an Undo button (`onUndo` asks first).
 */
export function MemberPayments({
  memberId,
  busy,
  onUndo,
}: {
  memberId: number;
  busy: boolean;
  onUndo: (line: StatementLine & { paymentId: number }, memberName: string) => void;
}) {
  const statement = useMemberStatement(memberId);
  const s = statement.data;
  const lines: Line[] | undefined = s?.lines.map((l, i) => ({ ...l, id: i }));
  return (
    <section aria-labelledby={MEMBER_PAYMENTS_HEADING_ID} className="member-payments">
      <h3 id={MEMBER_PAYMENTS_HEADING_ID} tabIndex={-1}>
        {s ? `The account of ${s.name}` : 'The account of the member chosen'}
      </h3>
      {s && (
        <p className="member-payments__summary" role="status">
          Reference <span className="payment-reference">{s.reference}</span>.{' '}
          <strong>{balanceWords(s.balancePence)}</strong>.
        </p>
      )}
      <AdminTable
        rows={lines}
        error={statement.error}
        errorTitle="Sorry, the account could not be loaded"
        empty="Nothing has been charged or paid yet."
        caption={s && `Charges and payments of ${s.name}`}
        captionHidden
        columns={[
          { label: 'Date', cell: (l) => formatFixtureDate(l.date) },
          { label: 'Description', cell: (l) => l.description, className: 'cell-wrap' },
          { label: 'Amount', cell: (l) => <span className="balance-amount">{amountText(l)}</span> },
          {
            label: 'Actions',
            actions: true,
            cell: (l) =>
              l.paymentId !== null && s ? (
                <button
                  type="button"
                  className="button button--warning button--small"
                  disabled={busy}
                  onClick={() => onUndo({ ...l, paymentId: l.paymentId! }, s.name)}
                >
                  Undo
                  <span className="visually-hidden">
                    {' '}
                    the payment of {formatPence(-l.amountPence)} on {formatFixtureDate(l.date)}
                  </span>
                </button>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
