import { PDF_REQUIRED, type Publication, type PublicationFields } from '@shared/schemas/publications';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { formError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { pdfAfterEdit, removeReplacedPdf, storePdf } from '../files/files.service';
import { deleteAudited, moveInOrder } from '../../lib/audited-changes';
import * as repo from './publications.repository';

type Row = Awaited<ReturnType<typeof repo.listPublications>>[number];
const toPublication = (r: Row): Publication => ({
  id: r.id,
  description: r.description,
  fileName: r.file_name,
  year: r.year,
});

export async function listPublications(db: Db): Promise<Publication[]> {
  return (await repo.listPublications(db)).map(toPublication);
}

/** Adds a publication with its PDF (required); a new one goes first in its year. */
export async function addPublication(
  db: Db,
  actorId: number,
  fields: PublicationFields,
  pdf: Buffer | undefined,
): Promise<Publication> {
  if (!pdf) throw formError(PDF_REQUIRED);
  return db.transaction().execute(async (trx) => {
    const stored = await storePdf(trx, {
      description: fields.description,
      ownerKind: 'publication',
      content: pdf,
    });
    const sameYear = await repo.listPublications(trx, fields.year);
    const sortOrder = sameYear.length ? Math.min(...sameYear.map((p) => p.sort_order)) - 1 : 0;
    const values = {
      description: fields.description,
      year: fields.year,
      file_id: stored.id,
      sort_order: sortOrder,
      created_at: nowIso(),
    };
    const id = await repo.insertPublication(trx, values);
    const after = { ...values, file_name: stored.fileName };
    await recordAudit(trx, { actorId, action: 'add', entity: 'publication', entityId: id, after });
    return { id, description: fields.description, year: fields.year, fileName: stored.fileName };
  });
}

/** Changes the description or year; a new PDF replaces the old one. */
export async function updatePublication(
  db: Db,
  actorId: number,
  fields: PublicationFields & { id: number },
  pdf: Buffer | undefined,
): Promise<Publication> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findPublication(trx, fields.id);
    if (!before) throw notFound('Publication not found');
    const { fileId, fileName } = await pdfAfterEdit(trx, before, {
      content: pdf,
      description: fields.description,
      ownerKind: 'publication',
    });
    await repo.updatePublication(trx, fields.id, {
      description: fields.description,
      year: fields.year,
      file_id: fileId,
    });
    await removeReplacedPdf(trx, before.file_id, fileId);
    await recordAudit(trx, {
      actorId,
      action: 'update',
      entity: 'publication',
      entityId: fields.id,
      before,
      after: { description: fields.description, year: fields.year, file_id: fileId, file_name: fileName },
    });
    return { id: fields.id, description: fields.description, year: fields.year, fileName };
  });
}

export const deletePublication = (db: Db, actorId: number, id: number) =>
  deleteAudited(db, actorId, id, {
    entity: 'publication',
    missing: 'Publication not found',
    find: repo.findPublication,
    remove: repo.deletePublication,
  });

/** Moves a publication one place up or down among those of its year. */
export async function movePublication(db: Db, actorId: number, id: number, direction: 'up' | 'down') {
  await db.transaction().execute(async (trx) => {
    const p = await repo.findPublication(trx, id);
    if (!p) throw notFound('Publication not found');
    const ids = (await repo.listPublications(trx, p.year)).map((r) => r.id);
    const moved = await moveInOrder(ids, id, direction, (rowId, order) =>
      repo.updatePublication(trx, rowId, { sort_order: order }),
    );
    if (moved)
      await recordAudit(trx, {
        actorId,
        action: 'move',
        entity: 'publication',
        entityId: id,
        after: { direction },
      });
  });
}
