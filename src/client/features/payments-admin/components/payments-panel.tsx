import { useState } from 'react';
import { Link } from 'react-router';
import type { BalanceRow, StatementLine } from '@shared/schemas/money';
import { formatPence } from '@shared/money';
import { formatFixtureDate } from '@shared/dates';
import { PAGE_ROUTES } from '@shared/page-routes';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import type { Notice } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { useDeletePayment } from '../api/delete-payment';
import { useBalances } from '../api/list-balances';
import { balancesCsvUrl } from '../api/balances-csv';
import { balanceWords, membersText } from '../lib/balance-words';
import { BalancesList } from './balances-list';
import { MemberPayments } from './member-payments';
import { RecordPaymentForm } from './record-payment-form';
import '../payments-admin.css';

/** The bank statement's import (its own screen): linked from here once the site has it. */
export const STATEMENT_IMPORT_PATH = '/admin/payments/import';
const hasStatementImport = PAGE_ROUTES.some((r) => r.path === STATEMENT_IMPORT_PATH);

/** What the whole society is owed and holds in credit (every page of the balances carries the totals). */
function Totals() {
  const all = useBalances({ search: '', filter: 'all', page: 1 }).data;
  if (!all) return null;
  const owing =
    all.owingMembers === 0
      ? 'No member owes the society anything.'
      : `${membersText(all.owingMembers)} ${all.owingMembers === 1 ? 'owes' : 'owe'} ${formatPence(all.owingPence)} in all.`;
  const credit = all.creditPence > 0 ? ` Members hold ${formatPence(all.creditPence)} in credit.` : '';
  return (
    <p className="payments-totals">
      {owing}
      {credit}
    </p>
  );
}

/**
 * The treasurer's Payments panel (DESIGN.md 'Money'): what the society is owed, record a payment, a member's
 * account with Undo on each payment, and every member's balance, largest debt first.
 */
export function PaymentsPanel() {
  const [message, setMessage] = useState<Notice | null>(null);
  const [chosen, setChosen] = useState<BalanceRow | null>(null);
  const { confirm, dialog } = useConfirm();
  const undo = useDeletePayment();

  const chooseFromList = (row: BalanceRow) => {
    setMessage(null);
    setChosen(row);
    // The form and the member's account are above the list: the focus goes to the form, ready for the amount.
    requestAnimationFrame(() => document.getElementById('payment-amount')?.focus());
  };

  const askUndo = async (line: StatementLine & { paymentId: number }, name: string) => {
    const amount = formatPence(-line.amountPence);
    let outcome: Notice | null = null;
    const yes = await confirm({
      title: `Undo this payment of ${amount}?`,
      confirmLabel: 'Yes, undo it',
      body: (
        <>
          <p>
            From {name}: {line.description}, {formatFixtureDate(line.date)}.
          </p>
          <p>
            It comes off their account, so their balance goes up by {amount}. Undo a payment only if it was
            recorded by mistake.
          </p>
        </>
      ),
      act: async () => {
        outcome = await undo.mutateAsync({ id: line.paymentId }).then(
          (r) => ({
            kind: 'success' as const,
            children: `The payment of ${amount} from ${name} has been undone. ${balanceWords(r.balancePence)}.`,
          }),
          (err: Error) => ({ kind: 'error' as const, title: 'Oops!', children: err.message }),
        );
      },
    });
    if (yes) setMessage(outcome);
  };

  return (
    <AdminPanel
      heading="Payments"
      list={{ message, setMessage, dialog }}
      className="payments-admin"
      intro={<Totals />}
    >
      <ul className="payments-links">
        <li>
          <a href={balancesCsvUrl('all')} download>
            Download every balance (CSV)
          </a>
        </li>
        <li>
          <a href={balancesCsvUrl('owing')} download>
            Download those who owe (CSV)
          </a>
        </li>
        {hasStatementImport && (
          <li>
            <Link to={STATEMENT_IMPORT_PATH}>Import a bank statement</Link>
          </li>
        )}
      </ul>
      <div className="payments-admin__work">
        <RecordPaymentForm
          chosen={chosen}
          onChoose={(row) => {
            setMessage(null);
            setChosen(row);
          }}
          onRecorded={(p) =>
            setMessage({
              kind: 'success',
              title: 'Payment recorded',
              children: `${formatPence(p.amountPence)} from ${p.name}, paid on ${formatFixtureDate(p.paidOn)}. ${balanceWords(p.balancePence)}.`,
            })
          }
        />
        {chosen && <MemberPayments memberId={chosen.memberId} busy={undo.isPending} onUndo={askUndo} />}
      </div>
      <BalancesList onChoose={chooseFromList} />
    </AdminPanel>
  );
}
