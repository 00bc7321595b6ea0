import type { Action, ActionLink, ActResult } from './schemas/act';

/**
 * The words of one-click answers, shared by the e-mails (the buttons) and the page a link opens, so a member reads
 * the same thing in both. Plain and short: the members are 50 to 85 and mostly read on a phone.
 */

/** The buttons in the e-mails. */
export const ACTION_LABELS: Record<Action, string> = {
  'still-playing': "I'm still playing",
  'cannot-play': 'I can no longer play',
  'keep-waiting': 'Keep my place on the waiting list',
  'leave-waiting': 'Take me off the waiting list',
  'count-me-in': 'Count me in',
  'team-available': "I'm available",
  'team-reserve': 'Reserve if you are short',
  'team-unavailable': "I'm not available",
  'place-accept': "Yes, I'll play",
  'place-decline': "No, I can't play",
  'place-withdraw': 'I can no longer play: withdraw me',
};

/** The one button on the page a link opens: what it will do. */
export const PAGE_BUTTONS: Record<Action, string> = {
  'still-playing': "Yes, I'm still playing",
  'cannot-play': 'Give up my place',
  'keep-waiting': 'Keep my place on the waiting list',
  'leave-waiting': 'Take me off the waiting list',
  'count-me-in': 'Count me in',
  'team-available': "I'm available",
  'team-reserve': 'Put me down as a reserve',
  'team-unavailable': "I'm not available",
  'place-accept': 'Take the place',
  'place-decline': 'Decline the place',
  'place-withdraw': 'Withdraw from the team',
};

/** The page's heading for each action. */
export const ACTION_TITLES: Record<Action, string> = {
  'still-playing': 'Still playing?',
  'cannot-play': 'Give up your place',
  'keep-waiting': 'Stay on the waiting list',
  'leave-waiting': 'Leave the waiting list',
  'count-me-in': 'Sign up',
  'team-available': 'Available to play',
  'team-reserve': 'A reserve if short',
  'team-unavailable': 'Not available',
  'place-accept': 'A place in the team',
  'place-decline': 'Decline the place',
  'place-withdraw': 'Withdraw from the team',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Tuesday 12 May 2026' (a YYYY-MM-DD date, as written, with no time zone to move it). */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** 'on Tuesday 12 May 2026', or 'from Monday 11 May 2026 to Tuesday 12 May 2026' for several days. */
export function whenText(startDate: string, endDate: string | null): string {
  return endDate && endDate !== startDate
    ? `from ${longDate(startDate)} to ${longDate(endDate)}`
    : `on ${longDate(startDate)}`;
}

type Fixture = NonNullable<ActionLink['fixture']>;

/** 'the Summer Meeting at Royal St George's on Tuesday 12 May 2026' */
export function fixtureText(f: Fixture): string {
  return `${f.event}${f.location ? ` at ${f.location}` : ''} ${whenText(f.startDate, f.endDate)}`;
}

const ordinalPlace = (n: number | null) => (n ? `number ${n}` : 'on it');

type LinkCompetition = NonNullable<ActionLink['competition']>;

/** 'the Halford Hewitt 2026' */
export const competitionText = (c: LinkCompetition) => `the ${c.name} ${c.year}`;

const pairText = (c: LinkCompetition) => (c.pair ? `pair ${c.pair} of ` : '');

function competitionReady(link: ActionLink, c: LinkCompetition): string {
  const who = link.firstName ?? 'Hello';
  switch (link.action) {
    case 'team-available':
      return `${who}, tap the button to tell the captain you are available for ${competitionText(c)}.`;
    case 'team-reserve':
      return `${who}, tap the button to tell the captain you will be a reserve for ${competitionText(c)} if the side is short.`;
    case 'team-unavailable':
      return `${who}, tap the button to tell the captain you are not available for ${competitionText(c)}.`;
    case 'place-accept':
      return `${who}, a place in ${pairText(c)}${competitionText(c)} is yours if you want it. Tap the button to take it.`;
    case 'place-withdraw':
      return `${who}, you have a place in ${pairText(c)}${competitionText(c)}. Tap the button to withdraw: your place is offered to the first reserve at once, and the captains are told.`;
    default:
      return `${who}, tap the button to decline the place in ${pairText(c)}${competitionText(c)}: it will be offered to the next reserve.`;
  }
}

function competitionOutcome(result: ActResult, c: LinkCompetition): string {
  switch (result.outcome) {
    case 'accepted':
      return `The place in ${pairText(c)}${competitionText(c)} is yours. We have told the captain, and sent you an e-mail to confirm it.`;
    case 'declined':
      return `Thank you. You have declined the place in ${competitionText(c)}; it goes to the next reserve.`;
    case 'gone':
      return `Sorry: the place in ${competitionText(c)} has gone to another reserve. You stay on the list of reserves.`;
    case 'withdrawn':
      return `You have withdrawn from ${competitionText(c)}. The captains have been told, and your place offered to the first reserve.`;
    default:
      return `Thank you. The captain of ${competitionText(c)} has your answer. You can change it on the website.`;
  }
}

/** What the page says above its button: who, what and which day, and what the button will do. */
export function readySentence(link: ActionLink): string {
  if (link.competition) return competitionReady(link, link.competition);
  const f = link.fixture!;
  const who = link.firstName ?? 'Hello';
  const what = fixtureText(f);
  switch (link.action!) {
    case 'still-playing':
      return `${who}, you have a place in ${what}. Tap the button to tell us you are still playing.`;
    case 'cannot-play':
      return `${who}, you have a place in ${what}. Tap the button to give it up.`;
    case 'keep-waiting':
      return `${who}, you are ${ordinalPlace(link.waitingPosition)} on the waiting list for ${what}. Tap the button to keep your place on it.`;
    case 'leave-waiting':
      return `${who}, you are ${ordinalPlace(link.waitingPosition)} on the waiting list for ${what}. Tap the button to come off it.`;
    case 'count-me-in':
      return link.full
        ? `${who}, every place in ${what} is taken. Tap the button to join the waiting list: if a place comes free, it is yours.`
        : `${who}, there are places in ${what}. Tap the button to sign up.`;
    default:
      return '';
  }
}

/** What the page says once the button has done its work. */
export function outcomeSentence(link: ActionLink, result: ActResult): string {
  if (link.competition) return competitionOutcome(result, link.competition);
  const what = fixtureText(link.fixture!);
  switch (result.outcome) {
    case 'confirmed':
      return `Thank you. We have noted that you are still playing in ${what}.`;
    case 'left':
      return `You have given up your place in ${what}. We have sent you an e-mail to confirm it.`;
    case 'kept-waiting':
      return `Thank you. You keep your place, ${ordinalPlace(result.waitingPosition)}, on the waiting list for ${what}.`;
    case 'left-waiting':
      return `You are no longer on the waiting list for ${what}. We have sent you an e-mail to confirm it.`;
    case 'entered':
      return `You have a place in ${what}. We have sent you an e-mail to confirm it.`;
    case 'waiting':
      return `Every place was taken, so you are ${ordinalPlace(result.waitingPosition)} on the waiting list for ${what}. If a place comes free, it is yours and we will e-mail you.`;
    default:
      return 'Thank you. Your answer has been recorded.';
  }
}

/** The heading of a link that cannot act. */
export const STATE_TITLES = {
  blocked: 'This cannot be done now',
  used: 'This link has already been used',
  expired: 'This link has expired',
  invalid: 'This link is not valid',
} as const;

/** The words under that heading. */
export function stateSentence(link: ActionLink): string {
  switch (link.state) {
    case 'used':
      return `${link.reason ?? 'It has done its work'}. Nothing has been changed.`;
    case 'expired':
      return link.competition
        ? `This link of ${competitionText(link.competition)} no longer works: the time to answer it has passed. Nothing has been changed.`
        : `${link.fixture!.event} has started, so its links no longer work. Nothing has been changed.`;
    case 'blocked':
      return `${link.reason ?? ''} Nothing has been changed.`.trim();
    default:
      return 'It may have been copied incompletely, or changed. Nothing has been changed. You can sign in to the website and do the same there.';
  }
}
