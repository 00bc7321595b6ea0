import { createPortal } from 'react-dom';
import type { Statement } from '@shared/schemas/money';
import { QueryView } from '@/components/query-view';
import { useHydrated } from '@/lib/use-hydrated';
import { useStatement } from '../api/get-statement';
import { BalanceSummary } from './balance-summary';
import { HowToPay } from './how-to-pay';
import { PayByCard } from './pay-by-card';
import { PrintedStatement } from './printed-statement';
import { StatementTable } from './statement-table';
import '../account.css';

/**
 * My Profile, My Account (DESIGN.md 'Money'): what the member owes or has in credit, their payment reference, how
 * to pay, every line of their statement, and a printed statement.
 */
export function AccountSection() {
  return (
    <QueryView query={useStatement()} failed="Sorry, your account could not be loaded">
      {(statement) => <Account statement={statement} />}
    </QueryView>
  );
}

function Account({ statement }: { statement: Statement }) {
  const hydrated = useHydrated();
  return (
    <div className="my-account">
      <BalanceSummary balancePence={statement.balancePence} />
      <HowToPay reference={statement.reference} paymentDetails={statement.paymentDetails} />
      <PayByCard statement={statement} />
      <h3>Your statement</h3>
      <StatementTable lines={statement.lines} balancePence={statement.balancePence} />
      {hydrated && (
        <>
          <div className="button-group">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              Print my statement
            </button>
          </div>
          {/* Beside the page, not inside it: on paper everything else on the page is left out (account.css). */}
          {createPortal(<PrintedStatement statement={statement} />, document.body)}
        </>
      )}
    </div>
  );
}
