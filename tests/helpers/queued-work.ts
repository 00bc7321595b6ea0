// The sign-in link and the reset e-mail are looked up, made and queued after the answer, so that a member's
// address and an unknown one answer alike and in the same time: a test that asserts what such a request did not
// send must first know that the work behind the answer is done.
import { createMember } from './factories';
import type { Mailbox } from './harness';
import type { TestApp } from './test-app';

/**
 * Waits until the work behind the answers given so far is done: the server does it in order, so it is done once a
 * later member's sign-in link has arrived; then waits for the outbox to have sent everything. Answers that
 * member's address (a message to it is now in the outbox and the sink).
 */
export async function workBehindAnswersDone(app: TestApp, mail: Mailbox): Promise<string> {
  const marker = await createMember(app.db);
  const res = await app.client().post('/api/auth/emaillink', { email: marker.email });
  if (res.status !== 200) throw new Error(`the marker's link was refused: ${res.status} ${res.text}`);
  await mail.waitFor({ to: marker.email });
  await mail.settled();
  return marker.email;
}
