import { buildMail } from './account-mail';

/** To a fixture's managers: a member on the waiting list has taken a place that came free. */
export function fixturePromotionNoticeMessage(n: {
  societyName: string;
  memberName: string;
  event: string;
  fixtureDate: string;
  playerCount: number;
}) {
  return buildMail(`${n.memberName} has a place in ${n.event} from the waiting list`, n.societyName, [
    `${n.memberName} was first on the waiting list for ${n.event} on ${n.fixtureDate} and now has the place that came free.`,
    `${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.`,
  ]);
}
