import { buildMail } from './account-mail';
import { fixtureWhere, type FixtureMemberNotice } from './fixture-member-notice';

/** To the first on the waiting list when a place frees up: they have it at once. */
export function fixturePromotedMessage(n: FixtureMemberNotice) {
  return buildMail(`You have a place in ${n.event}`, n.societyName, [
    `Dear ${n.firstName},`,
    `A place has come free in ${fixtureWhere(n)}, and as first on the waiting list it is yours: you are now registered.`,
    { before: 'If you can no longer play, please leave the fixture here:', link: n.link, label: n.link },
  ]);
}
