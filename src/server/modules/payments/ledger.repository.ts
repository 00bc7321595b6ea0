import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { insertRow } from '../../db/rows';
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

export function memberPayments(db: Db, memberId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'amount_pence', 'paid_on', 'method', 'note', 'line_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export function memberSubscriptions(db: Db, memberId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['year', 'amount_pence', 'paid_on', 'method', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('year')
    .execute();
}

// ---- balances ----

/** Each member's charges still standing, payments and subscriptions, summed (a member with none has no row). */
function sums(db: Db) {
  const charged = db
    .selectFrom('charges')
    .select(['member_id', (eb) => eb.fn.sum<number>('amount_pence').as('total')])
    .where('status', '!=', 'cancelled')
    .groupBy('member_id')
    .as('c');
  const paid = db
    .selectFrom('payments')
    .select([
      'member_id',
      (eb) => eb.fn.sum<number>('amount_pence').as('total'),
      (eb) => eb.fn.max('paid_on').as('last'),
    ])
    .groupBy('member_id')
    .as('p');
  const subscribed = db
    .selectFrom('subscriptions')
    .select([
      'member_id',
      (eb) => eb.fn.sum<number>('amount_pence').as('total'),
      (eb) => eb.fn.max('paid_on').as('last'),
    ])
    .groupBy('member_id')
    .as('s');
  return db
    .selectFrom('members')
    .leftJoin(charged, 'c.member_id', 'members.id')
    .leftJoin(paid, 'p.member_id', 'members.id')
    .leftJoin(subscribed, 's.member_id', 'members.id')
    .where('members.approval', '!=', 'pending');
}

/** A member's balance in SQL: charges standing less payments (a subscription is charged and paid at once). */
const balance = sql<number>`(coalesce(c.total, 0) - coalesce(p.total, 0))`;

const BALANCE_COLUMNS = [
  'members.id',
  'members.first_name',
  'members.last_name',
  'members.email',
  'members.payment_reference',
  sql<number>`coalesce(c.total, 0)`.as('charged'),
  sql<number>`coalesce(p.total, 0)`.as('paid'),
  sql<number>`coalesce(s.total, 0)`.as('subscribed'),
  sql<string | null>`p.last`.as('last_paid'),
  sql<string | null>`s.last`.as('last_subscribed'),
  balance.as('balance'),
] as const;

export type BalanceFilter = 'all' | 'owing' | 'credit';

/** One page of the members' balances, largest debt first, with how many rows the filtered list has. */
export async function balancesPage(
  db: Db,
  dialect: Dialect,
  filter: { words: string[]; reference: string | null; show: BalanceFilter },
  page: number,
  pageSize: number,
) {
  let base = sums(db);
  if (filter.show === 'owing') base = base.where(balance, '>', 0);
  if (filter.show === 'credit') base = base.where(balance, '<', 0);
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
      .select(BALANCE_COLUMNS)
      .orderBy(balance, 'desc')
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
  const row = await db
    .selectFrom(sums(db).select(balance.as('balance')).as('b'))
    .select([
      sql<number>`coalesce(sum(case when b.balance > 0 then b.balance else 0 end), 0)`.as('owing'),
      sql<number>`coalesce(sum(case when b.balance > 0 then 1 else 0 end), 0)`.as('owing_members'),
      sql<number>`coalesce(sum(case when b.balance < 0 then -b.balance else 0 end), 0)`.as('credit'),
    ])
    .executeTakeFirstOrThrow();
  return { owing: Number(row.owing), owingMembers: Number(row.owing_members), credit: Number(row.credit) };
}

/** Every member's balance, largest debt first (the CSV, and the announcement to those who owe). */
export function allBalances(db: Db, show: BalanceFilter = 'all') {
  let q = sums(db);
  if (show === 'owing') q = q.where(balance, '>', 0);
  if (show === 'credit') q = q.where(balance, '<', 0);
  return q
    .select(BALANCE_COLUMNS)
    .orderBy(balance, 'desc')
    .orderBy('members.last_name')
    .orderBy('members.first_name')
    .orderBy('members.id')
    .execute();
}

/** The members the bank statement's credits are matched to: names, initials, references and what each owes. */
export function matchableMembers(db: Db) {
  return sums(db)
    .select([
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.payment_reference',
      balance.as('balance'),
    ])
    .where('members.payment_reference', 'is not', null)
    .execute();
}

/** These members' balances and references. */
export function accountsOf(db: Db, ids: number[]) {
  return sums(db)
    .select(['members.id', 'members.payment_reference', balance.as('balance')])
    .where('members.id', 'in', ids)
    .execute();
}

/** One member's balance: charges standing less payments. */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [c, p] = await Promise.all([
    db
      .selectFrom('charges')
      .select((eb) => eb.fn.sum<number>('amount_pence').as('total'))
      .where('member_id', '=', memberId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number>('amount_pence').as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
  ]);
  return Number(c?.total ?? 0) - Number(p?.total ?? 0);
}

// ---- payments ----

export function insertPayment(
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
    .select([
      'payments.id',
      'payments.member_id',
      'payments.amount_pence',
      'payments.paid_on',
      'payments.method',
      'payments.note',
      'payments.line_id',
      'payments.created_at',
      'members.first_name',
      'members.last_name',
    ])
    .where('payments.id', '=', id)
    .executeTakeFirst();
}

export async function deletePayment(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('payments').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

// ---- bank statement lines ----

/** Keeps each previewed line once, by its id (a line seen before keeps its first sighting). */
export async function saveBankLines(
  db: Db,
  lines: { lineId: string; date: string; description: string; amountPence: number }[],
  at: string,
) {
  for (let i = 0; i < lines.length; i += 200) {
    await db
      .insertInto('bank_lines')
      .values(
        lines.slice(i, i + 200).map((l) => ({
          line_id: l.lineId,
          date: l.date,
          description: l.description,
          amount_pence: l.amountPence,
          seen_at: at,
        })),
      )
      .onConflict((oc) => oc.column('line_id').doNothing())
      .execute();
  }
}

/** The lines of these ids that have been imported. */
export async function importedLineIds(db: Db, lineIds: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < lineIds.length; i += 500) {
    const rows = await db
      .selectFrom('bank_lines')
      .select('line_id')
      .where('line_id', 'in', lineIds.slice(i, i + 500))
      .where('imported_at', 'is not', null)
      .execute();
    for (const r of rows) found.add(r.line_id);
  }
  return found;
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
export async function claimBankLine(db: Db, lineId: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('bank_lines')
    .set({ imported_at: at })
    .where('line_id', '=', lineId)
    .where('imported_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A line's payment was undone: the line may be imported again. */
export async function releaseBankLine(db: Db, lineId: string) {
  await db.updateTable('bank_lines').set({ imported_at: null }).where('line_id', '=', lineId).execute();
}

/** Lines previewed but never imported, seen before `cutoff`: the payers' names are not kept longer than needed. */
export async function deleteStaleBankLines(db: Db, cutoff: string) {
  await db.deleteFrom('bank_lines').where('imported_at', 'is', null).where('seen_at', '<', cutoff).execute();
}
