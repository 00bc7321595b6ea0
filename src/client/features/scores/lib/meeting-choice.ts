import { MEETING_NAMES } from '@shared/constants';

/**
 * The meeting whose results a fixture's winners most likely go into, from its event's name ('Spring Meeting at
 * Woking' → Spring Meetings), for the publisher to check; '' when the name says nothing of it.
 */
export function meetingFor(event: string): string {
  const e = event.toLowerCase();
  if (/\bspring\b/.test(e)) return MEETING_NAMES[1];
  if (/\bautumn\b/.test(e)) return MEETING_NAMES[2];
  if (/\bseniors?\b|\bveterans?\b/.test(e)) return MEETING_NAMES[4];
  if (/\bknock-?out\b|\bhalford\b|\bgrafton\b|\bcyril gray\b/.test(e)) return MEETING_NAMES[5];
  if (/\bmatch\b|\bv\.? /.test(e)) return MEETING_NAMES[3];
  return '';
}
