import type { Deps } from '../../lib/deps';
import { randomBytes } from 'node:crypto';
import { formatFixtureDate } from '@shared/dates';
import {
  NO_RECIPIENTS,
  type Audience,
  type AnnouncementHistoryItem,
  type AnnouncementValues,
} from '@shared/schemas/announcements';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { formError } from '../../lib/http-errors';
import { tokenSecret } from '../../lib/site-secret';
import { recordAudit } from '../audit/audit.repository';
import { announcementMessage } from '../mail/messages/announcement';
import { enqueueMany } from '../mail/outbox.repository';
import {
  listUnsubscribeHeaders,
  unsubscribePageUrl,
  unsubscribeToken,
} from '../preferences/unsubscribe-token';
import * as audiences from './audiences.repository';
import * as repo from './announcements.repository';

type Site = Deps;

/** The query and the history's wording of an audience; 400 for one that cannot be chosen. */
async function resolveAudience(db: Db, a: Audience) {
  switch (a.kind) {
    case 'all':
      return { query: audiences.allMembers(db), label: 'All members' };
    case 'fixture': {
      const f = await repo.fixtureLabel(db, a.fixtureId);
      if (!f) throw formError('There is no such fixture');
      const when = formatFixtureDate(f.start_date, f.end_date);
      return { query: audiences.fixturePlayers(db, a.fixtureId), label: `Players of ${f.event} (${when})` };
    }
    case 'house':
      return { query: audiences.houseMembers(db, a.house), label: `${a.house} house` };
    case 'yearsLeft':
      return {
        query: audiences.membersLeftBetween(db, a.from, a.to),
        label: a.from === a.to ? `Left in ${a.from}` : `Left ${a.from}–${a.to}`,
      };
    case 'unpaid':
      return { query: audiences.unpaidMembers(db, a.year), label: `Not paid for ${a.year}` };
  }
}

const message = (site: Site, subject: string, body: string, unsubscribeUrl: string) =>
  announcementMessage({ ...site, subject, body, unsubscribeUrl });

/** The message as it will arrive (with the author's own unsubscribe link) and how many members would get it. */
export async function previewAnnouncement(
  site: Site,
  authorId: number,
  draft: { subject: string; body: string; audience: Audience },
) {
  const { query } = await resolveAudience(site.db, draft.audience);
  const token = unsubscribeToken(tokenSecret(), authorId, 'announcements');
  const m = message(site, draft.subject.trim(), draft.body.trim(), unsubscribePageUrl(site.publicUrl, token));
  return { recipients: await audiences.countOf(query), ...m };
}

/** Queues one message per recipient, the announcement and its audit row in one transaction. */
export async function sendAnnouncement(site: Site, authorId: number, a: AnnouncementValues) {
  const secret = tokenSecret();
  // The message is built once; each recipient's copy differs only in the unsubscribe token.
  const slot = `TOKEN${randomBytes(12).toString('hex')}`;
  const template = message(site, a.subject, a.body, unsubscribePageUrl(site.publicUrl, slot));
  return site.db.transaction().execute(async (trx) => {
    const { query, label } = await resolveAudience(trx, a.audience);
    const recipients = await audiences.recipientsOf(query);
    if (recipients.length === 0) throw formError(NO_RECIPIENTS);
    const at = nowIso();
    const audienceJson = JSON.stringify(a.audience);
    const id = await repo.insertAnnouncement(
      trx,
      { subject: a.subject, body: a.body, audienceJson, audienceLabel: label, recipients: recipients.length },
      authorId,
      at,
    );
    const mails = recipients.map((r) => {
      const token = unsubscribeToken(secret, r.id, 'announcements');
      return {
        to: r.email,
        subject: template.subject,
        text: template.text.replaceAll(slot, token),
        html: template.html.replaceAll(slot, token),
        headers: listUnsubscribeHeaders(site.publicUrl, token),
        announcementId: id,
      };
    });
    await enqueueMany(trx, mails, at);
    await recordAudit(
      trx,
      {
        actorId: authorId,
        action: 'announcement.send',
        entity: 'announcement',
        entityId: id,
        after: { subject: a.subject, audience: a.audience, recipients: recipients.length },
      },
      at,
    );
    return { id, recipients: recipients.length };
  });
}

/** The last 100 announcements with how many of their messages were sent, failed or are waiting. */
export async function announcementHistory(db: Db): Promise<AnnouncementHistoryItem[]> {
  const rows = await repo.listAnnouncements(db, 100);
  const counts = await repo.deliveryCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = counts.filter((c) => c.announcement_id === r.id);
    const count = (s: string[]) =>
      mine.filter((c) => s.includes(c.status)).reduce((n, c) => n + Number(c.n), 0);
    return {
      id: r.id,
      subject: r.subject,
      audience: r.audience,
      recipients: r.recipients,
      sent: count(['sent']),
      failed: count(['failed']),
      waiting: count(['pending', 'sending']),
      author: r.firstName ? `${r.firstName} ${r.lastName}`.trim() : null,
      createdAt: r.createdAt,
    };
  });
}
