import type { Deps } from '../../lib/deps';
import type { Readable } from 'node:stream';
import { csvStream, spreadsheetDate } from '../../lib/csv';
import { shownEmail } from '@shared/no-email';
import { normaliseReference } from '@shared/payment-reference';
import {
  BALANCES_PAGE_SIZE,
  type BalanceRow,
  type Balances,
  type BalanceFilter,
} from '@shared/schemas/money';
import * as ledger from './ledger.repository';

type Row = Awaited<ReturnType<typeof ledger.allBalances>>[number];

function toBalanceRow(r: Row, lastPaid: Map<number, string>): BalanceRow {
  return {
    memberId: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: shownEmail(r.email),
    paymentReference: r.payment_reference ?? '',
    balancePence: Number(r.balance_pence),
    chargedPence: Number(r.charged_pence),
    paidPence: Number(r.paid_pence),
    lastPaidOn: lastPaid.get(r.id) ?? null,
  };
}

/**
 * One page of every member's balance, largest debt first (then by name), found by name, e-mail or reference, and
 * what the whole society is owed and owes.
 */
export async function listBalances(
  deps: Deps,
  query: { search?: string; filter: BalanceFilter; page: number },
): Promise<Balances> {
  const reference = query.search ? normaliseReference(query.search) : null;
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const [{ rows, total }, totals] = await Promise.all([
    ledger.balancesPage(
      deps.db,
      deps.dialect,
      { words, reference, show: query.filter },
      query.page,
      BALANCES_PAGE_SIZE,
    ),
    ledger.balanceTotals(deps.db),
  ]);
  const lastPaid = await ledger.lastPayments(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toBalanceRow(r, lastPaid)),
    total,
    page: query.page,
    pageSize: BALANCES_PAGE_SIZE,
    owingPence: totals.owing,
    owingMembers: totals.owingMembers,
    creditPence: totals.credit,
  };
}

/** Pence as a spreadsheet reads a sum of money: '45.00', '-3.50' (a number, so it can be added up). */
const amountCell = (pence: number) =>
  `${pence < 0 ? '-' : ''}${Math.floor(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;

/**
 * Every member's balance for the treasurer's spreadsheet, largest debt first; cells made inert as every export's.
 * The rows are read at once (from the balances' covering index) and the CSV is streamed: 100,000 members are
 * about 9 MB of text.
 */
export async function balancesCsv(deps: Deps, filter: BalanceFilter): Promise<Readable> {
  const [all, lastPaid] = await Promise.all([
    ledger.allBalances(deps.db, filter),
    ledger.lastPayments(deps.db),
  ]);
  return csvStream(
    ['Name', 'Email', 'Payment reference', 'Balance (£)', 'Charged (£)', 'Paid (£)', 'Last paid'],
    all,
    (r) => [
      `${r.first_name} ${r.last_name}`.trim(),
      shownEmail(r.email),
      r.payment_reference ?? '',
      amountCell(Number(r.balance_pence)),
      amountCell(Number(r.charged_pence)),
      amountCell(Number(r.paid_pence)),
      spreadsheetDate(lastPaid.get(r.id)),
    ],
  );
}
