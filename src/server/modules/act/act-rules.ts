import { signupClosedReason, withdrawalClosed, dayText, type SignupDates } from '@shared/golf-days';
import { splitEmails } from '@shared/email-lists';
import type { Action } from '@shared/schemas/act';
import { waitingPosition, type Lists } from '../fixtures/player-lists';

export interface LinkFixture extends SignupDates {
  event: string;
  startDate: string;
  canRegister: boolean;
  manager: string | null;
  managerEmails: string | null;
}

/** Until the fixture's first day (London): on it, its links stop working. */
export const linkExpired = (f: { startDate: string }, today: string) => today >= f.startDate;

/** Who to ask when it is too late to do it by a link: the fixture's manager, named, or else the society. */
export function managerText(f: LinkFixture, contactEmail: string): string {
  const emails = splitEmails(f.managerEmails ?? '');
  if (f.manager && emails.length) return `${f.manager} (${emails.join(', ')})`;
  if (f.manager) return f.manager;
  if (emails.length) return emails.join(', ');
  return `the society at ${contactEmail}`;
}

/**
 * Why the site's rules refuse a link's action now, in words, or null when its button may act. The same rules as
 * the site's own buttons (the shared date rules; the services check them again as they act): a link only adds
 * that it does what it says, to the list it says (a link to give up a place does not take a member off the waiting
 * list). Pure, so the page can say it before the button is pressed.
 */
export function blockedReason(
  action: Action,
  memberId: number,
  approved: boolean,
  f: LinkFixture,
  lists: Lists,
  today: string,
  contactEmail: string,
): string | null {
  const placed = lists.registered.includes(memberId);
  const waiting = waitingPosition(lists.waiting, memberId) ?? 0;
  const dinnerOnly = lists.dinner?.includes(memberId) ?? false;
  const tooLate = () =>
    withdrawalClosed(f, today)
      ? `The last day to withdraw from ${f.event} was ${dayText(f.withdrawBy!)}. Please contact the fixture's manager, ${managerText(f, contactEmail)}.`
      : null;
  switch (action) {
    case 'still-playing':
      return placed ? null : `You do not have a place in ${f.event} now, so there is nothing to change.`;
    case 'cannot-play':
      if (!placed) return `You do not have a place in ${f.event} now, so there is nothing to give up.`;
      return tooLate();
    case 'keep-waiting':
    case 'leave-waiting':
      if (placed)
        return `Good news: you now have a place in ${f.event}, so you are no longer on its waiting list.`;
      if (!waiting)
        return `You are not on the waiting list for ${f.event} now, so there is nothing to change.`;
      return action === 'leave-waiting' ? tooLate() : null;
    case 'count-me-in':
      if (placed) return `You already have a place in ${f.event}.`;
      if (waiting) return `You are already number ${waiting} on the waiting list for ${f.event}.`;
      if (dinnerOnly)
        return `You have booked the dinner only at ${f.event}: to play, cancel that booking on the fixture's page and enter again.`;
      if (!approved) return 'Only approved members can register for fixtures.';
      if (!f.canRegister) return `${f.event} is not open for sign-up on the website.`;
      return signupClosedReason(f, today)?.concat('.') ?? null;
    default:
      return 'This link is not for a fixture.';
  }
}
