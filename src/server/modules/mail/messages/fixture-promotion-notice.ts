import { composeMail, type Mail, type MailSettings } from '../layout/compose-mail';

/** To a fixture's managers: a member on the waiting list has taken a place that came free. */
export function fixturePromotionNoticeMessage(
  n: MailSettings & {
    memberName: string;
    event: string;
    fixtureDate: string;
    playerCount: number;
    link: string;
  },
): Mail {
  return composeMail(n, {
    title: `${n.memberName} has a place in ${n.event} from the waiting list`,
    intro: [
      `${n.memberName} was first on the waiting list for ${n.event} on ${n.fixtureDate} and now has the place that came free.`,
      `${n.playerCount} ${n.playerCount === 1 ? 'player is' : 'players are'} now registered.`,
    ],
    action: { label: 'See the fixture', url: n.link },
    reason: `You are receiving this e-mail because your address is one of the fixture's manager addresses on the ${n.societyName} website.`,
  });
}
