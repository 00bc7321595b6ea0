import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { MAX_PDF_BYTES } from '@shared/constants';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { HttpError, formError } from '../../lib/http-errors';
import * as files from './files.repository';

const FILE_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,120}\.pdf$/;

/** The stored PDF a /pdfs/ address names (case aside), or undefined; a name the site never makes is not looked up. */
export async function findDocument(db: Db, fileName: string) {
  const name = fileName.toLowerCase();
  return FILE_NAME_PATTERN.test(name) ? files.findFileByName(db, name) : undefined;
}

/**
 * A PDF is known by its content, not its name: it must start with the %PDF- signature and parse as a PDF with at
 * least one page (the first five bytes alone would let anything through).
 */
export async function assertPdf(content: Uint8Array) {
  if (content.byteLength > MAX_PDF_BYTES) {
    throw new HttpError(413, { '': ['The file must be 20 MB or smaller'] });
  }
  if (content.byteLength < 8 || Buffer.from(content.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw formError('The file must be a PDF document');
  }
  try {
    const doc = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false });
    if (doc.getPageCount() < 1) throw new Error('no pages');
  } catch {
    throw formError('The file must be a PDF document');
  }
}

/** A safe, unique file name from a description: lower-case words joined by hyphens, plus a short random part. */
export function makeFileName(description: string): string {
  const slug =
    description
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'document';
  return `${slug}-${randomBytes(3).toString('hex')}.pdf`;
}

/** Checks and stores an uploaded PDF; answers its id and public file name. Call inside the caller's transaction. */
export async function storePdf(
  db: Db,
  input: { description: string; ownerKind: files.FileOwnerKind; content: Uint8Array },
): Promise<{ id: number; fileName: string }> {
  await assertPdf(input.content);
  let fileName = makeFileName(input.description);
  while (await files.fileNameTaken(db, fileName)) fileName = makeFileName(input.description);
  const id = await files.insertFile(db, {
    fileName,
    ownerKind: input.ownerKind,
    content: input.content,
    createdAt: nowIso(),
  });
  return { id, fileName };
}

export const removeFile = files.deleteFile;

/** The PDF a row names: the file's id and its public name, or nulls. */
export interface RowPdf {
  fileId: number | null;
  fileName: string | null;
}

/**
 * The PDF a row holds after an add or an edit: a new upload (checked and stored here) replaces the one it had,
 * `remove` drops it, otherwise it keeps it. Once the row is written, `removeReplacedPdf` deletes the old file.
 */
export async function pdfAfterEdit(
  db: Db,
  kept: { file_id: number | null; file_name: string | null } | undefined,
  upload: {
    content: Uint8Array | undefined;
    description: string;
    ownerKind: files.FileOwnerKind;
    remove?: boolean;
  },
): Promise<RowPdf> {
  if (upload.content) {
    const stored = await storePdf(db, { ...upload, content: upload.content });
    return { fileId: stored.id, fileName: stored.fileName };
  }
  if (!kept || upload.remove) return { fileId: null, fileName: null };
  return { fileId: kept.file_id, fileName: kept.file_name };
}

/** Deletes the file a row held before an edit, when the row now names another one or none. */
export async function removeReplacedPdf(db: Db, before: number | null | undefined, now: number | null) {
  if (before && before !== now) await removeFile(db, before);
}
