import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { MailOutboxTable } from '../../src/server/db/types';

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
