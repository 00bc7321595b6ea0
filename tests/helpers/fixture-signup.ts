// Shared by the tests of what a member sees of the fixtures and of signing up (tests/api/fixtures-member-views,
// fixtures-enter-leave): each file still starts its own app, database and mail sink with startSignupApp.
import { createAdmin, createMember, signInAs, type TestMember } from './factories';
import type { TestClient } from './http-client';
import { SmtpSink } from './smtp-sink';
import { startTestApp, type TestApp } from './test-app';

export interface SignupApp {
  t: TestApp;
  sink: SmtpSink;
  /** Peter Holloway, signed in as `m`. */
  member: TestMember;
  /** Another member, signed in as `o`. */
  other: TestMember;
  /** An administrator, signed in as `a`. */
  admin: TestMember;
  m: TestClient;
  o: TestClient;
  a: TestClient;
}

/** The app on a fresh database, its mail to a sink of its own, with a member, another member and an administrator. */
export async function startSignupApp(): Promise<SignupApp> {
  const sink = await new SmtpSink().start();
  const t = await startTestApp({ SMTP_URL: sink.url, SOCIETY_NAME: 'Test Golf Society' });
  const member = await createMember(t.db, { first_name: 'Peter', last_name: 'Holloway' });
  const other = await createMember(t.db);
  const admin = await createAdmin(t.db);
  const m = t.client();
  await signInAs(m, t.db, member.id);
  const o = t.client();
  await signInAs(o, t.db, other.id);
  const a = t.client();
  await signInAs(a, t.db, admin.id);
  return { t, sink, member, other, admin, m, o, a };
}
