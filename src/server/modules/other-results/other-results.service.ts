import type { OtherResultGrouping, OtherResultGroupingForEdit } from '@shared/schemas/results';
import type { Db } from '../../db/database';
import { formError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { pdfAfterEdit, removeFile, removeReplacedPdf, storePdf } from '../files/files.service';
import { auditedDelete, auditedMove } from '../../lib/audited-changes';
import * as repo from './other-results.repository';

export const PDF_REQUIRED = 'Choose a PDF file to upload';

async function groupingsWithItems(db: Db) {
  const [groupings, items] = await Promise.all([repo.listGroupings(db), repo.listItems(db)]);
  return groupings.map((g) => ({ ...g, items: items.filter((i) => i.grouping_id === g.id) }));
}

/** Spec §3: [{groupingDescription, groupedResults: [{description, fileName}]}], in the administrator's order. */
export async function listByGrouping(db: Db): Promise<OtherResultGrouping[]> {
  return (await groupingsWithItems(db)).map((g) => ({
    groupingDescription: g.description,
    groupedResults: g.items.map((i) => ({ description: i.description, fileName: i.file_name })),
  }));
}

export async function listForEdit(db: Db): Promise<OtherResultGroupingForEdit[]> {
  return (await groupingsWithItems(db)).map((g) => ({
    id: g.id,
    description: g.description,
    items: g.items.map((i) => ({ id: i.id, description: i.description, fileName: i.file_name })),
  }));
}

const audit = (
  db: Db,
  actorId: number,
  action: string,
  entity: 'other_result_grouping' | 'other_result',
  entityId: number,
  before?: unknown,
  after?: unknown,
) => recordAudit(db, { actorId, action, entity, entityId, before, after });

export async function addGrouping(db: Db, actorId: number, description: string) {
  return db.transaction().execute(async (trx) => {
    const sortOrder = await repo.nextGroupingOrder(trx);
    const id = await repo.insertGrouping(trx, description, sortOrder);
    await audit(trx, actorId, 'add', 'other_result_grouping', id, undefined, {
      description,
      sort_order: sortOrder,
    });
    return { id };
  });
}

export async function renameGrouping(db: Db, actorId: number, id: number, description: string) {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findGrouping(trx, id);
    if (!before) throw notFound('Competition not found');
    await repo.updateGrouping(trx, id, { description });
    await audit(trx, actorId, 'update', 'other_result_grouping', id, before, { ...before, description });
  });
}

/** Deletes a competition with all its results and their PDFs. */
export async function deleteGrouping(db: Db, actorId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findGrouping(trx, id);
    if (!before) throw notFound('Competition not found');
    const items = await repo.listItems(trx, id);
    await repo.deleteGrouping(trx, id);
    for (const i of items) if (i.file_id) await removeFile(trx, i.file_id);
    await audit(trx, actorId, 'delete', 'other_result_grouping', id, { ...before, items });
  });
}

async function allGroupings(db: Db, id: number) {
  const ids = (await repo.listGroupings(db)).map((g) => g.id);
  if (!ids.includes(id)) throw notFound('Competition not found');
  return ids;
}

export const moveGrouping = auditedMove('other_result_grouping', allGroupings, (db, id, order) =>
  repo.updateGrouping(db, id, { sort_order: order }),
);

/** The results of the competition of result `id`, in order. */
async function ofItsCompetition(db: Db, id: number) {
  const item = await repo.findItem(db, id);
  if (!item) throw notFound('Result not found');
  return (await repo.listItems(db, item.grouping_id)).map((i) => i.id);
}

export const moveItem = auditedMove('other_result', ofItsCompetition, (db, id, order) =>
  repo.updateItem(db, id, { sort_order: order }),
);

export async function addItem(
  db: Db,
  actorId: number,
  fields: { groupingId: number; description: string },
  pdf: Buffer | undefined,
) {
  if (!pdf) throw formError(PDF_REQUIRED);
  return db.transaction().execute(async (trx) => {
    const grouping = await repo.findGrouping(trx, fields.groupingId);
    if (!grouping) throw notFound('Competition not found');
    const stored = await storePdf(trx, {
      description: `${grouping.description} ${fields.description}`,
      ownerKind: 'other_result',
      content: pdf,
    });
    const sortOrder = await repo.nextItemOrder(trx, grouping.id);
    const values = {
      grouping_id: grouping.id,
      description: fields.description,
      file_id: stored.id,
      sort_order: sortOrder,
    };
    const id = await repo.insertItem(trx, values);
    await audit(trx, actorId, 'add', 'other_result', id, undefined, {
      ...values,
      file_name: stored.fileName,
    });
    return { id, fileName: stored.fileName };
  });
}

/** Renames an item; a new PDF replaces the old one. */
export async function updateItem(
  db: Db,
  actorId: number,
  fields: { id: number; description: string },
  pdf: Buffer | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findItem(trx, fields.id);
    if (!before) throw notFound('Result not found');
    const grouping = await repo.findGrouping(trx, before.grouping_id);
    const { fileId, fileName } = await pdfAfterEdit(trx, before, {
      content: pdf,
      description: `${grouping?.description ?? 'result'} ${fields.description}`,
      ownerKind: 'other_result',
    });
    await repo.updateItem(trx, fields.id, { description: fields.description, file_id: fileId });
    await removeReplacedPdf(trx, before.file_id, fileId);
    await audit(trx, actorId, 'update', 'other_result', fields.id, before, {
      ...before,
      description: fields.description,
      file_id: fileId,
      file_name: fileName,
    });
    return { id: fields.id, fileName };
  });
}

export const deleteItem = auditedDelete({
  entity: 'other_result',
  missing: 'Result not found',
  find: repo.findItem,
  remove: repo.deleteItem,
});
