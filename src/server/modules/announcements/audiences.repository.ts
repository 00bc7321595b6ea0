import { NO_EMAIL_DOMAIN } from '@shared/no-email';
import type { Db } from '../../db/database';
import { memberHasRow } from '../../db/member-rows';

/**
 * Who receives an announcement: one small query per kind of audience, each over approved members who have not
 * turned announcements off and have an e-mail address (a member without one holds a stand-in that is never mailed,
 * so he is not counted among the recipients either).
 */
function approvedWantingAnnouncements(db: Db) {
  return db
    .selectFrom('members as m')
    .leftJoin('member_preferences as p', 'p.member_id', 'm.id')
    .where('m.approval', '=', 'approved')
    .where('m.email', 'not like', `%@${NO_EMAIL_DOMAIN}`)
    .where((eb) => eb.or([eb('p.announcements', 'is', null), eb('p.announcements', '=', 1)]));
}

export type AudienceQuery = ReturnType<typeof approvedWantingAnnouncements>;

export const allMembers = (db: Db): AudienceQuery => approvedWantingAnnouncements(db);

export const fixturePlayers = (db: Db, fixtureId: number): AudienceQuery =>
  approvedWantingAnnouncements(db).where(memberHasRow('fixture_registrations', 'fixture_id', fixtureId));

export const houseMembers = (db: Db, house: string): AudienceQuery =>
  approvedWantingAnnouncements(db).where('m.house', '=', house);

export const membersLeftBetween = (db: Db, from: number, to: number): AudienceQuery =>
  approvedWantingAnnouncements(db).where('m.year_left', '>=', from).where('m.year_left', '<=', to);

/** Approved members with no subscription recorded for the year (the treasurer's list of who to remind). */
export const unpaidMembers = (db: Db, year: number): AudienceQuery =>
  approvedWantingAnnouncements(db).where((eb) => eb.not(memberHasRow('subscriptions', 'year', year)));

/** Approved members whose charges standing come to more than their payments (DESIGN.md 'Money'). */
export const owingMembers = (db: Db): AudienceQuery =>
  approvedWantingAnnouncements(db).where('m.balance_pence', '>', 0);

export async function countOf(q: AudienceQuery): Promise<number> {
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const recipientsOf = (q: AudienceQuery) =>
  q.select(['m.id as id', 'm.email as email']).orderBy('m.id').execute();
