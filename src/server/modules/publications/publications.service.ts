import { PDF_REQUIRED, type Publication, type PublicationFields } from '@shared/schemas/publications';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { formError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { storePdf } from '../files/files.service';
import { auditedDelete, auditedMove, auditedPdfUpdate } from '../../lib/audited-changes';
import * as repo from './publications.repository';

type Row = Awaited<ReturnType<typeof repo.listPublications>>[number];
const toPublication = (r: Row): Publication => ({
  id: r.id,
  description: r.description,
  fileName: r.file_name,
  year: r.year,
  updatedAt: r.updated_at,
});

export async function listPublications(db: Db): Promise<Publication[]> {
  return (await repo.listPublications(db)).map(toPublication);
}

/** The publications of the year of publication `id`, in order. */
async function ofItsYear(db: Db, id: number) {
  const p = await repo.findPublication(db, id);
  if (!p) throw notFound('Publication not found');
  return (await repo.listPublications(db, p.year)).map((r) => r.id);
}

/** Moves a publication one place up or down among those of its year. */
export const movePublication = auditedMove('publication', ofItsYear, repo.movePublication);

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
    return {
      id,
      description: fields.description,
      year: fields.year,
      fileName: stored.fileName,
      updatedAt: values.created_at,
    };
  });
}

/** Changes the description or year; a new PDF replaces the old one. */
export async function updatePublication(
  db: Db,
  actorId: number,
  fields: PublicationFields & { id: number; updatedAt?: string },
  pdf: Buffer | undefined,
): Promise<Publication> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findPublication(trx, fields.id);
    if (!before) throw notFound('Publication not found');
    const { fileName, stamp } = await auditedPdfUpdate(
      trx,
      {
        actorId,
        entity: 'publication',
        thing: 'publication',
        id: fields.id,
        before,
        upload: { content: pdf, description: fields.description, ownerKind: 'publication' },
      },
      (fileId) => ({ description: fields.description, year: fields.year, file_id: fileId }),
      (values, now) => repo.updatePublication(trx, fields.id, values, now, fields.updatedAt),
    );
    return { id: fields.id, description: fields.description, year: fields.year, fileName, updatedAt: stamp };
  });
}

export const deletePublication = auditedDelete({
  entity: 'publication',
  missing: 'Publication not found',
  find: repo.findPublication,
  remove: repo.deletePublication,
});
