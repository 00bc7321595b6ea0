// Which of Meeting Results' sections a finished scratch-team competition feeds (DESIGN.md 'Scratch teams', decision
// 0068): the old boys' knockouts by their names, every other competition as a society match.
import { MeetingType } from './constants';

/** The knockouts the society enters (the Halford Hewitt, the Grafton Morrish, the Cyril Gray), or any 'knockout'. */
const KNOCKOUT = /\bhalford\b|\bhewitt\b|\bgrafton\b|\bmorrish\b|\bcyril gray\b|\bknock-?out\b/i;

/** Knockout Meetings for a knockout, else Society Matches. */
export const competitionMeetingType = (name: string): typeof MeetingType.KO | typeof MeetingType.Society =>
  KNOCKOUT.test(name) ? MeetingType.KO : MeetingType.Society;
