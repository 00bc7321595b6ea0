import { buildMail } from './account-mail';
import { fixtureWhere, type FixtureMemberNotice } from './fixture-member-notice';

/** To a member put on a full fixture's waiting list, with their position. */
export function fixtureWaitingJoinedMessage(n: FixtureMemberNotice & { position: number }) {
  return buildMail(`You are number ${n.position} on the waiting list for ${n.event}`, n.societyName, [
    `Dear ${n.firstName},`,
    `Every place in ${fixtureWhere(n)} is taken, so you are number ${n.position} on its waiting list.`,
    'When a place frees up, the first on the waiting list gets it at once, and we will e-mail you.',
    { before: 'The fixture:', link: n.link, label: n.link },
  ]);
}
