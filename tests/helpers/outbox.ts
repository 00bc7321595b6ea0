import { expect } from 'vitest';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { MailOutboxTable } from '../../src/server/db/types';
import type { Mailbox } from './harness';

/**
 * A message the mail worker gave up on (failed after its retries), with the given fields: the worker leaves it
 * alone, and its bodies are kept as written. Answers its id.
 */
export async function failedMessage(
  db: Db,
  message: Pick<Insertable<MailOutboxTable>, 'to_address' | 'subject' | 'text_body'> &
    Partial<Insertable<MailOutboxTable>>,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('mail_outbox')
    .values({ status: 'failed', attempts: 12, next_attempt_at: now, created_at: now, ...message })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Once the mail server is back: waits until at least `count` messages have reached the sink, asking the workers
 * to look again at once each time rather than wait for their retries' backoff to pass.
 */
export async function deliverWithoutBackoff(
  db: Db,
  mail: Mailbox,
  mailers: { drain(): Promise<void> }[],
  count: number,
) {
  await expect
    .poll(
      async () => {
        await db
          .updateTable('mail_outbox')
          .set({ next_attempt_at: new Date(0).toISOString() })
          .where('status', '=', 'pending')
          .execute();
        await Promise.all(mailers.map((m) => m.drain()));
        return mail.messages.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(count);
}
