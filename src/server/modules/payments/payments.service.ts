import type { Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { formError, notFound } from '../../lib/http-errors';
import { givePaymentReference } from '../../db/member-references';
import { inSlices } from '../../db/slices';
import type { DeletedPayment, Payment, PaymentMethod, RecordPayment, Statement } from '@shared/schemas/money';
import { recordAudit } from '../audit/audit.repository';
import * as ledger from './ledger.repository';
import { memberSubscriptionCharges } from './subscription-charges.repository';
import { balanceOfLines, statementLines } from './statement-lines';

export const NO_SUCH_MEMBER = 'There is no member with that id';
export const NO_SUCH_PAYMENT = 'There is no payment with that id';

const nameOf = (m: { first_name: string | null; last_name: string | null }) =>
  `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim();

/**
 * A member's statement (DESIGN.md 'Money'): their reference, every charge, credit and payment oldest first, the
 * balance they come to, and how to pay. `forTreasurer`: with the notes of payments (the treasurer's view).
 */
export async function memberStatement(
  deps: Deps,
  memberId: number,
  { forTreasurer = false } = {},
): Promise<Statement> {
  const member = await ledger.findLedgerMember(deps.db, memberId);
  if (!member) throw notFound(NO_SUCH_MEMBER);
  const [charges, payments, subscriptionCharges] = await Promise.all([
    ledger.memberCharges(deps.db, memberId),
    ledger.memberPayments(deps.db, memberId),
    memberSubscriptionCharges(deps.db, memberId),
  ]);
  const lines = statementLines({ charges, payments, subscriptionCharges }, { withNotes: forTreasurer });
  return {
    memberId,
    name: nameOf(member),
    reference: member.payment_reference ?? (await givePaymentReference(deps.db, memberId)),
    balancePence: balanceOfLines(lines),
    lines,
    paymentDetails: deps.paymentDetails ?? null,
  };
}

type PaymentRow = NonNullable<Awaited<ReturnType<typeof ledger.findPayment>>>;

async function paymentAnswer(db: Db, row: PaymentRow): Promise<Payment> {
  return {
    id: row.id,
    memberId: row.member_id!,
    name: nameOf(row),
    amountPence: Number(row.amount_pence),
    paidOn: row.paid_on,
    method: row.method as PaymentMethod,
    note: row.note,
    lineId: row.line_id,
    createdAt: row.created_at,
    balancePence: await ledger.balanceOf(db, row.member_id!),
  };
}

/** The audit row's record of a payment. */
const audited = (p: {
  id: number;
  amountPence: number;
  paidOn: string;
  method: string;
  note: string;
  lineId: string | null;
}) => ({
  paymentId: p.id,
  amountPence: p.amountPence,
  paidOn: p.paidOn,
  method: p.method,
  ...(p.note && { note: p.note }),
  ...(p.lineId && { lineId: p.lineId }),
});

/**
 * Records a payment inside the caller's transaction, with its audit row ('payment.record' by hand,
 * 'payment.import' from a bank statement, or the caller's `action`: 'payment.card' paid online); answers the new
 * payment's id.
 */
export async function insertPaymentIn(
  trx: Db,
  actorId: number,
  p: RecordPayment & { lineId: string | null },
  at: string,
  action = p.lineId ? 'payment.import' : 'payment.record',
): Promise<number> {
  const id = await ledger.insertPayment(trx, { ...p, recordedBy: actorId, at });
  await recordAudit(
    trx,
    {
      actorId,
      action,
      entity: 'member',
      entityId: p.memberId,
      after: audited({ id, ...p }),
    },
    at,
  );
  return id;
}

/** The treasurer records a payment received (a cheque, cash, a transfer read off the statement by eye…). */
export async function recordPayment(deps: Deps, actorId: number, p: RecordPayment): Promise<Payment> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await ledger.findLedgerMember(trx, p.memberId))) throw notFound(NO_SUCH_MEMBER);
    const id = await insertPaymentIn(trx, actorId, { ...p, lineId: null }, nowIso());
    return paymentAnswer(trx, (await ledger.findPayment(trx, id))!);
  });
}

/**
 * Undoes a payment recorded by mistake, audited; a payment imported from a statement frees its line, which a
 * later import may then record (to the right member).
 */
export async function deletePayment(deps: Deps, actorId: number, id: number): Promise<DeletedPayment> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await ledger.findPayment(trx, id);
    if (!row) throw notFound(NO_SUCH_PAYMENT);
    if (row.member_id === null) {
      throw formError("This payment's member has deleted their account: it stays in the society's books");
    }
    const year = await ledger.subscriptionPaidBy(trx, id);
    if (year !== null) throw formError(`This pays the subscription for ${year}: undo it in Subscriptions`);
    await ledger.deletePayment(trx, id);
    if (row.line_id) await ledger.releaseBankLine(trx, row.line_id);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'payment.delete',
        entity: 'member',
        entityId: row.member_id,
        before: audited({
          id,
          amountPence: Number(row.amount_pence),
          paidOn: row.paid_on,
          method: row.method,
          note: row.note,
          lineId: row.line_id,
        }),
        after: null,
      },
      nowIso(),
    );
    return {
      deleted: true as const,
      memberId: row.member_id,
      balancePence: await ledger.balanceOf(trx, row.member_id),
    };
  });
}

/** A member's balance and payment reference, as a mail to them states them. */
export interface MemberAccount {
  balancePence: number;
  reference: string;
}

/** The balance and reference of each of these members (those still members). */
export async function memberAccounts(db: Db, ids: number[]): Promise<Map<number, MemberAccount>> {
  const out = new Map<number, MemberAccount>();
  for (const r of await inSlices(ids, 500, (slice) => ledger.accountsOf(db, slice))) {
    out.set(r.id, {
      balancePence: Number(r.balance_pence),
      reference: r.payment_reference ?? (await givePaymentReference(db, r.id)),
    });
  }
  return out;
}

/** A payment as answered to the treasurer (its member's balance with it). */
export async function findPaymentAnswer(db: Db, id: number): Promise<Payment> {
  const row = await ledger.findPayment(db, id);
  if (!row || row.member_id === null) throw notFound(NO_SUCH_PAYMENT);
  return paymentAnswer(db, row);
}
