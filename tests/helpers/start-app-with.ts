// The usual starts of a test file's app (each file still starts its own app and database, so it runs alone).
import { createAdmin, createMember, signInAs, type TestMember } from './factories';
import type { TestClient } from './http-client';
import { SmtpSink } from './smtp-sink';
import { startTestApp, type TestApp } from './test-app';

/** The app on a fresh database, with a signed-in administrator (`a`) and a signed-in member (`m`). */
export async function startWithAdminAndMember(): Promise<{
  t: TestApp;
  admin: TestMember;
  a: TestClient;
  m: TestClient;
}> {
  const t = await startTestApp();
  const admin = await createAdmin(t.db);
  const member = await createMember(t.db);
  const a = t.client();
  await signInAs(a, t.db, admin.id);
  const m = t.client();
  await signInAs(m, t.db, member.id);
  return { t, admin, a, m };
}

/**
 * The app on a fresh database, sending its mail to a sink of its own, with the login rate limit out of the way;
 * `env` adds or overrides settings.
 */
export async function startWithMailSink(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; sink: SmtpSink }> {
  const sink = await new SmtpSink().start();
  const t = await startTestApp({ SMTP_URL: sink.url, LOGIN_RATE_LIMIT: '100000', ...env });
  return { t, sink };
}
