import type { Db } from '../../db/database';
import { insertRow } from '../../db/rows';

export async function insertAnnouncement(
  db: Db,
  a: { subject: string; body: string; audienceJson: string; audienceLabel: string; recipients: number },
  authorId: number,
  at: string,
): Promise<number> {
  return insertRow(db, 'announcements', {
    subject: a.subject,
    body: a.body,
    audience_json: a.audienceJson,
    audience_label: a.audienceLabel,
    recipients: a.recipients,
    author_id: authorId,
    created_at: at,
  });
}

/** The newest announcements with their author. */
export function listAnnouncements(db: Db, limit: number) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('members as m', 'm.id', 'a.author_id')
    .select([
      'a.id as id',
      'a.subject as subject',
      'a.audience_label as audience',
      'a.recipients as recipients',
      'a.created_at as createdAt',
      'm.first_name as firstName',
      'm.last_name as lastName',
    ])
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many of each announcement's messages are in each outbox state. */
export function deliveryCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mail_outbox')
    .select(['announcement_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('announcement_id', 'in', ids)
    .groupBy(['announcement_id', 'status'])
    .execute();
}

export function fixtureLabel(db: Db, fixtureId: number) {
  return db
    .selectFrom('fixtures')
    .select(['event', 'start_date', 'end_date'])
    .where('id', '=', fixtureId)
    .executeTakeFirst();
}
