// Shared by the tests of the members' CSV import (tests/api/member-import-*.test.ts).
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { test } from './harness';
import type { TestClient } from './http-client';

/** The column names of the smallest file the import takes. */
export const IMPORT_HEADER = 'First Name,Last Name,Email,Year Left,House,Handicap,Mobile';

/** Uploads a file to the import as the admin screen does; as the administrator unless another client is given. */
export const csvUploader =
  (administrator: () => TestClient) =>
  (
    content: string | Uint8Array,
    { preview = false, client = administrator(), name = 'members.csv' } = {},
  ) => {
    const form = new FormData();
    form.append('isApproved', 'true');
    form.append('file', new Blob([content as BlobPart], { type: 'text/csv' }), name);
    return client.post(`/api/Admin/ImportUsers${preview ? '?preview=1' : ''}`, form);
  };

const countRows = async (db: Db, table: 'members' | 'audit_log' | 'mail_outbox' | 'email_tokens') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Runs `fn` and expects no member, audit row, e-mail or token to have been written meanwhile. */
export async function nothingWrittenIn<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const counts = async () => [
    await countRows(db, 'members'),
    await countRows(db, 'audit_log'),
    await countRows(db, 'mail_outbox'),
    await countRows(db, 'email_tokens'),
  ];
  const before = await counts();
  const result = await fn();
  const after = await counts();
  expect(after).toEqual(before);
  return result;
}

/**
 * The harness with the import's two tools: `upload` (as the administrator unless another client is given) and
 * `nothingWritten` (runs the upload and expects nothing to have been written meanwhile).
 */
export const importTest = test
  .extend('upload', async ({ admin }) => csvUploader(() => admin))
  .extend(
    'nothingWritten',
    async ({ db }) =>
      <T>(fn: () => Promise<T>) =>
        nothingWrittenIn(db, fn),
  );
