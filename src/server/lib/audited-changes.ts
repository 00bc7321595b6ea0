import type { Db } from '../db/database';
import { recordAudit } from '../modules/audit/audit.repository';
import { pdfAfterEdit, removeFile, removeReplacedPdf } from '../modules/files/files.service';
import { nowIso } from './clock';
import { notFound } from './http-errors';
import { changedMeanwhileError } from './stale-save';

/**
 * The delete of one row of an administrator's list: removes the row and the PDF it held (its `file_id`) and writes
 * the audit row with what was there, in one transaction; 404 with `missing` when the id names nothing.
 */
export function auditedDelete<Row extends object>(row: {
  entity: string;
  missing: string;
  find: (db: Db, id: number) => Promise<Row | undefined>;
  remove: (db: Db, id: number) => Promise<unknown>;
}) {
  return async (db: Db, actorId: number, id: number) => {
    await db.transaction().execute(async (trx) => {
      const before = await row.find(trx, id);
      if (!before) throw notFound(row.missing);
      await row.remove(trx, id);
      const fileId = 'file_id' in before ? before.file_id : null;
      if (typeof fileId === 'number') await removeFile(trx, fileId);
      await recordAudit(trx, { actorId, action: 'delete', entity: row.entity, entityId: id, before });
    });
  };
}

/** Who edits which row: the `entity` and `id` the audit row names, the `thing` a 409 names. */
interface EditedRow {
  actorId: number;
  entity: string;
  thing: string;
  id: number;
}

/**
 * The save of an edited row of an administrator's list (a row with its `updated_at`), in the caller's transaction:
 * `write` sets the row and its stamp at `now` and answers the new stamp, or null when someone has saved the row since
 * the copy the form was filled from (then 409, naming the `thing`). The audit row has what was there (`before`,
 * less its stamp) and `after`. Answers the new stamp.
 */
export async function auditedUpdate(
  trx: Db,
  change: EditedRow & { before: { updated_at: string }; after: object },
  write: (now: string) => Promise<string | null>,
): Promise<string> {
  const now = nowIso();
  const stamp = await write(now);
  if (!stamp) throw changedMeanwhileError(change.thing);
  const { updated_at: _stamp, ...was } = change.before;
  const { actorId, entity, id, after } = change;
  await recordAudit(trx, { actorId, action: 'update', entity, entityId: id, before: was, after }, now);
  return stamp;
}

/**
 * The edit of a row of an administrator's list, in one transaction: 404 with `missing` when the id names nothing,
 * else auditedUpdate with `values` as the audit's `after`, `write` setting the row (as of the copy `seen`).
 * `answer` is what the route answers.
 */
export function auditedEdit<Values extends object, Answer>(edit: {
  entity: string;
  thing: string;
  missing: string;
  find: (db: Db, id: number) => Promise<{ updated_at: string } | undefined>;
  write: (db: Db, id: number, values: Values, now: string, seen?: string) => Promise<string | null>;
  answer: (db: Db, id: number, values: Values, stamp: string) => Answer | Promise<Answer>;
}) {
  const { entity, thing } = edit;
  return (db: Db, actorId: number, id: number, values: Values, seen?: string): Promise<Answer> =>
    db.transaction().execute(async (trx) => {
      const before = await edit.find(trx, id);
      if (!before) throw notFound(edit.missing);
      const stamp = await auditedUpdate(trx, { actorId, entity, thing, id, before, after: values }, (now) =>
        edit.write(trx, id, values, now, seen),
      );
      return edit.answer(trx, id, values, stamp);
    });
}

/**
 * auditedUpdate of a row that holds a PDF (`upload`: a new one replaces it, or `remove` drops it): `values` are
 * the columns written for the file the row then names, the audit's `after` adds the file's name, and the file the row
 * held before is deleted once the row is written. Answers that `after`, the file's name and the new stamp.
 */
export async function auditedPdfUpdate<Values extends object>(
  trx: Db,
  change: EditedRow & {
    before: { updated_at: string; file_id: number | null; file_name: string | null };
    upload: Parameters<typeof pdfAfterEdit>[2];
  },
  values: (fileId: number | null) => Values,
  write: (values: Values, now: string) => Promise<string | null>,
) {
  const { before, upload, ...audit } = change;
  const { fileId, fileName } = await pdfAfterEdit(trx, before, upload);
  const row = values(fileId);
  const after = { ...row, file_name: fileName };
  const stamp = await auditedUpdate(trx, { ...audit, before, after }, (now) => write(row, now));
  await removeReplacedPdf(trx, before.file_id, fileId);
  return { after, fileName, stamp };
}

/**
 * The move of one row (an `entity`) of an ordered list one place up or down: `siblings` answers the ids of its list in order
 * (404 itself when the id names nothing); the list is renumbered 1..n through `setOrder`, so equal orders cannot
 * stick, and the audit row is written. Nothing is written when the row is already first or last.
 */
export function auditedMove(
  entity: string,
  siblings: (db: Db, id: number) => Promise<number[]>,
  setOrder: (db: Db, id: number, order: number) => Promise<unknown>,
) {
  return async (db: Db, actorId: number, id: number, direction: 'up' | 'down') => {
    await db.transaction().execute(async (trx) => {
      const ids = await siblings(trx, id);
      const at = ids.indexOf(id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= ids.length) return;
      [ids[at], ids[to]] = [ids[to], ids[at]];
      for (const [i, rowId] of ids.entries()) await setOrder(trx, rowId, i + 1);
      await recordAudit(trx, {
        actorId,
        action: 'move',
        entity,
        entityId: id,
        after: { direction },
      });
    });
  };
}
