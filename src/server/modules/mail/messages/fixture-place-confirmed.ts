import { buildMail } from './account-mail';
import { fixtureWhere, type FixtureMemberNotice } from './fixture-member-notice';

/** To a member who has a place in a fixture (signed up, or added by a manager). */
export function fixturePlaceConfirmedMessage(n: FixtureMemberNotice) {
  return buildMail(`You have a place in ${n.event}`, n.societyName, [
    `Dear ${n.firstName},`,
    `You are registered for ${fixtureWhere(n)}.`,
    { before: 'The fixture, with everyone playing:', link: n.link, label: n.link },
  ]);
}
