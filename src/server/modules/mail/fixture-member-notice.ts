import type { MailSettings } from './layout/compose-mail';
import type { BookingSummary } from './booking-lines';

/** What every golf-day e-mail to a member names: the member, the fixture and the society. */
export interface FixtureMemberNotice extends MailSettings {
  firstName: string;
  event: string;
  fixtureDate: string;
  location: string | null;
  /** The fixture page, {PUBLIC_URL}/enterfixture/{id}. */
  link: string;
  /** The member's booking as it now stands (their guests and dinners), when they have one. */
  booking?: BookingSummary;
}

export const fixtureWhere = (n: FixtureMemberNotice) =>
  `${n.event} on ${n.fixtureDate}${n.location ? ` at ${n.location}` : ''}`;

/** The footer line of every golf-day e-mail to a member. */
export const golfDayReason = (n: FixtureMemberNotice) =>
  `You are receiving this e-mail because you signed up for a golf day of the ${n.societyName}, or a fixture manager added you.`;
