import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { insertRow, setIfEmpty } from '../../db/rows';
import { inSlices } from '../../db/slices';
import type { Database } from '../../db/types';
import { matchesAll, type SearchTerm } from '../members/members.repository';

/** A member the ledger can hold: approved or suspended (a registration still awaiting approval owes nothing). */
export function findLedgerMember(db: Db, id: number) {
  return db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'email', 'approval', 'payment_reference'])
    .where('id', '=', id)
    .where('approval', '!=', 'pending')
    .executeTakeFirst();
}

/** Every charge made to the member, cancelled ones too (their credit is on the statement). */
export function memberCharges(db: Db, memberId: number) {
  return db
    .selectFrom('charges')
    .select([
      'id',
      'fixture_id',
      'description',
      'amount_pence',
      'status',
      'charged_on',
      'cancelled_on',
      'cancel_reason',
      'created_at',
      'updated_at',
    ])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** What a payment is, as the statement and the payments panel show it. */
const PAYMENT_COLUMNS = [
  'payments.id',
  'payments.amount_pence',
  'payments.paid_on',
  'payments.method',
  'payments.note',
  'payments.line_id',
  'payments.created_at',
] as const;

/** Every payment of the member, each with the year of the subscription it pays (recorded in Subscriptions). */
export function memberPayments(db: Db, memberId: number) {
  return db
    .selectFrom('payments')
    .leftJoin('subscriptions', 'subscriptions.payment_id', 'payments.id')
    .select([...PAYMENT_COLUMNS, 'subscriptions.year as subscription_year'])
    .where('payments.member_id', '=', memberId)
    .orderBy('payments.id')
    .execute();
}

/** The year of the subscription this payment pays, if it is one (recorded, and undone, in Subscriptions). */
export async function subscriptionPaidBy(db: Db, paymentId: number): Promise<number | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('year')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row?.year ?? null;
}

// ---- balances ----

/**
 * Moves a member's running totals by what a change of their charges (`charged`) or payments (`paid`) added, in
 * the caller's transaction: THE one write of members' balances (charges.service and the payments below call it).
 */
export async function adjustAccount(db: Db, memberId: number, change: { charged?: number; paid?: number }) {
  const charged = change.charged ?? 0;
  const paid = change.paid ?? 0;
  if (charged === 0 && paid === 0) return;
  await db
    .updateTable('members')
    .set((eb) => ({
      charged_pence: eb('charged_pence', '+', charged),
      paid_pence: eb('paid_pence', '+', paid),
      balance_pence: eb('balance_pence', '+', charged - paid),
    }))
    .where('id', '=', memberId)
    .execute();
}

/** Moves each of these members' totals by the same charge (the subscription charged or re-priced in bulk). */
export async function adjustAccounts(db: Db, memberIds: number[], charged: number) {
  if (charged === 0) return;
  await inSlices(memberIds, 500, (ids) =>
    db
      .updateTable('members')
      .set((eb) => ({
        charged_pence: eb('charged_pence', '+', charged),
        balance_pence: eb('balance_pence', '+', charged),
      }))
      .where('id', 'in', ids)
      .execute(),
  );
}

/** Sets every member's running totals from their charges and payments (rows written in bulk: the demo data, the bench). */
export async function recomputeAccounts(db: Db) {
  const charged = sql<number>`coalesce((select sum(c.amount_pence) from charges c where c.member_id = members.id and c.status <> 'cancelled'), 0)
    + coalesce((select sum(s.amount_pence) from subscription_charges s where s.member_id = members.id), 0)`;
  const paid = sql<number>`coalesce((select sum(p.amount_pence) from payments p where p.member_id = members.id), 0)`;
  await db
    .updateTable('members')
    .set({ charged_pence: charged, paid_pence: paid, balance_pence: sql<number>`${charged} - ${paid}` })
    .execute();
}

/** Members who can owe: approved or suspended (a registration still awaiting approval has no account). */
const accountHolders = (db: Db) => db.selectFrom('members').where('members.approval', '!=', 'pending');

const ACCOUNT_COLUMNS = [
  'members.id',
  'members.first_name',
  'members.last_name',
  'members.email',
  'members.payment_reference',
  'members.charged_pence',
  'members.paid_pence',
  'members.balance_pence',
] as const;

export type BalanceFilter = 'all' | 'owing' | 'credit';

/**
 * The members a list shows: every account holder, or those who owe or are in credit (a registration awaiting
 * approval has a balance of 0, so those two need not ask, and are read off the balance index alone).
 */
function shown(db: Db, show: BalanceFilter) {
  if (show === 'owing') return db.selectFrom('members').where('members.balance_pence', '>', 0);
  if (show === 'credit') return db.selectFrom('members').where('members.balance_pence', '<', 0);
  return accountHolders(db);
}

/** One page of the members' balances, largest debt first, with how many rows the filtered list has. */
export async function balancesPage(
  db: Db,
  dialect: Dialect,
  filter: { words: string[]; reference: string | null; show: BalanceFilter },
  page: number,
  pageSize: number,
) {
  let base = shown(db, filter.show);
  if (filter.words.length) {
    const terms: SearchTerm[] = filter.words.map((term) => ({
      columns: ['first_name', 'last_name', 'email'],
      term,
    }));
    const { reference } = filter;
    // Words that also read as a payment reference find that member too.
    base = base.where((eb) => {
      const named = matchesAll(eb as unknown as ExpressionBuilder<Database, 'members'>, dialect, terms);
      return reference ? eb.or([named, eb('members.payment_reference', '=', reference)]) : named;
    });
  }
  const [rows, count] = await Promise.all([
    base
      .select(ACCOUNT_COLUMNS)
      .orderBy('members.balance_pence', 'desc')
      .orderBy('members.last_name')
      .orderBy('members.first_name')
      .orderBy('members.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** What the whole society is owed (and how many owe it) and owes in credit. */
export async function balanceTotals(db: Db) {
  const [owing, credit] = await Promise.all([
    shown(db, 'owing')
      .select([
        (eb) => eb.fn.sum<number>('members.balance_pence').as('total'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .executeTakeFirstOrThrow(),
    shown(db, 'credit')
      .select((eb) => eb.fn.sum<number>('members.balance_pence').as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    owing: Number(owing.total ?? 0),
    owingMembers: Number(owing.n),
    credit: -Number(credit.total ?? 0),
  };
}

/** Every member's balance, largest debt first (the CSV). */
export function allBalances(db: Db, show: BalanceFilter = 'all') {
  return shown(db, show)
    .select(ACCOUNT_COLUMNS)
    .orderBy('members.balance_pence', 'desc')
    .orderBy('members.last_name')
    .orderBy('members.first_name')
    .orderBy('members.id')
    .execute();
}

/** The day of the last payment of each of these members (all of them when `ids` is absent). */
export async function lastPayments(db: Db, ids?: number[]): Promise<Map<number, string>> {
  if (ids && ids.length === 0) return new Map();
  let paid = db
    .selectFrom('payments')
    .select(['member_id', (eb) => eb.fn.max('paid_on').as('last')])
    .where('member_id', 'is not', null)
    .groupBy('member_id');
  if (ids) paid = paid.where('member_id', 'in', ids);
  const rows = await paid.execute();
  return new Map(rows.map((r) => [r.member_id!, r.last as string]));
}

/** The members the bank statement's credits are matched to: names, references and what each owes. */
export function matchableMembers(db: Db) {
  return accountHolders(db)
    .select([
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.payment_reference',
      'members.balance_pence',
    ])
    .where('members.payment_reference', 'is not', null)
    .execute();
}

/** These members' balances and references. */
export function accountsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('members')
    .select(['id', 'payment_reference', 'balance_pence'])
    .where('id', 'in', ids)
    .execute();
}

/** One member's balance: charges standing less payments. */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('balance_pence')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.balance_pence ?? 0);
}

// ---- payments ----

export async function insertPayment(
  db: Db,
  p: {
    memberId: number;
    amountPence: number;
    paidOn: string;
    method: string;
    note: string;
    lineId: string | null;
    recordedBy: number;
    at: string;
  },
) {
  await adjustAccount(db, p.memberId, { paid: p.amountPence });
  return insertRow(db, 'payments', {
    member_id: p.memberId,
    amount_pence: p.amountPence,
    paid_on: p.paidOn,
    method: p.method,
    note: p.note,
    line_id: p.lineId,
    recorded_by: p.recordedBy,
    created_at: p.at,
  });
}

export function findPayment(db: Db, id: number) {
  return db
    .selectFrom('payments')
    .leftJoin('members', 'members.id', 'payments.member_id')
    .select([...PAYMENT_COLUMNS, 'payments.member_id', 'members.first_name', 'members.last_name'])
    .where('payments.id', '=', id)
    .executeTakeFirst();
}

export async function deletePayment(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select(['member_id', 'amount_pence'])
    .where('id', '=', id)
    .executeTakeFirst();
  const r = await db.deleteFrom('payments').where('id', '=', id).executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) return false;
  if (row?.member_id) await adjustAccount(db, row.member_id, { paid: -Number(row.amount_pence) });
  return true;
}

// ---- bank statement lines ----

/** Keeps each previewed line once, by its id (a line seen before keeps its first sighting). */
export async function saveBankLines(
  db: Db,
  lines: { lineId: string; date: string; description: string; amountPence: number }[],
  at: string,
) {
  const values = lines.map((l) => ({
    line_id: l.lineId,
    date: l.date,
    description: l.description,
    amount_pence: l.amountPence,
    seen_at: at,
  }));
  await inSlices(values, 200, (slice) =>
    db
      .insertInto('bank_lines')
      .values(slice)
      .onConflict((oc) => oc.column('line_id').doNothing())
      .execute(),
  );
}

/** The lines of these ids that have been imported. */
export async function importedLineIds(db: Db, lineIds: string[]): Promise<Set<string>> {
  const rows = await inSlices(lineIds, 500, (ids) =>
    db
      .selectFrom('bank_lines')
      .select('line_id')
      .where('line_id', 'in', ids)
      .where('imported_at', 'is not', null)
      .execute(),
  );
  return new Set(rows.map((r) => r.line_id));
}

export function findBankLine(db: Db, lineId: string) {
  return db
    .selectFrom('bank_lines')
    .select(['line_id', 'date', 'description', 'amount_pence', 'imported_at'])
    .where('line_id', '=', lineId)
    .executeTakeFirst();
}

/**
 * Marks a line imported, if nobody has: true for the one caller that did. The condition is in the UPDATE itself, so
 * two imports of the same line at the same moment cannot both pass (PostgreSQL: the second waits for the first's
 * row lock and then finds it imported; SQLite: one writer at a time).
 */
export const claimBankLine = (db: Db, lineId: string, at: string) =>
  setIfEmpty(db, 'bank_lines', ['line_id', lineId], ['imported_at', at]);

/** A line's payment was undone: the line may be imported again. */
export async function releaseBankLine(db: Db, lineId: string) {
  await db.updateTable('bank_lines').set({ imported_at: null }).where('line_id', '=', lineId).execute();
}

/** Lines previewed but never imported, seen before `cutoff`: the payers' names are not kept longer than needed. */
export async function deleteStaleBankLines(db: Db, cutoff: string) {
  await db.deleteFrom('bank_lines').where('imported_at', 'is', null).where('seen_at', '<', cutoff).execute();
}
