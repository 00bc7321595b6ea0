// Shared by the tests of the administrators' member tools (tests/api/admin-members-*.test.ts): each file still starts
// its own app, database and mail sink with startMemberToolsApp.
import type { Db } from '../../src/server/db/database';
import { createAdmin, createMember, signInAs, type TestMember } from './factories';
import type { TestClient } from './http-client';
import { SmtpSink } from './smtp-sink';
import { startTestApp, type TestApp } from './test-app';

/** The app on a fresh database, its mail to a sink of its own, with administrator Richard Ashworth and member
 * Peter Holloway, each signed in. */
export async function startMemberToolsApp(): Promise<{
  t: TestApp;
  sink: SmtpSink;
  admin: TestMember;
  adminClient: TestClient;
  member: TestMember;
  memberClient: TestClient;
}> {
  const sink = await new SmtpSink().start();
  const t = await startTestApp({ SMTP_URL: sink.url });
  const admin = await createAdmin(t.db, { first_name: 'Richard', last_name: 'Ashworth' });
  const adminClient = t.client();
  await signInAs(adminClient, t.db, admin.id);
  const member = await createMember(t.db, { first_name: 'Peter', last_name: 'Holloway' });
  const memberClient = t.client();
  await signInAs(memberClient, t.db, member.id);
  return { t, sink, admin, adminClient, member, memberClient };
}

/** The audit rows written about one member, oldest first. */
export const memberAuditRows = (db: Db, entityId: number) =>
  db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(entityId)).orderBy('id').execute();
