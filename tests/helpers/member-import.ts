// Shared by the tests of the members' CSV import (tests/api/member-import-*.test.ts): each file still starts its own
// app, database and mail sink with startImportApp.
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createAdmin, createMember, signInAs, type TestMember } from './factories';
import type { TestClient } from './http-client';
import { SmtpSink } from './smtp-sink';
import { startTestApp, type TestApp } from './test-app';

/** The column names of the smallest file the import takes. */
export const IMPORT_HEADER = 'First Name,Last Name,Email,Year Left,House,Handicap,Mobile';

/** The app on a fresh database, its mail to a sink of its own, with a signed-in administrator and member
 * (the member's address, taken@example.com, is one an imported row may not have). */
export async function startImportApp(): Promise<{
  t: TestApp;
  sink: SmtpSink;
  admin: TestMember;
  adminClient: TestClient;
  memberClient: TestClient;
}> {
  const sink = await new SmtpSink().start();
  const t = await startTestApp({ SMTP_URL: sink.url });
  const admin = await createAdmin(t.db);
  const adminClient = t.client();
  await signInAs(adminClient, t.db, admin.id);
  const member = await createMember(t.db, { email: 'taken@example.com' });
  const memberClient = t.client();
  await signInAs(memberClient, t.db, member.id);
  return { t, sink, admin, adminClient, memberClient };
}

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
