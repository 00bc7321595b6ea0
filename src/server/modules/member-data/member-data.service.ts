import type { Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { nowIso } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/http-errors';
import type { MemberSubscription, Privacy } from '@shared/schemas/member-data';
import { recordAudit } from '../audit/audit.repository';
import { findById } from '../accounts/accounts.repository';
import { toProfile } from '../accounts/profile.service';
import { getPreferences } from '../preferences/preferences.service';
import * as repo from './member-data.repository';
import { memberStatement } from '../payments/payments.service';
import { subscriptionsPaidFromAccounts } from '../payments/account-allocation.service';

const accountOf = async (deps: Deps, memberId: number) => {
  const { reference, balancePence, lines } = await memberStatement(deps, memberId);
  return { paymentReference: reference, balancePence, lines };
};
import { givePaymentReference } from '../../db/member-references';

/** What GetUser adds about the member's own data: their privacy choices and their subscriptions. */
export async function memberDataOf(
  db: Db,
  memberId: number,
): Promise<{ privacy: Privacy; subscriptions: MemberSubscription[]; paymentReference: string }> {
  const [p, subs, fromAccount] = await Promise.all([
    repo.findPrivacy(db, memberId),
    repo.listOwnSubscriptions(db, memberId),
    subscriptionsPaidFromAccounts(db, [memberId]),
  ]);
  // Recorded in Subscriptions, or paid by the money on the account (decision 0065): newest year first.
  const subscriptions: MemberSubscription[] = [
    ...subs.map((s) => ({ year: s.year, paidOn: s.paid_on, amountPence: s.amount_pence })),
    ...[...(fromAccount.get(memberId) ?? [])].map(([year, s]) => ({
      year,
      paidOn: s.paidOn,
      amountPence: s.amountPence,
    })),
  ].sort((a, b) => b.year - a.year);
  return {
    privacy: { listed: (p?.listed ?? 1) === 1, showEmail: (p?.show_email ?? 1) === 1 },
    subscriptions,
    paymentReference: p?.payment_reference ?? (await givePaymentReference(db, memberId)),
  };
}

/** A member sets their own privacy; an administrator may set anyone's (audited). */
export async function setPrivacy(
  deps: Deps,
  who: SignedInMember,
  body: { id: number; listed: boolean; showEmail: boolean },
): Promise<Privacy> {
  if (body.id !== who.id && !who.isAdmin) throw forbidden('You can only change your own privacy');
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findPrivacy(trx, body.id);
    if (!before) throw notFound('There is no member with that id');
    await repo.setPrivacy(trx, body.id, body.listed, body.showEmail, nowIso());
    if (body.id !== who.id) {
      await recordAudit(
        trx,
        {
          actorId: who.id,
          action: 'member.privacy.update',
          entity: 'member',
          entityId: body.id,
          before: { listed: before.listed === 1, showEmail: before.show_email === 1 },
          after: { listed: body.listed, showEmail: body.showEmail },
        },
        nowIso(),
      );
    }
  });
  return { listed: body.listed, showEmail: body.showEmail };
}

const EXPORTED_LISTS = { registered: 'playing', waiting: 'waiting list', dinner: 'dinner only' } as const;
const dinnerOf = (r: { dines: number; dinner_choice: string | null; dietary: string | null }) =>
  r.dines ? { choice: r.dinner_choice, dietary: r.dietary } : null;

/** Everything held about the signed-in member (right of access), as one JSON document. */
export async function exportMemberData(deps: Deps, who: SignedInMember) {
  const m = await findById(deps.db, who.id);
  if (!m) throw notFound('There is no member with that id');
  const [
    privacy,
    registrations,
    guests,
    subscriptions,
    audit,
    sessions,
    preferences,
    feed,
    reminders,
    cards,
  ] = await Promise.all([
    repo.findPrivacy(deps.db, who.id),
    repo.listOwnRegistrations(deps.db, who.id),
    repo.listOwnGuests(deps.db, who.id),
    repo.listOwnSubscriptions(deps.db, who.id),
    repo.listAuditAbout(deps.db, who.id),
    repo.listOwnSessions(deps.db, who.id),
    getPreferences(deps.db, who.id),
    repo.findCalendarFeed(deps.db, who.id),
    repo.listOwnReminders(deps.db, who.id),
    repo.listOwnCards(deps.db, who.id),
  ]);
  return {
    exportedAt: nowIso(),
    society: deps.societyName,
    profile: {
      ...toProfile(m),
      status: m.approval,
      emailConfirmedAt: m.email_confirmed_at,
      isAdmin: m.is_admin === 1,
    },
    privacy: { listed: privacy?.listed === 1, showEmail: privacy?.show_email === 1 },
    consent: { privacyNoticeAcceptedAt: privacy?.privacy_accepted_at ?? null },
    registrations: registrations.map((r) => ({
      fixtureId: r.fixture_id,
      event: r.event,
      date: r.start_date,
      registeredAt: r.created_at,
      list: EXPORTED_LISTS[r.list],
      ...(r.list === 'waiting' ? { waitingListPosition: Number(r.members_ahead ?? 0) + 1 } : {}),
      team: r.team,
      dinner: dinnerOf(r),
      guests: guests
        .filter((g) => g.fixture_id === r.fixture_id)
        .map((g) => ({
          name: g.name,
          handicap: g.handicap,
          list: EXPORTED_LISTS[g.list],
          dinner: dinnerOf(g),
        })),
    })),
    cards: cards.map((c) => ({
      fixtureId: c.fixture_id,
      event: c.event,
      date: c.start_date,
      handicapIndex: c.handicap_tenths / 10,
      holes: JSON.parse(c.holes) as (number | null)[],
      enteredAt: c.updated_at,
    })),
    emailPreferences: preferences,
    calendarFeed: feed ? { madeAt: feed.created_at } : null,
    remindersSent: reminders.map((r) => ({
      event: r.event,
      date: r.start_date,
      kind: r.kind,
      sentAt: r.sent_at,
    })),
    subscriptions: subscriptions.map((s) => ({
      year: s.year,
      paidOn: s.paid_on,
      amountPence: s.amount_pence,
      method: s.method,
    })),
    // Their account with the society: reference, balance and every charge, credit and payment.
    money: m.approval === 'pending' ? null : await accountOf(deps, who.id),
    sessions: sessions.map((s) => ({
      startedAt: s.created_at,
      expiresAt: s.expires_at,
      endedAt: s.revoked_at,
    })),
    auditEntries: audit.map((a) => ({
      action: a.action,
      at: a.created_at,
      byThisMember: a.actor_id === who.id,
    })),
  };
}
