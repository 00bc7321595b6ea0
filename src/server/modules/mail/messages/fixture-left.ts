import { buildMail } from './account-mail';
import { fixtureWhere, type FixtureMemberNotice } from './fixture-member-notice';

/** To a member taken off a fixture's list or waiting list (by themself or by a manager). */
export function fixtureLeftMessage(n: FixtureMemberNotice & { list: 'registered' | 'waiting' }) {
  const what = n.list === 'waiting' ? 'the waiting list for' : '';
  return buildMail(`You are no longer on ${what ? `${what} ` : ''}${n.event}`, n.societyName, [
    `Dear ${n.firstName},`,
    `You are no longer on ${what ? `${what} ` : ''}${fixtureWhere(n)}.`,
    { before: 'The fixture:', link: n.link, label: n.link },
  ]);
}
