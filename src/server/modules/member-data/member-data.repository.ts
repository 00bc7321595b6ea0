import type { Db } from '../../db/database';

/** A member's privacy choices (directory listing and e-mail shown). */
export async function findPrivacy(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['listed', 'show_email', 'privacy_accepted_at', 'payment_reference'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function setPrivacy(db: Db, memberId: number, listed: boolean, showEmail: boolean, now: string) {
  const r = await db
    .updateTable('members')
    .set({ listed: listed ? 1 : 0, show_email: showEmail ? 1 : 0, updated_at: now })
    .where('id', '=', memberId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** A member's own subscriptions, newest year first. */
export function listOwnSubscriptions(db: Db, memberId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['year', 'paid_on', 'amount_pence', 'method'])
    .where('member_id', '=', memberId)
    .orderBy('year', 'desc')
    .execute();
}

/**
 * The golf days a member has entered, with the fixture's name and date, their dinner, and on a waiting list how
 * many members wait ahead of them.
 */
export function listOwnRegistrations(db: Db, memberId: number) {
  return db
    .selectFrom('fixture_registrations')
    .innerJoin('fixtures', 'fixtures.id', 'fixture_registrations.fixture_id')
    .select([
      'fixtures.id as fixture_id',
      'fixtures.event',
      'fixtures.start_date',
      'fixture_registrations.created_at',
      'fixture_registrations.list',
      'fixture_registrations.team',
      'fixture_registrations.dines',
      'fixture_registrations.dinner_choice',
      'fixture_registrations.dietary',
    ])
    .select((eb) =>
      eb
        .selectFrom('fixture_registrations as w')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('w.fixture_id', '=', 'fixture_registrations.fixture_id')
        .where('w.list', '=', 'waiting')
        .whereRef('w.position', '<', 'fixture_registrations.position')
        .as('members_ahead'),
    )
    .where('fixture_registrations.member_id', '=', memberId)
    .orderBy('fixtures.start_date', 'desc')
    .execute();
}

/** The guests a member has booked, by fixture, in the order they were added. */
export function listOwnGuests(db: Db, memberId: number) {
  return db
    .selectFrom('fixture_guests')
    .select(['fixture_id', 'name', 'handicap', 'list', 'dines', 'dinner_choice', 'dietary'])
    .where('host_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** The member's cards as typed (results from the cards), with the fixture's name and date. */
export function listOwnCards(db: Db, memberId: number) {
  return db
    .selectFrom('fixture_cards')
    .innerJoin('fixtures', 'fixtures.id', 'fixture_cards.fixture_id')
    .select([
      'fixtures.id as fixture_id',
      'fixtures.event',
      'fixtures.start_date',
      'fixture_cards.handicap_tenths',
      'fixture_cards.holes',
      'fixture_cards.updated_at',
    ])
    .where('fixture_cards.member_id', '=', memberId)
    .orderBy('fixtures.start_date', 'desc')
    .execute();
}

/** What the audit log says was done to or by the member. */
export function listAuditAbout(db: Db, memberId: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'created_at', 'actor_id'])
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', memberId),
        eb.and([eb('entity', '=', 'member'), eb('entity_id', '=', String(memberId))]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The member's sessions (when signed in, until when), never their tokens. */
export function listOwnSessions(db: Db, memberId: number) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at', 'revoked_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** When the member's private calendar feed was made (never its secret). */
export function findCalendarFeed(db: Db, memberId: number) {
  return db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The reminders the member was sent, with their fixture. */
export function listOwnReminders(db: Db, memberId: number) {
  return db
    .selectFrom('reminders_sent')
    .innerJoin('fixtures', 'fixtures.id', 'reminders_sent.fixture_id')
    .select(['fixtures.event', 'fixtures.start_date', 'reminders_sent.kind', 'reminders_sent.sent_at'])
    .where('reminders_sent.member_id', '=', memberId)
    .orderBy('reminders_sent.sent_at', 'desc')
    .execute();
}
