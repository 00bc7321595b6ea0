/** What every golf-day e-mail to a member names: the member, the fixture and the society. */
export interface FixtureMemberNotice {
  societyName: string;
  firstName: string;
  event: string;
  fixtureDate: string;
  location: string | null;
  /** The fixture page, {PUBLIC_URL}/enterfixture/{id}. */
  link: string;
}

export const fixtureWhere = (n: FixtureMemberNotice) =>
  `${n.event} on ${n.fixtureDate}${n.location ? ` at ${n.location}` : ''}`;
