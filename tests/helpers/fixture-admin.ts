// Shared by the fixture administration tests (tests/api/fixtures-admin-*.test.ts).
import type { Db } from '../../src/server/db/database';
import { expect } from 'vitest';
import { findFixture } from '../../src/server/modules/fixtures/fixtures.repository';
import { auditRows } from './audit-log';
import { makeTestPdf } from './pdf';

/** A fixture as the Add Fixture form sends it, every field valid. */
export const validFixture = () => ({
  year: 2030,
  event: 'Spring Meeting',
  startDate: '2030-05-03',
  endDate: '2030-05-04',
  location: 'Walton Heath',
  manager: 'Richard Ashworth',
  managerEmailAddresses: 'captain@example.com;secretary@example.com',
  canRegister: true,
  comments: 'Lunch in the clubhouse',
});

/** The audit rows written about one kind of entity (fixtures unless named), oldest first. */
export const auditRowsOf = (db: Db, entity = 'fixture') => auditRows(db, { entity });

/** A fixture's row as the server reads it; fails when there is none. */
export async function savedFixture(db: Db, id: number) {
  const row = await findFixture(db, id);
  expect(row, `fixture ${id}`).toBeDefined();
  return row!;
}

/** The multipart form the fixture result screen sends: text fields and, optionally, the PDF. */
export function resultForm(
  fields: Record<string, string>,
  file?: { content: Buffer; name: string; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  return form;
}

let resultsPdf: Promise<Buffer> | undefined;
/** A tiny, real one-page PDF of results (uploads are parsed, so a made-up file would be refused); made once. */
export const resultsPdfFile = () => (resultsPdf ??= makeTestPdf('Results'));
