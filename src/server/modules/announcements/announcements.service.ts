import type { Deps } from '../../lib/deps';
import { randomBytes } from 'node:crypto';
import { formatFixtureDate, londonToday } from '@shared/dates';
import {
  NO_RECIPIENTS,
  type Audience,
  type AnnouncementHistoryItem,
  type AnnouncementValues,
} from '@shared/schemas/announcements';
import type { Db } from '../../db/database';
import { now, nowIso } from '../../lib/clock';
import { fieldErrors, formError } from '../../lib/http-errors';
import { tokenSecret } from '../../lib/site-secret';
import { recordAudit } from '../audit/audit.repository';
import { announcementMessage } from '../mail/messages/announcement';
import { enqueueMany } from '../mail/outbox.repository';
import {
  listUnsubscribeHeaders,
  unsubscribePageUrl,
  unsubscribeToken,
} from '../preferences/unsubscribe-token';
import { actionPageUrl, createActionLinks } from '../act/act-links';
import { linkExpired } from '../act/act-rules';
import * as fixtures from '../fixtures/fixtures.repository';
import * as audiences from './audiences.repository';
import { formatPence } from '@shared/money';
import { siteLink } from '../mail/layout/compose-mail';
import { memberAccounts, type MemberAccount } from '../payments/payments.service';
import * as repo from './announcements.repository';

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
    case 'owing':
      return { query: audiences.owingMembers(db), label: 'Members who owe the society money' };
  }
}

const message = (
  deps: Deps,
  subject: string,
  body: string,
  unsubscribeUrl: string,
  countMeIn?: CountMeIn,
  countMeInUrl?: string,
  account?: MemberAccount,
) =>
  announcementMessage({
    ...deps,
    subject,
    body,
    unsubscribeUrl,
    countMeIn: countMeIn && countMeInUrl ? { ...countMeIn, url: countMeInUrl } : undefined,
    account: account && {
      balance: formatPence(account.balancePence),
      reference: account.reference,
      paymentDetails: deps.paymentDetails ?? null,
      statementUrl: siteLink(deps.publicUrl, 'myprofile/account'),
    },
  });

type CountMeIn = { fixtureId: number; event: string; fixtureDate: string };

/** The fixture of a 'Count me in' button: one still to start whose list is open on the site; else 400. */
async function countMeInFixture(
  db: Db,
  fixtureId: number | null | undefined,
): Promise<CountMeIn | undefined> {
  if (fixtureId == null) return undefined;
  const f = await fixtures.findFixture(db, fixtureId);
  if (!f) throw fieldErrors({ countMeInFixtureId: ['There is no such fixture'] });
  if (linkExpired({ startDate: f.start_date }, londonToday(now())))
    throw fieldErrors({ countMeInFixtureId: ['Choose a fixture that has not started yet'] });
  if (f.can_register !== 1)
    throw fieldErrors({ countMeInFixtureId: [`${f.event} is not open for sign-up on the website`] });
  return { fixtureId: f.id, event: f.event, fixtureDate: formatFixtureDate(f.start_date, f.end_date) };
}

/** The message as it will arrive (with the author's own unsubscribe link) and how many members would get it. */
export async function previewAnnouncement(
  deps: Deps,
  authorId: number,
  draft: { subject: string; body: string; audience: Audience; countMeInFixtureId?: number | null },
) {
  const { query } = await resolveAudience(deps.db, draft.audience);
  const countMeIn = await countMeInFixture(deps.db, draft.countMeInFixtureId);
  // To members who owe, each message states their own balance: the preview shows the first recipient's.
  const first = draft.audience.kind === 'owing' ? (await audiences.recipientsOf(query))[0] : undefined;
  const account = first && (await memberAccounts(deps.db, [first.id])).get(first.id);
  const token = unsubscribeToken(tokenSecret(), authorId, 'announcements');
  const m = message(
    deps,
    draft.subject.trim(),
    draft.body.trim(),
    unsubscribePageUrl(deps.publicUrl, token),
    countMeIn,
    // The preview's button leads nowhere: each recipient's link is made as the announcement is sent.
    actionPageUrl(deps.publicUrl, 'each-recipient-gets-their-own-link'),
    account,
  );
  return { recipients: await audiences.countOf(query), ...m };
}

/**
 * Queues one message per recipient, the announcement and its audit row in one transaction. With a 'Count me in'
 * fixture, each recipient's message carries a link of their own, made in the same transaction.
 */
export async function sendAnnouncement(deps: Deps, authorId: number, a: AnnouncementValues) {
  const secret = tokenSecret();
  // The message is built once; each recipient's copy differs only in the unsubscribe token.
  const slot = `TOKEN${randomBytes(12).toString('hex')}`;
  return deps.db.transaction().execute(async (trx) => {
    const { query, label } = await resolveAudience(trx, a.audience);
    const countMeIn = await countMeInFixture(trx, a.countMeInFixtureId);
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
    const links = countMeIn
      ? await createActionLinks(
          trx,
          deps.publicUrl,
          recipients.map((r) => ({ memberId: r.id, fixtureId: countMeIn.fixtureId, action: 'count-me-in' })),
        )
      : [];
    const accounts =
      a.audience.kind === 'owing'
        ? await memberAccounts(
            trx,
            recipients.map((r) => r.id),
          )
        : undefined;
    const template =
      countMeIn || accounts
        ? undefined
        : message(deps, a.subject, a.body, unsubscribePageUrl(deps.publicUrl, slot));
    const mails = recipients.map((r, i) => {
      const token = unsubscribeToken(secret, r.id, 'announcements');
      // A written-out link is broken into runs for phones, so a copy with a link of its own is built whole.
      const m =
        template ??
        message(
          deps,
          a.subject,
          a.body,
          unsubscribePageUrl(deps.publicUrl, token),
          countMeIn,
          links[i],
          accounts?.get(r.id),
        );
      return {
        to: r.email,
        subject: m.subject,
        text: m.text.replaceAll(slot, token),
        html: m.html.replaceAll(slot, token),
        headers: listUnsubscribeHeaders(deps.publicUrl, token),
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
        after: {
          subject: a.subject,
          audience: a.audience,
          recipients: recipients.length,
          ...(countMeIn && { countMeInFixtureId: countMeIn.fixtureId }),
        },
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
