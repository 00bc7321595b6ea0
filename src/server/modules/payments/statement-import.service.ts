import type { Deps } from '../../lib/deps';
import { isoIn, nowIso } from '../../lib/clock';
import { sumPence } from '@shared/money';
import { HttpError } from '../../lib/http-errors';
import { PAYMENT_NOTE_MAX, type StatementPreview, type StatementImportResult } from '@shared/schemas/money';
import { readBankStatement, type ColumnMapping } from './bank-statement/read-statement';
import { paymentMatcher, type MatchMember } from './bank-statement/match-payments';
import * as ledger from './ledger.repository';
import { findPaymentAnswer, insertPaymentIn } from './payments.service';

/** A statement previewed but never imported is forgotten after this long: it names the people who paid. */
const UNIMPORTED_LINES_KEPT_MS = 30 * 24 * 3600_000;

/** Everyone a credit can be matched to, with what they owe now. */
async function matchableMembers(deps: Deps): Promise<MatchMember[]> {
  const rows = await ledger.matchableMembers(deps.db);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    paymentReference: r.payment_reference!,
    owesPence: Number(r.balance_pence),
  }));
}

/**
 * A bank statement read and matched (DESIGN.md 'Money'): each credit with the member it is from (by reference, or by
 * name and the amount owed) and whether it was imported before. Nothing is recorded; the lines are kept by their
 * ids (so that the import can name them alone), and those of statements never imported are forgotten after 30
 * days. A file that is no statement is refused with a 400 saying what it is (the reader's messages).
 */
export async function previewStatement(
  deps: Deps,
  bytes: Uint8Array,
  columns?: ColumnMapping,
): Promise<StatementPreview> {
  const reading = readBankStatement(bytes, columns);
  if (!reading.recognised) {
    return {
      recognised: false,
      message: reading.message,
      lines: [],
      columns: reading.columns,
      guess: reading.guess,
    };
  }
  const match = paymentMatcher(await matchableMembers(deps));
  const at = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await ledger.deleteStaleBankLines(trx, isoIn(-UNIMPORTED_LINES_KEPT_MS));
    await ledger.saveBankLines(trx, reading.lines, at);
  });
  const imported = await ledger.importedLineIds(
    deps.db,
    reading.lines.map((l) => l.lineId),
  );
  return {
    recognised: true,
    layout: reading.layout,
    debitsIgnored: reading.debitsIgnored,
    unreadRows: reading.unreadRows,
    lines: reading.lines.map((line) => {
      const { match: found, note } = match(line);
      return { ...line, match: found, note, alreadyImported: imported.has(line.lineId) };
    }),
  };
}

/**
 * Records the chosen lines of a previewed statement, each as a bank transfer from its member on the line's date,
 * with an audit row each. A line imported before (by this statement, an overlapping one, or another treasurer at
 * the same moment) is never recorded again: it is answered among `alreadyImported`. A line the site has not
 * previewed, or a member who is not one, refuses the whole import (nothing is recorded).
 */
export async function importStatement(
  deps: Deps,
  actorId: number,
  lines: { lineId: string; memberId: number }[],
): Promise<StatementImportResult> {
  const ids = await deps.db.transaction().execute(async (trx) => {
    const problems: string[] = [];
    const found = [];
    for (const [i, chosen] of lines.entries()) {
      const line = await ledger.findBankLine(trx, chosen.lineId);
      if (!line)
        problems.push(`Line ${i + 1} is not from a statement previewed here: preview the statement again`);
      const member = await ledger.findLedgerMember(trx, chosen.memberId);
      if (!member) problems.push(`Line ${i + 1}: there is no member with that id`);
      if (line && member) found.push({ line, memberId: chosen.memberId });
    }
    // Errors are keyed by the body's field, as every refusal of a body is; each names the line.
    if (problems.length) {
      throw new HttpError(400, {
        '': ['Nothing was imported: some lines could not be recorded'],
        lines: problems,
      });
    }
    const at = nowIso();
    const recorded: number[] = [];
    const already: string[] = [];
    for (const { line, memberId } of found) {
      if (!(await ledger.claimBankLine(trx, line.line_id, at))) {
        already.push(line.line_id);
        continue;
      }
      recorded.push(
        await insertPaymentIn(
          trx,
          actorId,
          {
            memberId,
            amountPence: Number(line.amount_pence),
            paidOn: line.date,
            method: 'bank transfer',
            note: line.description.slice(0, PAYMENT_NOTE_MAX),
            lineId: line.line_id,
          },
          at,
        ),
      );
    }
    return { recorded, already };
  });
  const payments = [];
  for (const id of ids.recorded) payments.push(await findPaymentAnswer(deps.db, id));
  return {
    imported: payments.length,
    alreadyImported: ids.already,
    totalPence: sumPence(payments.map((p) => p.amountPence)),
    payments,
  };
}
