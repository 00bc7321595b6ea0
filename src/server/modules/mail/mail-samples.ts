import type { Mail, MailSettings } from './layout/compose-mail';
import { siteLink } from './layout/compose-mail';
import { accountDeletedMessage } from './messages/account-deleted';
import { alreadyRegisteredMessage } from './messages/already-registered';
import { announcementMessage } from './messages/announcement';
import { confirmEmailMessage } from './messages/confirm-email';
import { confirmEmailChangeMessage } from './messages/confirm-email-change';
import { emailChangeNoticeMessage } from './messages/email-change-notice';
import { passwordChangedMessage } from './messages/password-changed';
import { confirmationReminderMessage } from './messages/confirmation-reminder';
import { emailAddressInUseMessage } from './messages/email-address-in-use';
import type { FixtureMemberNotice } from './fixture-member-notice';
import { fixtureCancelledMessage } from './messages/fixture-cancelled';
import { fixtureLeaveMessage } from './messages/fixture-leave';
import { fixtureLeftMessage } from './messages/fixture-left';
import { fixturePlaceConfirmedMessage } from './messages/fixture-place-confirmed';
import { fixturePromotedMessage } from './messages/fixture-promoted';
import { fixtureGuestPromotedMessage } from './messages/fixture-guest-promoted';
import { fixtureDinnerBookedMessage } from './messages/fixture-dinner-booked';
import { fixtureBookingChangedMessage } from './messages/fixture-booking-changed';
import type { BookingSummary } from './booking-lines';
import { fixturePromotionNoticeMessage } from './messages/fixture-promotion-notice';
import { fixtureTeamOutcomeMessage } from './messages/fixture-team-outcome';
import { fixtureResultPublishedMessage } from './messages/fixture-result-published';
import { fixtureWaitingJoinedMessage } from './messages/fixture-waiting-joined';
import { fixtureReminderMessage } from './messages/fixture-reminder';
import { fixtureSignupMessage, type FixtureNoticeInput } from './messages/fixture-signup';
import { invitationMessage } from './messages/invitation';
import { membershipApprovedMessage } from './messages/membership-approved';
import { newRegistrationNoticeMessage } from './messages/new-registration-notice';
import { passwordResetMessage } from './messages/password-reset';
import { signInLinkMessage } from './messages/sign-in-link';
import { testMessage } from './messages/test-message';
import { competitionPollMessage } from './messages/competition-poll';
import { competitionTeamOutcomeMessage } from './messages/competition-team-outcome';
import { competitionPlaceOfferedMessage } from './messages/competition-place-offered';
import { competitionOfferOutcomeMessage } from './messages/competition-offer-outcome';
import { competitionCaptainNoticeMessage } from './messages/competition-captain-notice';

export interface MailSample {
  /** In the preview's address: /dev/mail-samples/{name}/html */
  name: string;
  /** Who gets it and when. */
  when: string;
  mail: Mail;
}

/** The people and the fixture the samples are about (a test passes names full of <, & and quotes). */
export interface SampleData {
  firstName: string;
  lastName: string;
  email: string;
  token: string;
  house: string;
  event: string;
  location: string;
}

export const DEMO_DATA: SampleData = {
  firstName: 'Peter',
  lastName: "O'Brien",
  email: 'peter.obrien@example.org',
  token: 'demo-token-1234',
  house: 'School House',
  event: 'Spring Meeting',
  location: 'Walton Heath',
};

type Build = (s: MailSettings, member: SampleData, fixture: FixtureData) => Mail;
type Sample = [name: string, when: string, build: Build];
type FixtureData = Pick<
  FixtureNoticeInput,
  'memberName' | 'memberEmail' | 'event' | 'fixtureDate' | 'location'
>;

const golfDay = (s: MailSettings, member: SampleData, fixture: FixtureData): FixtureMemberNotice => ({
  ...s,
  firstName: member.firstName,
  event: fixture.event,
  fixtureDate: fixture.fixtureDate,
  location: fixture.location,
  link: siteLink(s.publicUrl, 'enterfixture/1'),
});

/** A message to the member, from the settings, the member's data and `more`. */
const toMember =
  <M extends object>(build: (input: MailSettings & SampleData & M) => Mail, more = {} as M): Build =>
  (s, member) =>
    build({ ...s, ...member, ...more });

/** A booking with a guest and dinners, as the golf-day e-mails tell it. */
const sampleBooking = (member: SampleData): BookingSummary => ({
  choices: ['Beef', 'Salmon', 'Vegetarian'],
  dinnerOnly: false,
  dinner: { choice: 'Beef', dietary: null },
  guests: [
    {
      name: `${member.firstName} ${member.lastName} Junior`,
      list: 'registered',
      dinner: { choice: 'Vegetarian', dietary: 'No nuts' },
    },
  ],
});

/** A message to the member about their place on a golf day. */
const aboutGolfDay =
  <M extends object>(build: (input: FixtureMemberNotice & M) => Mail, more = {} as M): Build =>
  (s, member, fixture) =>
    build({ ...golfDay(s, member, fixture), ...more });

/** A message to a fixture's managers about a member. */
const toManagers =
  <M extends object>(build: (input: MailSettings & FixtureData & M) => Mail, more: M): Build =>
  (s, _member, fixture) =>
    build({ ...s, ...fixture, ...more });

/** One of every message the site sends, with demo data: a new message type gets a line here. */
const SAMPLES: Sample[] = [
  ['confirm-email', 'A new member, right after registering', toMember(confirmEmailMessage)],
  [
    'already-registered',
    'The owner of an address someone registers again',
    toMember(alreadyRegisteredMessage),
  ],
  [
    'new-registration-notice',
    'ADMIN_NOTIFY_EMAIL, when a new member has confirmed their address',
    toMember(newRegistrationNoticeMessage, { yearLeft: 1968 }),
  ],
  ['membership-approved', 'A member an administrator approves', toMember(membershipApprovedMessage)],
  ['password-reset', 'A member who asks for a new password', toMember(passwordResetMessage)],
  ['invitation', 'An imported member, to set a password', toMember(invitationMessage)],
  [
    'sign-in-link',
    'A member who asks for a link to sign in',
    (s, m) => signInLinkMessage({ ...s, firstName: m.firstName, token: m.token, next: '/fixtures' }),
  ],
  [
    'confirmation-reminder',
    'A member who has not confirmed their address, sent by an administrator: choose the password',
    toMember(confirmationReminderMessage),
  ],
  [
    'fixture-signup',
    "A fixture's managers, when a member signs up",
    (s, member, fixture) =>
      fixtureSignupMessage({ ...s, ...fixture, playerCount: 12, booking: sampleBooking(member) }),
  ],
  [
    'fixture-leave',
    "A fixture's managers, when a member withdraws",
    toManagers(fixtureLeaveMessage, { playerCount: 11 }),
  ],
  [
    'confirm-email-change',
    'The new address a member asks to use, to confirm it',
    (s, member) => confirmEmailChangeMessage({ ...s, ...member, newEmail: `new.${member.email}` }),
  ],
  [
    'email-change-notice',
    "A member's old address, when a change is asked for (and again when it is made)",
    (s, member) =>
      emailChangeNoticeMessage({ ...s, ...member, newEmail: `new.${member.email}`, done: false }),
  ],
  [
    'email-address-in-use',
    'An address a member asked to move to that another account already has (instead of a link)',
    (s) => emailAddressInUseMessage(s),
  ],
  ['password-changed', 'A member whose password was changed', toMember(passwordChangedMessage)],
  [
    'fixture-place-confirmed',
    'A member who signs up for a fixture with places left (or whom a manager adds)',
    (s, member, fixture) =>
      fixturePlaceConfirmedMessage({ ...golfDay(s, member, fixture), booking: sampleBooking(member) }),
  ],
  [
    'fixture-dinner-booked',
    'A member who books the dinner only (no place in the golf)',
    (s, member, fixture) =>
      fixtureDinnerBookedMessage({
        ...golfDay(s, member, fixture),
        booking: { ...sampleBooking(member), dinnerOnly: true },
      }),
  ],
  [
    'fixture-booking-changed',
    'A member who changes their guests or dinners, or whose booking an edit of the fixture changed',
    (s, member, fixture) =>
      fixtureBookingChangedMessage({
        ...golfDay(s, member, fixture),
        booking: sampleBooking(member),
        changes: ['Salmon is no longer on the menu: please choose your dinner again.'],
      }),
  ],
  [
    'fixture-guest-promoted',
    'A member whose waiting guest takes a place that came free',
    (s, member, fixture) =>
      fixtureGuestPromotedMessage({
        ...golfDay(s, member, fixture),
        booking: sampleBooking(member),
        guestName: `${member.firstName} ${member.lastName} Junior`,
      }),
  ],
  [
    'fixture-waiting-joined',
    'A member who signs up for a full fixture: the waiting list and their place on it',
    aboutGolfDay(fixtureWaitingJoinedMessage, { position: 3 }),
  ],
  [
    'fixture-promoted',
    'The first on the waiting list, when a place comes free',
    aboutGolfDay(fixturePromotedMessage),
  ],
  [
    'fixture-promotion-notice',
    "A fixture's managers, when the first on the waiting list takes a place",
    (s, member, fixture) =>
      fixturePromotionNoticeMessage({
        ...s,
        ...fixture,
        playerCount: 24,
        link: golfDay(s, member, fixture).link,
      }),
  ],
  [
    'fixture-left',
    'A member who leaves a fixture or its waiting list (or whom a manager removes)',
    aboutGolfDay(fixtureLeftMessage, { list: 'registered' as const }),
  ],
  [
    'fixture-cancelled',
    'Each member on a fixture or its waiting list, when an administrator deletes the fixture',
    aboutGolfDay(fixtureCancelledMessage, { list: 'registered' as const }),
  ],
  [
    'fixture-team-outcome',
    "Each registered player when a match's team is published",
    aboutGolfDay(fixtureTeamOutcomeMessage, { outcome: 'reserve' as const }),
  ],
  [
    'fixture-result-published',
    "Each member who played, when a fixture's cards are published (and again only if their result changes)",
    (s, member, fixture) =>
      fixtureResultPublishedMessage({
        ...golfDay(s, member, fixture),
        link: siteLink(s.publicUrl, 'fixtureresult/1'),
        line: 'You finished =2nd of 24 with 38 pts (c/b).',
        prizes: `You won a prize: ${fixture.event} – Stableford. Congratulations!`,
      }),
  ],
  [
    'account-deleted',
    'A member whose account is deleted, by them or by an administrator: the last e-mail',
    toMember(accountDeletedMessage, { byAdministrator: false }),
  ],
  [
    'fixture-reminder',
    'Each member on a fixture, REMINDER_DAYS before it',
    (s, member, fixture) =>
      fixtureReminderMessage({
        ...golfDay(s, member, fixture),
        manager: 'John Smith',
        otherPlayers: ['Richard Ashworth', `${member.firstName} ${member.lastName}`],
        place: { kind: 'registered' },
        withdrawUrl: siteLink(s.publicUrl, 'leavefixture/1'),
        withdrawBy: 'Fri 10 Apr 2026',
        answers: {
          stay: siteLink(s.publicUrl, 'act/sample-still-playing-link'),
          go: siteLink(s.publicUrl, 'act/sample-cannot-play-link'),
        },
        unsubscribeUrl: siteLink(s.publicUrl, `unsubscribe?token=${member.token}`),
      }),
  ],
  [
    'announcement',
    'The members an administrator chooses, with an announcement',
    (s, member) =>
      announcementMessage({
        ...s,
        subject: `News for ${member.house}`,
        body: `The ${member.event} at ${member.location} is full.\n\nThe year book is on the website: ${siteLink(s.publicUrl, 'publications')}.`,
        unsubscribeUrl: siteLink(s.publicUrl, `unsubscribe?token=${member.token}`),
      }),
  ],
  [
    'competition-poll',
    'Each member who may play in a scratch-team competition, when its captain polls (and a reminder)',
    (s, member) =>
      competitionPollMessage({
        ...s,
        firstName: member.firstName,
        competition: 'Halford Hewitt 2026',
        dates: ['Practice: Wednesday 8 April 2026', 'First round: Thursday 9 April 2026'],
        captains: 'John Smith',
        link: siteLink(s.publicUrl, 'competitions/1'),
        answers: {
          available: siteLink(s.publicUrl, 'act/sample-available-link'),
          reserve: siteLink(s.publicUrl, 'act/sample-reserve-link'),
          unavailable: siteLink(s.publicUrl, 'act/sample-unavailable-link'),
        },
        reminder: false,
      }),
  ],
  [
    'competition-team-outcome',
    'Each member who answered the poll, when the captain publishes the team: partner and place, reserve, or not chosen',
    (s, member) =>
      competitionTeamOutcomeMessage({
        ...s,
        firstName: member.firstName,
        competition: 'Halford Hewitt 2026',
        firstDay: 'Thursday 9 April 2026',
        outcome: { kind: 'pair', pair: 2, partner: `J. R. H. ${member.lastName}` },
        link: siteLink(s.publicUrl, 'competitions/1'),
      }),
  ],
  [
    'competition-place-offered',
    'The first reserve still waiting, when a player withdraws: accept or decline',
    (s, member) =>
      competitionPlaceOfferedMessage({
        ...s,
        firstName: member.firstName,
        competition: 'Halford Hewitt 2026',
        pair: 2,
        partner: 'P. A. Jones',
        expires: 'Friday 3 April 2026 at 14:00',
        answers: {
          accept: siteLink(s.publicUrl, 'act/sample-accept-link'),
          decline: siteLink(s.publicUrl, 'act/sample-decline-link'),
        },
      }),
  ],
  [
    'competition-offer-outcome',
    'A reserve who accepted (the place is his, or it had gone to another) or whose offer lapsed',
    (s, member) =>
      competitionOfferOutcomeMessage({
        ...s,
        firstName: member.firstName,
        competition: 'Halford Hewitt 2026',
        outcome: 'gone',
        pair: 2,
        link: siteLink(s.publicUrl, 'competitions/1'),
      }),
  ],
  [
    'competition-captain-notice',
    "A competition's captains, at each step of a withdrawal (the withdrawal, the offer, its answer)",
    (s, member) =>
      competitionCaptainNoticeMessage({
        ...s,
        competition: 'Halford Hewitt 2026',
        what: `${member.firstName} ${member.lastName} has withdrawn from pair 2.`,
        next: 'The place is offered to P. A. Jones, the 1st reserve, until Friday 3 April 2026 at 14:00.',
        link: siteLink(s.publicUrl, 'competitions/1'),
      }),
  ],
  [
    'test-message',
    'Whoever runs the server, to check that e-mail arrives (npm run mail:test)',
    (s) => testMessage({ ...s, sentAt: '25 November 2026, 14:05' }),
  ],
];

export function mailSamples(settings: MailSettings, data: SampleData = DEMO_DATA): MailSample[] {
  const fixture: FixtureData = {
    memberName: `${data.firstName} ${data.lastName}`,
    memberEmail: data.email,
    event: data.event,
    fixtureDate: 'Friday 17 April 2026',
    location: data.location,
  };
  return SAMPLES.map(([name, when, build]) => ({ name, when, mail: build(settings, data, fixture) }));
}
