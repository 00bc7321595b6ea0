import { type Deps, mailSettings } from '../../lib/deps';
import type { ImportPreview, ImportResult } from '@shared/schemas/member-import';
import { HttpError, formError } from '../../lib/http-errors';
import { nowIso } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { invitationMessage } from '../mail/messages/invitation';
import { createEmailToken } from '../accounts/email-tokens.service';
import { decodeCsv } from '../../lib/csv-text';
import { parseMemberCsv, type ParsedImport } from './csv-import';
import { chargeThisYearsSubscriptions } from '../payments/subscription-charges.service';
import * as repo from './member-import.repository';

function check(deps: Deps, bytes: Uint8Array): Promise<ParsedImport> {
  return parseMemberCsv(decodeCsv(bytes), (emails) => repo.findTakenEmails(deps.db, emails));
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

function toPreview(p: ParsedImport): ImportPreview {
  const problemCount = p.rows.filter((r) => r.problems.length > 0).length;
  return { rows: p.rows, validCount: p.members.length, problemCount, ignoredColumns: p.ignoredColumns };
}

/** The rows the file would create and every row's problems; nothing is written. */
export async function previewImport(deps: Deps, bytes: Uint8Array): Promise<ImportPreview> {
  return toPreview(await check(deps, bytes));
}

/**
 * Creates every member of the file in one transaction, or none: any problem in any row refuses the whole file.
 * Each member is approved and gets an invitation to set a password (14 days), queued in the same transaction.
 */
export async function importMembers(deps: Deps, actorId: number, bytes: Uint8Array): Promise<ImportResult> {
  const parsed = await check(deps, bytes);
  const preview = toPreview(parsed);
  if (preview.problemCount > 0) {
    const body: Record<string, string[]> = {
      '': [
        `Nothing was imported: ${plural(preview.problemCount, 'row has a problem', 'rows have problems')}. Please correct the file and try again`,
      ],
    };
    for (const r of parsed.rows) if (r.problems.length) body[`Row ${r.row}`] = r.problems;
    throw new HttpError(400, body);
  }
  const now = nowIso();
  try {
    await deps.db.transaction().execute(async (trx) => {
      for (const m of parsed.members) {
        const id = await repo.insertImportedMember(trx, m, now);
        const token = await createEmailToken(trx, id, 'invite');
        await enqueueMail(
          trx,
          {
            to: m.email,
            ...invitationMessage({
              ...mailSettings(deps),
              firstName: m.firstName,
              email: m.email,
              token,
            }),
          },
          now,
        );
        await recordAudit(
          trx,
          {
            actorId,
            action: 'member.import',
            entity: 'member',
            entityId: id,
            after: {
              firstName: m.firstName,
              lastName: m.lastName,
              email: m.email,
              yearLeft: m.yearLeft,
              house: m.house,
              approval: 'approved',
            },
          },
          now,
        );
      }
      // Approved members owe this year's subscription from today, as an approval charges it (decision 0061).
      await chargeThisYearsSubscriptions(trx, actorId);
    });
  } catch (err) {
    // Another administrator (or a registration) took one of the addresses since the check: nothing was written.
    if (/unique|duplicate/i.test(String((err as Error).message))) {
      throw formError(
        'Nothing was imported: one of the e-mail addresses has just been registered. Please check the file again',
      );
    }
    throw err;
  }
  const created = parsed.members.length;
  return {
    created,
    message: `${plural(created, 'member was', 'members were')} imported and sent an invitation to set a password`,
  };
}
