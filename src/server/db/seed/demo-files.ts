import type { Insertable } from 'kysely';
import type { FilesTable } from '../types';
import { makePdf, type DemoPdf } from './demo-pdfs';

/** Renders every demo PDF into a `files` row; file names must be unique and safe. */
export async function demoFiles(pdfs: DemoPdf[], nowIso: string): Promise<Insertable<FilesTable>[]> {
  const names = new Set<string>();
  for (const pdf of pdfs) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/.test(pdf.fileName))
      throw new Error(`Unsafe demo file name ${pdf.fileName}`);
    if (names.has(pdf.fileName)) throw new Error(`Duplicate demo file name ${pdf.fileName}`);
    names.add(pdf.fileName);
  }
  return Promise.all(
    pdfs.map(async (pdf) => {
      const bytes = await makePdf(pdf.title, pdf.lines);
      return {
        file_name: pdf.fileName,
        owner_kind: pdf.ownerKind,
        content_type: 'application/pdf',
        size_bytes: bytes.byteLength,
        content: Buffer.from(bytes),
        created_at: nowIso,
      };
    }),
  );
}
