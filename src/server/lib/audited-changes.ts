import type { Db } from '../db/database';
import { recordAudit } from '../modules/audit/audit.repository';
import { removeFile } from '../modules/files/files.service';
import { notFound } from './http-errors';

/**
 * Deletes one row of an administrator's list, with the PDF it held (its `file_id`), and writes the audit row with what was there;
 * 404 with `missing` when the id names nothing. One transaction.
 */
export async function deleteAudited<Row extends object>(
  db: Db,
  actorId: number,
  id: number,
  row: {
    entity: string;
    missing: string;
    find: (db: Db, id: number) => Promise<Row | undefined>;
    remove: (db: Db, id: number) => Promise<unknown>;
  },
) {
  await db.transaction().execute(async (trx) => {
    const before = await row.find(trx, id);
    if (!before) throw notFound(row.missing);
    await row.remove(trx, id);
    const fileId = 'file_id' in before ? before.file_id : null;
    if (typeof fileId === 'number') await removeFile(trx, fileId);
    await recordAudit(trx, { actorId, action: 'delete', entity: row.entity, entityId: id, before });
  });
}

/**
 * Moves `id` one place up or down in the ordered `ids`, renumbering the list 1..n (so equal orders cannot stick)
 * through `write`. False when it is already first or last (nothing written).
 */
export async function moveInOrder(
  ids: number[],
  id: number,
  direction: 'up' | 'down',
  write: (id: number, order: number) => Promise<void>,
) {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return false;
  [ids[at], ids[to]] = [ids[to], ids[at]];
  for (const [i, rowId] of ids.entries()) await write(rowId, i + 1);
  return true;
}
